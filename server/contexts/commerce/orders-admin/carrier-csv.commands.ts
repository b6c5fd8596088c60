import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type {
  AdminOrderListQuery,
  CarrierCsvFormat,
} from '../../../../contract/orders/back-office-orders.schema';
import {
  CARRIER_CSV_IMPORT_COLUMNS as COLUMNS,
  CARRIER_CSV_MESSAGES as M,
} from '../../../../contract/orders/carrier-csv.messages';
import { CARRIER_MESSAGES } from '../../../../contract/orders/carriers.messages';
import { normaliseTrackingNo, trackingNoFits } from '../../../../contract/orders/carriers.model';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import {
  cp932Unencodable,
  decodeCsvBytes,
  encodeCp932,
  neutraliseFormula,
} from '../../../services/csv';
import { jstDate } from '../../platform/api';
import {
  CARRIER_OF_FORMAT,
  carrierCsvRows,
  referenceCandidates,
  type Sender,
  splitShopAddress,
} from './carrier-csv.model';
import { orderIdsByNumber, senderChannel, waitingShipments } from './carrier-csv.queries';
import { SHOP_ADDRESS_SETTING, SHOP_PHONE_SETTING } from './delivery-slip.model';
import { recordShipment, shipRefusal } from './order-actions.commands';
import { shipmentsOf } from './order-record.model';
import { lockOrderHead } from './order-record.queries';

/** The most rows one tracking-number import takes. */
export const TRACKING_CSV_MAX_ROWS = 5000;

/** What CP932 cannot hold is printed as 〓 (the printer's mark for a missing glyph) for staff to see. */
const GETA = '\u3013';

function cp932Cell(cell: string): string {
  const missing = cp932Unencodable(cell);
  return missing.reduce((text, ch) => text.replaceAll(ch, GETA), cell);
}

/** The shop as the sender, from the default channel's `SHOP.*` settings. */
async function senderOf(db: Db): Promise<Sender> {
  const channel = await senderChannel(db);
  const settings = channel?.settings ?? {};
  const text = (key: string) => (typeof settings[key] === 'string' ? String(settings[key]) : '');
  return {
    name: channel?.siteName ?? '',
    ...splitShopAddress(text(SHOP_ADDRESS_SETTING)),
    phone: text(SHOP_PHONE_SETTING),
  };
}

/**
 * `GET /v1/admin/orders/shipments.csv`: the shipments waiting to leave among the orders the list's
 * filters find, in the carrier's columns, CP932 with CRLF as B2クラウド and e飛伝 read it; named
 * `<format>-<YYYYMMDD>.csv` (the day in Japan).
 */
export async function exportCarrierCsv(
  db: Db,
  format: CarrierCsvFormat,
  query: AdminOrderListQuery,
  now = new Date(),
) {
  const shipDay = jstDate(now);
  const shipments = await waitingShipments(db, query);
  const rows = carrierCsvRows(format, shipments, await senderOf(db), shipDay);
  const cells = rows.map((row) => row.map((cell) => cp932Cell(neutraliseFormula(cell))));
  const text = stringify(cells, { record_delimiter: 'windows' });
  return {
    bytes: encodeCp932(text),
    fileName: `${format}-${shipDay.replaceAll('-', '')}.csv`,
    count: shipments.length,
  };
}

type Row = { row: number; reference: string; tracking: string };

