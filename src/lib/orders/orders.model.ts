import { ORDER_MESSAGES as M, POINT_MESSAGES as P } from '../../../contract/orders/orders.messages';
import type {
  OrderDetail,
  OrderSummary,
  ReorderLine,
} from '../../../contract/orders/orders.schema';
import { PUNCTUATION } from '../../../contract/shared/common.messages';
import { formatYen } from '../../../contract/shared/money';

/**
 * A date in the shop's format (spec §9 "YYYY.MM.DD"), in the viewer's zone.
 * @example formatDate('2026-11-18T19:30:00+09:00') // '2026.11.18' in Tokyo
 */
export function formatDate(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00` : iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}.${p(d.getMonth() + 1)}.${p(d.getDate())}`;
}

/**
 * The order status in Japanese.
 * @example statusLabel('cancelled') // 'キャンセル済み'
 */
export const statusLabel = (status: string): string => M.statuses[status] ?? status;

/** The warning to show after a cancellation (spec §4 "Orders"), or null. */
export const cancelWarning = (key: string | null): string | null =>
  key ? (M.cancelWarnings[key] ?? null) : null;

/**
 * The order id in a detail path `/mypage/order_history/{key}/`; null when it is not one.
 * @example orderIdFromPath('/mypage/order_history/12/') // 12
 */
export function orderIdFromPath(path: string): number | null {
  const match = /^\/mypage\/order_history\/([1-9]\d{0,9})\/?$/.exec(path);
  const id = Number(match?.[1]);
  return match && id <= 2_147_483_647 ? id : null;
}

/** Where an order's detail screen is. */
export const orderPath = (id: number) => `/mypage/order_history/${id}/`;

/** The list with a cancelled order put in place of the one it replaces (spec §4 "Orders"). */
export function replaceOrder(list: OrderSummary[], order: OrderDetail): OrderSummary[] {
  return list.map((o) => (o.id === order.id ? { ...o, ...summaryOf(order) } : o));
}

/** The list fields of a detail. */
export function summaryOf(order: OrderDetail): OrderSummary {
  const {
    id,
    order_no,
    ordered_at,
    status,
    is_cancellable,
    total_payment,
    payment_name,
    shippings,
    memo,
  } = order;
  return {
    id,
    order_no,
    ordered_at,
    status,
    is_cancellable,
    total_payment,
    payment_name,
    shippings,
    memo,
  };
}

/**
 * A point movement's description in Japanese.
 * @example pointKindLabel('returned') // 'キャンセルによる返還'
 */
export const pointKindLabel = (kind: string): string => P.kinds[kind] ?? kind;

/**
 * What to tell the member after buying again: how many lines went in, then each line refused
 * and each price that changed since the order.
 * @example buyAgainNotes([{ outcome: 'added', ... }]) // { added: 1, notes: [] }
 */
export function buyAgainNotes(lines: ReorderLine[]): { added: number; notes: string[] } {
  const item = (l: ReorderLine) => `${l.name}${PUNCTUATION.paren(l.variant_name)}`;
  const notes = lines.flatMap((l) => {
    const refused = M.buyAgainRefused[l.outcome];
    if (refused) return [refused(item(l))];
    const now = l.unit_price_with_tax;
    if (now === null || now === l.ordered_unit_price_with_tax) return [];
    return [
      M.buyAgainPriceChanged(item(l), formatYen(l.ordered_unit_price_with_tax), formatYen(now)),
    ];
  });
  return { added: lines.filter((l) => l.outcome === 'added').length, notes };
}
