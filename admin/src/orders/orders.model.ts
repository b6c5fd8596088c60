import type {
  AdminOrder,
  AdminOrderListItem,
} from '../../../contract/orders/back-office-orders.schema';
import { ORDERS_MESSAGES as M } from './orders.messages';

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

/** The query of `GET /v1/admin/shipments.csv`: the carrier's format and the list's filters. */
export function carrierCsvPath(format: string, f: OrderFilters): string {
  const { page: _page, per: _per, sort: _sort, order: _order, ...filters } = orderListParams(f);
  const query = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined) query.set(key, String(value));
  }
  return `/v1/admin/shipments.csv?${query}`;
}

/** The file name a download is saved as, from the answer's `x-suggested-filename`. */
export function savedName(headers: Pick<Headers, 'get'>, fallback: string): string {
  return headers.get('x-suggested-filename') || fallback;
}

/** A shipment's address as the change form edits it (empty fields for a typed one). */
export type AddressForm = {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  postal_code: string;
  prefecture: string;
  city: string;
  address1: string;
  address2: string;
  phone_number: string;
};

/** A blank address form. */
export const EMPTY_ADDRESS: AddressForm = {
  last_name: '',
  first_name: '',
  last_name_kana: '',
  first_name_kana: '',
  postal_code: '',
  prefecture: '',
  city: '',
  address1: '',
  address2: '',
  phone_number: '',
};

/** The body of a shipment change: the address when one was typed, the date ('' for none) and slot. */
export function shipmentChangeBody(
  version: number,
  change: { address: AddressForm | null; date: string; time: string },
) {
  return {
    version,
    ...(change.address ? { address: change.address } : {}),
    delivery_date: change.date || null,
    delivery_time: change.time || null,
  };
}

/**
 * The order's payment as its money panel states it: the method alone, or for a card the method
 * and where the payment stands at the provider (「クレジットカード：返金（取消）済み」).
 */
export function paymentState(order: Pick<OrderRecord, 'payment' | 'card'>): string {
  if (!order.card) return order.payment.name;
  const status = order.card.status;
  const state = status === null ? M.cardUnknown : (M.cardStates[status] ?? status);
  return M.paymentWithState(order.payment.name, state);
}