/** The reference and tracking-number cells of each data row (422 naming the file when unreadable). */
function readRows(bytes: Uint8Array): Row[] {
  const fileError = (message: string) =>
    new ApiException(422, ERROR_CODES.validation, { [M.fileKey]: [message] }, message);
  let records: string[][];
  try {
    records = parse(decodeCsvBytes(bytes), {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch {
    throw fileError(M.notCsv);
  }
  const header = (records[0] ?? []).map((h) => h.normalize('NFKC').trim());
  const find = (names: readonly string[]) =>
    header.findIndex((h) => names.some((n) => n.normalize('NFKC') === h));
  const ref = find(COLUMNS.reference);
  const no = find(COLUMNS.tracking);
  if (ref < 0 || no < 0) throw fileError(M.noColumns(COLUMNS.reference[0], COLUMNS.tracking[0]));
  const rows = records.slice(1).map((r, i) => ({
    row: i + 2,
    reference: (r[ref] ?? '').trim(),
    tracking: (r[no] ?? '').trim(),
  }));
  if (rows.length === 0) throw fileError(M.empty);
  if (rows.length > TRACKING_CSV_MAX_ROWS) throw fileError(M.tooManyRows(TRACKING_CSV_MAX_ROWS));
  return rows;
}

/** A shipment a row names, or why it names none (checked before anything is locked). */
type Resolved = { orderId: number; orderNo: string; key: string; trackingNo: string };

async function resolveRows(
  tx: Tx,
  rows: Row[],
  format: CarrierCsvFormat,
  errors: Map<number, string>,
): Promise<(Resolved & { row: number })[]> {
  const carrier = CARRIER_OF_FORMAT[format];
  const numbers = rows.flatMap((r) => referenceCandidates(r.reference).map((c) => c.orderNo));
  const ids = await orderIdsByNumber(tx, [...new Set(numbers)]);
  const seen = new Map<string, number>();
  const resolved: (Resolved & { row: number })[] = [];
  for (const r of rows) {
    if (!r.reference) {
      errors.set(r.row, M.referenceMissing);
      continue;
    }
    const match = referenceCandidates(r.reference).find((c) => ids.has(c.orderNo));
    if (!match) {
      errors.set(r.row, M.unknownOrder(r.reference));
      continue;
    }
    const trackingNo = normaliseTrackingNo(r.tracking);
    if (!trackingNo) errors.set(r.row, M.trackingMissing);
    else if (!trackingNoFits(carrier, trackingNo))
      errors.set(r.row, CARRIER_MESSAGES.trackingShape[carrier]);
    const id = ids.get(match.orderNo) ?? 0;
    const at = `${id}:${match.key ?? ''}`;
    const first = seen.get(at);
    if (first !== undefined) {
      if (!errors.has(r.row)) errors.set(r.row, M.duplicate(first));
    } else seen.set(at, r.row);
    if (!errors.has(r.row)) {
      resolved.push({
        row: r.row,
        orderId: id,
        orderNo: match.orderNo,
        key: match.key ?? '',
        trackingNo,
      });
    }
  }
  return resolved;
}

/**
 * `POST /v1/admin/orders/tracking-import`: the tracking numbers of a carrier's file (its
 * お客様管理番号 and 伝票番号 columns) recorded as manual shipping records them, all in one
 * transaction: any bad row (unknown order or shipment, a number of the wrong shape, a shipment
 * already sent, cancelled or unpaid, the same shipment twice) changes nothing, and every bad row
 * is named (422, `行 N`). Each shipment shipped is mailed and audited.
 */
export async function importTrackingCsv(
  db: Db,
  actor: Actor,
  format: CarrierCsvFormat,
  bytes: Uint8Array,
  now = new Date(),
): Promise<number> {
  const rows = readRows(bytes);
  const carrier = CARRIER_OF_FORMAT[format];
  return db.transaction(async (tx) => {
    const errors = new Map<number, string>();
    const resolved = await resolveRows(tx, rows, format, errors);
    // Locked in id order, so two imports naming the same orders cannot deadlock.
    const byOrder = [...resolved].sort((a, b) => a.orderId - b.orderId || a.row - b.row);
    let shipped = 0;
    // Rows that reach one shipment by different references (`A-1` and `A` of a lone shipment).
    const taken = new Map<string, number>();
    for (const r of byOrder) {
      const head = await lockOrderHead(tx, r.orderId);
      if (!head) continue;
      const keys = shipmentsOf(head.order).map((s) => s.key);
      const key = r.key || (keys.length === 1 ? (keys[0] ?? '') : '');
      if (!key) {
        errors.set(r.row, M.ambiguousShipment(r.orderNo));
        continue;
      }
      if (!keys.includes(key)) {
        errors.set(r.row, M.unknownShipment(r.orderNo));
        continue;
      }
      const first = taken.get(`${r.orderId}:${key}`);
      if (first !== undefined) {
        errors.set(r.row, M.duplicate(first));
        continue;
      }
      taken.set(`${r.orderId}:${key}`, r.row);
      const why = await shipRefusal(tx, head, key);
      if (why) {
        errors.set(r.row, M.refused(why));
        continue;
      }
      if (errors.size > 0) continue;
      await recordShipment(tx, actor, head, key, { carrier, trackingNo: r.trackingNo, now });
      shipped += 1;
    }
    if (errors.size > 0) {
      const byRow = [...errors].sort(([a], [b]) => a - b);
      const fields = Object.fromEntries(byRow.map(([row, message]) => [M.rowKey(row), [message]]));
      // The message only counts the rows: the screen lists `fields` under it, so naming the first
      // row there too would report it twice.
      throw new ApiException(422, ERROR_CODES.validation, fields, M.rowsRefused(byRow.length));
    }
    return shipped;
  });
}
