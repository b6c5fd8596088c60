import { atom } from 'nanostores';
import { failureText } from '../shared/failure.model';
import { ApiFailure } from '../shared/http';
import type { Paging } from '../shared/http.model';
import { newestLoad } from '../shared/latest.model';
import {
  fetchCarrierCsv,
  fetchChannelChoices,
  fetchDeliverySlip,
  fetchOrder,
  fetchOrders,
  patchShipment,
  postCancel,
  postMarkPaid,
  postMemo,
  postShip,
  postTrackingCsv,
} from './orders.api';
import { ORDERS_MESSAGES as M } from './orders.messages';
import {
  type AddressForm,
  DEFAULT_ORDER_FILTERS,
  isConflict,
  type OrderFilters,
  type OrderListItem,
  type OrderRecord,
  savedName,
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

/** The channels the list filters by, id → name; empty until loaded (or when they could not be). */
export const $orderChannels = atom<Record<string, string>>({});

/** Loads the channel choices once; a failure leaves the filter with 「すべて」 only. */
export async function loadOrderChannels(): Promise<void> {
  if (Object.keys($orderChannels.get()).length > 0) return;
  const rows = await fetchChannelChoices().catch(() => []);
  $orderChannels.set(Object.fromEntries(rows.map((c) => [c.id, c.name])));
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

const orderOpens = newestLoad();

/** Loads an order whole (a later open's answer wins over this one's). */
export async function openOrder(id: number): Promise<void> {
  const current = orderOpens.begin();
  $order.set({ record: null, busy: true, error: null, conflict: null, notice: null });
  try {
    const record = await fetchOrder(id);
    if (current()) $order.set({ ...$order.get(), record, busy: false });
  } catch (error) {
    if (current()) $order.set({ ...$order.get(), busy: false, error: failureText(error) });
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

/** Changes a shipment's address, date or slot. */
export function changeOrderShipment(
  key: string,
  change: { address: AddressForm | null; date: string; time: string },
) {
  return act((r) => patchShipment(r.id, key, r.version, change), M.done.changed);
}

/** Lets the browser save a downloaded file under the server's name. */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a shipment's delivery slip (納品書). */
export async function downloadDeliverySlip(key: string): Promise<void> {
  const { record } = $order.get();
  if (!record) return;
  try {
    const { blob, headers } = await fetchDeliverySlip(record.id, key);
    save(blob, savedName(headers, 'delivery-slip.pdf'));
  } catch (error) {
    $order.set({ ...$order.get(), error: failureText(error) });
  }
}

/** The carrier CSV panel: what the last export or import came to, and each bad row. */
export const $carrierCsv = atom<{
  busy: boolean;
  notice: string | null;
  error: string | null;
  problems: { where: string; messages: string[] }[];
}>({ busy: false, notice: null, error: null, problems: [] });

/** Downloads the shipments waiting to ship among the list's orders in a carrier's format. */
export async function exportCarrierCsv(format: string): Promise<void> {
  $carrierCsv.set({ busy: true, notice: null, error: null, problems: [] });
  try {
    const { blob, headers } = await fetchCarrierCsv(format, $orderList.get().filters);
    save(blob, savedName(headers, `${format}.csv`));
    $carrierCsv.set({
      busy: false,
      notice: M.csv.exported(Number(headers.get('x-total') ?? 0)),
      error: null,
      problems: [],
    });
  } catch (error) {
    $carrierCsv.set({ busy: false, notice: null, error: failureText(error), problems: [] });
  }
}

/** Imports a carrier's file of tracking numbers; on a bad row nothing changed and each is listed. */
export async function importTrackingCsv(format: string, file: File): Promise<boolean> {
  $carrierCsv.set({ busy: true, notice: null, error: null, problems: [] });
  try {
    const done = await postTrackingCsv(format, file);
    $carrierCsv.set({ busy: false, notice: done.message, error: null, problems: [] });
    void loadOrders();
    return true;
  } catch (error) {
    const problems =
      error instanceof ApiFailure
        ? Object.entries(error.fieldErrors ?? {}).map(([where, messages]) => ({ where, messages }))
        : [];
    $carrierCsv.set({ busy: false, notice: null, error: failureText(error), problems });
    return false;
  }
}
