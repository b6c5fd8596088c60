import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import * as v from 'valibot';
import { ADDRESS_MESSAGES as M } from '../../../../contract/addresses/addresses.messages';
import {
  type AddressExportEncoding,
  type UserAddressBody,
  UserAddressBodySchema,
} from '../../../../contract/addresses/addresses.schema';
import { japaneseIssueMessage } from '../../../http/validation.messages';
import {
  cp932Unencodable,
  decodeCsvBytes,
  encodeCp932,
  neutraliseFormula,
  restoreFormula,
} from '../../../services/csv';
import type { AddressRow } from './addresses.model';
import { CSV_HEADERS as H } from './addresses-csv.messages';

/** The CSV header (import and export), in the order written; keys are the body's fields. */
export const CSV_COLUMNS = [
  [H.last_name, 'shipping_last_name'],
  [H.first_name, 'shipping_first_name'],
  [H.last_name_kana, 'shipping_last_name_kana'],
  [H.first_name_kana, 'shipping_first_name_kana'],
  [H.postal_code, 'postal_code'],
  [H.prefecture, 'prefecture'],
  [H.city, 'city'],
  [H.address1, 'address1'],
  [H.address2, 'address2'],
  [H.phone_number, 'phone_number'],
] as const;

/** Largest CSV file the import reads (the API's request body limit bounds it too). */
export const IMPORT_MAX_BYTES = 90 * 1024;

/**
 * Text of an uploaded file: UTF-8 (BOM or not) when it decodes cleanly, else Shift_JIS (CP932).
 * @example decodeCsv(iconv.encode('姓', 'cp932')) // '姓'
 */
export function decodeCsv(bytes: Uint8Array): string {
  return decodeCsvBytes(bytes);
}

/** What reading a CSV gave: the valid rows, or every problem with its row number (header = 1). */
export type CsvResult = { ok: true; rows: UserAddressBody[] } | { ok: false; problems: string[] };

function readRecords(text: string): string[][] | string {
  try {
    const records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as string[][];
    return records.map((cells) => cells.map(restoreFormula));
  } catch (error) {
    return M.csvBroken((error as { lines?: number }).lines ?? 1);
  }
}

/** Parses and validates an address CSV; one bad row fails the whole file (nothing is imported). */
export function readAddressCsv(text: string): CsvResult {
  const records = readRecords(text);
  if (typeof records === 'string') return { ok: false, problems: [records] };
  const [header = [], ...body] = records;
  const titles = header.map((h) => h.trim());
  const missing = CSV_COLUMNS.filter(([title]) => !titles.includes(title)).map(([t]) => t);
  if (missing.length) return { ok: false, problems: [M.csvHeader(missing)] };
  if (body.length === 0) return { ok: false, problems: [M.csvEmpty] };
  const rows: UserAddressBody[] = [];
  const problems: string[] = [];
  body.forEach((cells, index) => {
    const raw = Object.fromEntries(
      CSV_COLUMNS.map(([title, key]) => [key, cells[titles.indexOf(title)] ?? '']),
    );
    const parsed = v.safeParse(UserAddressBodySchema, raw);
    if (parsed.success) rows.push(parsed.output);
    else {
      const reasons = [...new Set(parsed.issues.map((i) => japaneseIssueMessage(i)))];
      problems.push(M.csvRow(index + 2, reasons.join(' ')));
    }
  });
  return problems.length ? { ok: false, problems } : { ok: true, rows };
}

/** One address as the CSV's cells, in CSV_COLUMNS order. */
function addressCells(a: AddressRow): string[] {
  return [
    a.lastName,
    a.firstName,
    a.lastNameKana,
    a.firstNameKana,
    a.postalCode.length === 7
      ? `${a.postalCode.slice(0, 3)}-${a.postalCode.slice(3)}`
      : a.postalCode,
    a.prefecture,
    a.city,
    a.address1,
    a.address2,
    a.phoneNumber || a.cellPhoneNumber,
  ];
}

/**
 * The rows Shift_JIS (CP932) cannot hold, each named with its row number (header = 1) and the
 * characters it would lose; empty when the whole book can be written in Shift_JIS.
 */
export function sjisProblems(rows: AddressRow[]): string[] {
  return rows.flatMap((a, index) => {
    const lost = cp932Unencodable(addressCells(a).join(''));
    return lost.length ? [M.exportSjisRow(index + 2, lost)] : [];
  });
}

/**
 * The address book as CSV bytes: Shift_JIS (CRLF, opens in Excel) or UTF-8 with a BOM. Formula
 * cells are neutralised; Shift_JIS writes CP932's equivalents (〜 as ～) and must only be asked
 * for when `sjisProblems` is empty.
 */
export function writeAddressCsv(rows: AddressRow[], encoding: AddressExportEncoding): Buffer {
  const text = stringify(rows.map(addressCells), {
    header: true,
    columns: CSV_COLUMNS.map(([title]) => title),
    record_delimiter: '\r\n',
    cast: { string: neutraliseFormula },
  });
  return encoding === 'utf8' ? Buffer.from(`\uFEFF${text}`, 'utf8') : encodeCp932(text);
}

/** The file name offered for an export. */
export function exportFileName(now: Date, encoding: AddressExportEncoding): string {
  const stamp = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `addresses-${stamp}${encoding === 'utf8' ? '-utf8' : ''}.csv`;
}
