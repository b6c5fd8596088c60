import type {
  AdminOrder,
  AdminOrderListItem,
} from '../../../src/lib/orders/back-office-orders.schema';

/** A row of the order list. */
export type OrderListItem = AdminOrderListItem;
/** The order whole. */
export type OrderRecord = AdminOrder;

/** The order list's search box, filters, sort and page. */
export type OrderFilters = {
  q: string;
  from: string;
  to: string;
  status: string;
  payment_id: string;
  channel: string;
  sort: 'ordered_at' | 'total_payment' | 'order_no';
  order: 'asc' | 'desc';
  page: number;
  per: number;
};

/** No search, newest first, 50 a page. */
export const DEFAULT_ORDER_FILTERS: OrderFilters = {
  q: '',
  from: '',
  to: '',
  status: '',
  payment_id: '',
  channel: '',
  sort: 'ordered_at',
  order: 'desc',
  page: 1,
  per: 50,
};

/** The query of `GET /v1/admin/orders` (empty fields left out). */
export function orderListParams(f: OrderFilters): Record<string, string | number | undefined> {
  const text = (value: string) => value.trim() || undefined;
  return {
    q: text(f.q),
    from: text(f.from),
    to: text(f.to),
    status: text(f.status),
    payment_id: text(f.payment_id),
    channel: text(f.channel),
    sort: f.sort,
    order: f.order,
    page: f.page,
    per: f.per,
  };
}

/** How many filters (besides the search box) are set. */
export function activeOrderFilters(f: OrderFilters): number {
  return [f.from, f.to, f.status, f.payment_id, f.channel].filter((v) => v.trim() !== '').length;
}

/** Whether a failed action was a conflict with another operator (409). */
export function isConflict(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && 'status' in error && error.status === 409);
}
