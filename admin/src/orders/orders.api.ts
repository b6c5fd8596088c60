import { call } from '../shared/http';
import { type Paging, pagingFrom, queryString, rowsOf } from '../shared/http.model';
import {
  type OrderFilters,
  type OrderListItem,
  type OrderRecord,
  orderListParams,
} from './orders.model';

/** One page of the order list, searched, filtered and sorted by the server. */
export async function fetchOrders(
  filters: OrderFilters,
): Promise<{ rows: OrderListItem[]; paging: Paging }> {
  const { data, headers } = await call<unknown>(
    'GET',
    `/v1/admin/orders${queryString(orderListParams(filters))}`,
  );
  const rows = rowsOf<OrderListItem>(data);
  return { rows, paging: pagingFrom(headers, rows.length) };
}

const orderPath = (id: number) => `/v1/admin/orders/${id}`;

/** The order whole with its `version`. */
export async function fetchOrder(id: number): Promise<OrderRecord> {
  return (await call<OrderRecord>('GET', orderPath(id))).data;
}

/** Records a bank transfer received (409 when someone acted on the order first). */
export async function postMarkPaid(id: number, version: number): Promise<OrderRecord> {
  return (await call<OrderRecord>('POST', `${orderPath(id)}/mark-paid`, { version })).data;
}

/** Ships one shipment with its carrier and tracking number. */
export async function postShip(
  id: number,
  key: string,
  body: { version: number; carrier: string; tracking_no: string },
): Promise<OrderRecord> {
  const path = `${orderPath(id)}/shipments/${encodeURIComponent(key)}/ship`;
  return (await call<OrderRecord>('POST', path, body)).data;
}

/** Cancels the order (refund, stock, points and coupon given back). */
export async function postCancel(
  id: number,
  body: { version: number; reason: string },
): Promise<OrderRecord> {
  return (await call<OrderRecord>('POST', `${orderPath(id)}/cancel`, body)).data;
}

/** Adds a staff memo. */
export async function postMemo(id: number, body: string): Promise<OrderRecord> {
  return (await call<OrderRecord>('POST', `${orderPath(id)}/memos`, { body })).data;
}
