import { atom } from 'nanostores';
import { ORDER_MESSAGES as M } from '../../../contract/orders/orders.messages';
import type {
  Memo,
  OrderDetail,
  OrderList,
  OrderSummary,
  ReorderLine,
} from '../../../contract/orders/orders.schema';
import { COMMON_MESSAGES } from '../../../contract/shared/common.messages';
import { recordMoment } from '../analytics/analytics.store';
import { changeCart } from '../cart/cart.store';
import type { HistoryList } from '../mypage/history-list.model';
import { createPagedList } from '../mypage/paged-list.store';
import { ApiRequestError, http } from '../shared/http';
import type { Paging } from '../shared/http/http-types';
import { createOrdersApi } from './orders.api';
import { orderIdFromPath, replaceOrder } from './orders.model';

const api = createOrdersApi(http);

/** The order history as the list screen shows it. */
export type OrderListState = HistoryList<OrderSummary> & { allTotal: number };

/** The detail screen's order: loading, shown, missing (404) or failed. */
export type OrderDetailState =
  | { status: 'loading' }
  | { status: 'ready'; order: OrderDetail }
  | { status: 'missing' | 'error' };

/** What an action came to: done, or a message and per-field errors to show (nothing typed is lost). */
export type ActionResult =
  | { ok: true }
  | { ok: false; message: string; errors: Record<string, string[]> };

type OrderPage = OrderList & { paging: Paging | null };

const orders = createPagedList<OrderSummary, OrderPage, { allTotal: number }>({
  fetchPage: (n) => api.orders(n),
  extra: { empty: { allTotal: 0 }, of: (page) => ({ allTotal: page.user_order_total_payment }) },
});

/** ご注文履歴: one page of the member's orders. */
export const $orders = orders.$list;
/** ご注文詳細: the order open on the detail screen. */
export const $order = atom<OrderDetailState>({ status: 'loading' });

function failed(error: unknown, fallback: string): ActionResult {
  if (error instanceof ApiRequestError) {
    return { ok: false, message: error.message, errors: error.errors };
  }
  return { ok: false, message: fallback, errors: {} };
}

/** Loads one page of the member's orders, newest first. */
export const loadOrders = orders.load;

/** Loads one order for the detail screen. */
export async function loadOrder(id: number): Promise<void> {
  $order.set({ status: 'loading' });
  try {
    const order = await api.order(id);
    if (order) $order.set({ status: 'ready', order });
  } catch (error) {
    const missing = error instanceof ApiRequestError && error.status === 404;
    $order.set({ status: missing ? 'missing' : 'error' });
  }
}

/** Opens the order a detail path names (`/mypage/order_history/{key}/`); a path that names none is missing. */
export async function openOrderAt(path: string): Promise<void> {
  $justCancelled.set(false);
  $buyAgain.set({ status: 'idle' });
  const id = orderIdFromPath(path);
  if (id === null) $order.set({ status: 'missing' });
  else await loadOrder(id);
}

/** Whether the open order was cancelled just now (the screen says so once). */
export const $justCancelled = atom(false);

/** Cancels the open order; the cancelled order replaces it in the detail and the list (spec §4). */
export async function cancelOrder(reason: string): Promise<ActionResult> {
  const state = $order.get();
  if (state.status !== 'ready') return { ok: false, message: M.cancelFailed, errors: {} };
  try {
    const order = await api.cancel(state.order.id, reason);
    if (!order) return { ok: false, message: COMMON_MESSAGES.networkError, errors: {} };
    $order.set({ status: 'ready', order });
    $justCancelled.set(true);
    recordMoment({ kind: 'refund', orderNo: order.order_no, value: order.total_payment });
    orders.update((items) => replaceOrder(items, order));
    return { ok: true };
  } catch (error) {
    return failed(error, M.cancelFailed);
  }
}

function withMemos(change: (memos: Memo[]) => Memo[]) {
  const state = $order.get();
  if (state.status !== 'ready') return;
  const memos = change(state.order.memos);
  $order.set({
    status: 'ready',
    order: { ...state.order, memos, memo: memos.at(-1)?.body ?? null },
  });
}

async function memoAction(
  work: () => Promise<Memo | boolean | null>,
  apply: (m: Memo | true) => void,
) {
  try {
    const done = await work();
    if (!done)
      return { ok: false, message: COMMON_MESSAGES.networkError, errors: {} } as ActionResult;
    apply(done);
    return { ok: true } as ActionResult;
  } catch (error) {
    return failed(error, M.memoFailed);
  }
}

/** Adds a memo to the open order. */
export function addMemo(body: string): Promise<ActionResult> {
  const state = $order.get();
  if (state.status !== 'ready')
    return Promise.resolve({ ok: false, message: M.memoFailed, errors: {} });
  return memoAction(
    () => api.addMemo(state.order.id, body),
    (memo) => withMemos((memos) => [...memos, memo as Memo]),
  );
}

/** Rewrites one memo of the open order. */
export function editMemo(id: number, body: string): Promise<ActionResult> {
  return memoAction(
    () => api.editMemo(id, body),
    (memo) => withMemos((memos) => memos.map((m) => (m.id === id ? (memo as Memo) : m))),
  );
}

/** Deletes one memo of the open order. */
export function removeMemo(id: number): Promise<ActionResult> {
  return memoAction(
    () => api.removeMemo(id),
    () => withMemos((memos) => memos.filter((m) => m.id !== id)),
  );
}

/** The last "buy again" of the open order: idle, running, done with each line's outcome, or failed. */
export type BuyAgainState =
  | { status: 'idle' | 'busy' }
  | { status: 'done'; lines: ReorderLine[] }
  | { status: 'error'; message: string };

/** もう一度購入: what became of the open order's lines put in the cart again. */
export const $buyAgain = atom<BuyAgainState>({ status: 'idle' });

/**
 * Puts the open order's lines (all, or `lineIds`) in the cart again; the server adds each at
 * today's price and stock and says which it could not add. Cart errors follow the cart's rules.
 */
export async function buyAgain(lineIds?: number[]): Promise<void> {
  const state = $order.get();
  if (state.status !== 'ready' || $buyAgain.get().status === 'busy') return;
  $buyAgain.set({ status: 'busy' });
  let lines: ReorderLine[] = [];
  const result = await changeCart(async (token) => {
    const answer = await api.reorder(state.order.id, token, lineIds);
    lines = answer?.lines ?? [];
    return answer?.cart ?? null;
  });
  $buyAgain.set(
    result.ok
      ? { status: 'done', lines }
      : { status: 'error', message: result.message || M.buyAgainFailed },
  );
}
