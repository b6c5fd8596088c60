import { atom } from 'nanostores';
import { failureText } from '../shared/failure.model';
import type { Paging } from '../shared/http.model';
import {
  fetchOrder,
  fetchOrders,
  postCancel,
  postMarkPaid,
  postMemo,
  postShip,
} from './orders.api';
import { ORDERS_MESSAGES as M } from './orders.messages';
import {
  DEFAULT_ORDER_FILTERS,
  isConflict,
  type OrderFilters,
  type OrderListItem,
  type OrderRecord,
} from './orders.model';

/** The order list: the filters it was asked with, one page of rows, and its state. */
export const $orderList = atom<{
  filters: OrderFilters;
  rows: OrderListItem[];
  paging: Paging | null;
  busy: boolean;
  error: string | null;
}>({ filters: DEFAULT_ORDER_FILTERS, rows: [], paging: null, busy: false, error: null });

let latest = 0;

/** Loads one page for `filters`; an older request answering late is ignored. */
export async function loadOrders(filters = $orderList.get().filters): Promise<void> {
  const request = ++latest;
  $orderList.set({ ...$orderList.get(), filters, busy: true, error: null });
  try {
    const { rows, paging } = await fetchOrders(filters);
    if (request !== latest) return;
    $orderList.set({ ...$orderList.get(), rows, paging, busy: false });
  } catch (error) {
    if (request !== latest) return;
    $orderList.set({ ...$orderList.get(), busy: false, error: failureText(error) });
  }
}

/** Searches with a new search text and filters, from page 1. */
export function searchOrders(criteria: Omit<OrderFilters, 'page' | 'per' | 'sort' | 'order'>) {
  void loadOrders({ ...$orderList.get().filters, ...criteria, page: 1 });
}

/** Clears the search text and every filter. */
export function clearOrderFilters(): void {
  void loadOrders(DEFAULT_ORDER_FILTERS);
}

/** Sorts by a column and direction, from page 1. */
export function setOrderSort(sort: OrderFilters['sort'], order: OrderFilters['order']): void {
  void loadOrders({ ...$orderList.get().filters, sort, order, page: 1 });
}

/** Opens another page of the same search. */
export function goToOrderPage(page: number): void {
  void loadOrders({ ...$orderList.get().filters, page });
}

/** The open order, and what the last action came to. */
export const $order = atom<{
  record: OrderRecord | null;
  busy: boolean;
  error: string | null;
  /** Another operator acted first: why, and that the screen now shows the order as it is. */
  conflict: string | null;
  notice: string | null;
}>({ record: null, busy: false, error: null, conflict: null, notice: null });

/** Loads an order whole. */
export async function openOrder(id: number): Promise<void> {
  $order.set({ record: null, busy: true, error: null, conflict: null, notice: null });
  try {
    $order.set({ ...$order.get(), record: await fetchOrder(id), busy: false });
  } catch (error) {
    $order.set({ ...$order.get(), busy: false, error: failureText(error) });
  }
}

/**
 * Runs one action on the open order; true when it was done. A 409 reloads the order so the
 * screen shows what the other operator did, and keeps the reason to show; what was typed stays.
 */
async function act(
  run: (record: OrderRecord) => Promise<OrderRecord>,
  done: string,
): Promise<boolean> {
  const { record } = $order.get();
  if (!record) return false;
  $order.set({ ...$order.get(), busy: true, error: null, conflict: null, notice: null });
  try {
    $order.set({ ...$order.get(), record: await run(record), busy: false, notice: done });
    return true;
  } catch (error) {
    if (isConflict(error)) {
      const fresh = await fetchOrder(record.id).catch(() => record);
      $order.set({ ...$order.get(), record: fresh, busy: false, conflict: failureText(error) });
    } else {
      $order.set({ ...$order.get(), busy: false, error: failureText(error) });
    }
    return false;
  }
}

/** Records the bank transfer. */
export function markOrderPaid(): Promise<boolean> {
  return act((r) => postMarkPaid(r.id, r.version), M.done.paid);
}

/** Ships one shipment. */
export function shipOrderShipment(key: string, carrier: string, trackingNo: string) {
  return act(
    (r) => postShip(r.id, key, { version: r.version, carrier, tracking_no: trackingNo }),
    M.done.shipped,
  );
}

/** Cancels the order with a reason. */
export function cancelOrder(reason: string): Promise<boolean> {
  return act((r) => postCancel(r.id, { version: r.version, reason }), M.done.cancelled);
}

/** Adds a staff memo. */
export function addOrderMemo(body: string): Promise<boolean> {
  return act((r) => postMemo(r.id, body), M.done.memo);
}
