import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';
import type { AdminProductListQuery } from '../../../../contract/catalog/back-office-products.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import {
  PRODUCT_CSV_FILE_KEY as FILE,
  joinColumns,
  PRODUCT_CSV_MESSAGES as M,
  rowKey,
} from './product-csv.messages';
import {
  addError,
  type CsvColumn,
  type CsvRow,
  errorsByRow,
  exportCells,
  exportHeader,
  groupRows,
  type RowErrors,
  readHeader,
  readRow,
  SJIS,
  unencodableColumns,
} from './product-csv.model';
import { exportBatches } from './product-csv.queries';
import { type CsvEncoding, CsvFileError, csvRecords } from './product-csv-read';
import { applyImport, type ImportSummary, planImport, summaryOf } from './product-import.tx';

/** Rows an error answer lists at most (the rest are counted). */
const LISTED_ROWS = 1000;

/** 422 naming every bad row (up to `LISTED_ROWS`) and the field, in Japanese. */
function refusal(errors: RowErrors): ApiException {
  const listed = new Map([...errors.entries()].sort(([a], [b]) => a - b).slice(0, LISTED_ROWS));
  const body: Record<string, string[]> = errorsByRow(listed, rowKey);
  if (errors.size > LISTED_ROWS) body[FILE] = [M.moreRows(errors.size - LISTED_ROWS)];
  return new ApiException(422, ERROR_CODES.validation, body, M.invalid);
}

const fileRefusal = (message: string, status: 413 | 422 = 422) =>
  new ApiException(
    status,
    status === 413 ? ERROR_CODES.payloadTooLarge : ERROR_CODES.validation,
    {
      [FILE]: [message],
    },
    message,
  );

/** Reads and checks every row of a CSV body without touching the database. */
async function readRows(body: AsyncIterable<Uint8Array>, encoding: CsvEncoding) {
  const errors: RowErrors = new Map();
  const rows: CsvRow[] = [];
  let columns: CsvColumn[] | undefined;
  try {
    for await (const record of csvRecords(body, encoding)) {
      if (!columns) {
        const header = readHeader(record.cells);
        if (header.errors.length) {
          throw new ApiException(422, ERROR_CODES.validation, { [FILE]: header.errors }, M.invalid);
        }
        columns = header.columns;
        continue;
      }
      const read = readRow(record.row, record.cells, columns);
      for (const e of read.errors) addError(errors, record.row, e);
      if (!read.errors.length) rows.push(read.row);
    }
  } catch (err) {
    if (err instanceof CsvFileError) throw fileRefusal(err.message, err.tooLarge ? 413 : 422);
    throw err;
  }
  if (!columns || (rows.length === 0 && errors.size === 0)) throw fileRefusal(M.empty);
  return { rows, columns, errors, count: rows.length + errors.size };
}

/**
 * Imports a product CSV: every row read and checked by the single save's rules, then either the
 * counts (`dryRun`) or every change applied in one transaction. Any bad row refuses the whole file
 * (422 naming each row and field) and changes nothing. Answers the counts and the changed ids.
 */
export async function importProductCsv(
  db: Db,
  actor: Actor,
  body: AsyncIterable<Uint8Array>,
  options: { encoding: CsvEncoding; dryRun: boolean },
): Promise<ImportSummary & { productIds: number[] }> {
  const { rows, columns, errors, count } = await readRows(body, options.encoding);
  const groups = groupRows(rows, errors);
  if (options.dryRun) {
    const plan = await planImport(db, groups, columns, errors);
    if (errors.size) throw refusal(errors);
    return { ...summaryOf(plan, count), productIds: [] };
  }
  if (errors.size) throw refusal(errors);
  return db.transaction(async (tx) => {
    const plan = await planImport(tx, groups, columns, errors, true);
    if (errors.size) throw refusal(errors);
    const productIds = await applyImport(tx, actor, plan);
    return { ...summaryOf(plan, count), productIds };
  });
}

/** The bytes of some CSV text in the export's encoding (UTF-8, or CP932 for Shift_JIS). */
const encode = (text: string, encoding: 'utf8' | 'sjis') =>
  encoding === 'sjis' ? new Uint8Array(iconv.encode(text, SJIS)) : new TextEncoder().encode(text);

/** CSV text of some rows, CRLF-ended as spreadsheets expect. */
const csvText = (rows: string[][]) => stringify(rows, { record_delimiter: 'windows' });

/** 422 naming the rows of a Shift_JIS export whose text CP932 cannot hold (read once before sending). */
async function checkEncodable(db: Db, query: AdminProductListQuery): Promise<void> {
  const errors: RowErrors = new Map();
  let row = 1;
  for await (const batch of exportBatches(db, query)) {
    for (const { product, variants } of batch) {
      for (const variant of variants.length ? variants : [null]) {
        row += 1;
        const columns = unencodableColumns(exportCells(product, variant));
        if (columns.length) addError(errors, row, `${joinColumns(columns)}${M.unencodable}`);
      }
    }
  }
  if (errors.size) throw refusal(errors);
}

/**
 * The products the list's filters select as a CSV stream, one row per variant (a product without
 * variants: one row), read `CSV_BATCH` products at a time: UTF-8 with a BOM (Excel), or CP932.
 */
export async function exportProductCsv(
  db: Db,
  query: AdminProductListQuery,
  encoding: 'utf8' | 'sjis',
): Promise<ReadableStream<Uint8Array>> {
  if (encoding === 'sjis') await checkEncodable(db, query);
  const batches = exportBatches(db, query);
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(
          encode(`${encoding === 'utf8' ? '\uFEFF' : ''}${csvText([exportHeader()])}`, encoding),
        );
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      const rows = next.value.flatMap(({ product, variants }) =>
        (variants.length ? variants : [null]).map((variant) => exportCells(product, variant)),
      );
      controller.enqueue(encode(csvText(rows), encoding));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
