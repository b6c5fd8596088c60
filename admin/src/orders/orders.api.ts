import { call, download } from '../shared/http';
import { type Paging, pagingFrom, queryString, rowsOf } from '../shared/http.model';
import {
  type AddressForm,
  carrierCsvPath,
  type OrderFilters,
  type OrderListItem,
  type OrderRecord,
  orderListParams,
  shipmentChangeBody,
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

/** The shop's channels (id and name), for the list's channel filter. */
export async function fetchChannelChoices(): Promise<{ id: string; name: string }[]> {
  return rowsOf<{ id: string; name: string }>(
    (await call<unknown>('GET', '/v1/admin/channels')).data,
  );
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

/** The delivery slip (納品書) PDF of one shipment. */
export function fetchDeliverySlip(id: number, key: string) {
  return download(`${orderPath(id)}/shipments/${encodeURIComponent(key)}/delivery-slip`);
}

/** Changes a shipment's address, date or slot before it ships. */
export async function patchShipment(
  id: number,
  key: string,
  version: number,
  change: { address: AddressForm | null; date: string; time: string },
): Promise<OrderRecord> {
  const path = `${orderPath(id)}/shipments/${encodeURIComponent(key)}`;
  return (await call<OrderRecord>('PATCH', path, shipmentChangeBody(version, change))).data;
}

/** The shipments waiting to ship among the list's orders, as the carrier's CSV. */
export function fetchCarrierCsv(format: string, filters: OrderFilters) {
  return download(carrierCsvPath(format, filters));
}

/** Sends a carrier's file of tracking numbers; how many shipments it shipped. */
export async function postTrackingCsv(format: string, file: File) {
  const path = `/v1/admin/shipments/tracking-import?format=${encodeURIComponent(format)}`;
  return (await call<{ shipped: number; message: string }>('POST', path, file)).data;
}
