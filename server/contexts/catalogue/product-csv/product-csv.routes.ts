import { Hono } from 'hono';
import * as v from 'valibot';
import {
  ProductCsvExportQuerySchema,
  ProductCsvImportQuerySchema,
  ProductCsvImportSummarySchema,
} from '../../../../contract/catalog/product-csv.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import type { EditorRouteOptions } from '../../back-office/api';
import { exportProductCsv, importProductCsv } from './product-csv.commands';
import { PRODUCT_CSV_FILE_KEY as FILE, PRODUCT_CSV_MESSAGES as M } from './product-csv.messages';
import { CSV_MAX_BYTES } from './product-csv.model';

const tag = 'admin';

/** `GET /v1/admin/products.csv`: the product list's filters as a streamed CSV (editors, owners, token). */
export function productCsvExportRoutes({ token }: EditorRouteOptions) {
  const editors = requireStaff({ allow: ['editor', 'token'], adminToken: token });
  return new Hono<StaffEnv>().get(
    '/admin/products.csv',
    describeOperation({
      tag,
      summary:
        '商品CSVの書き出し（一覧と同じ絞り込み。1行が1規格。encoding=utf8 は BOM 付き UTF-8、sjis は CP932。CP932 で表せない文字がある行は 422 で行を示す）',
      query: ProductCsvExportQuerySchema,
      response: v.string(),
      contentType: 'text/csv',
      errors: [401, 403, 422],
    }),
    editors,
    validate('query', ProductCsvExportQuerySchema),
    async (c) => {
      const { encoding, ...query } = c.req.valid('query');
      const stream = await exportProductCsv(c.get('database').db, query, encoding);
      const charset = encoding === 'sjis' ? 'Shift_JIS' : 'utf-8';
      const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
      return c.body(stream, 200, {
        'Content-Type': `text/csv; charset=${charset}`,
        'Content-Disposition': `attachment; filename="products-${day}.csv"`,
        'Cache-Control': 'no-store',
      });
    },
  );
}

const RAW_TYPES =
  /^(text\/csv|text\/plain|application\/octet-stream|application\/vnd\.ms-excel)\b/i;

/**
 * `POST /v1/admin/products/import`: a CSV body read as a stream (mounted apart from /v1's 100 KB
 * body limit, see server/app.ts; its own limit is `CSV_MAX_BYTES`), checked row by row, then
 * applied in one transaction and one rebuild queued, or only counted (`dry_run=1`).
 */
export function productCsvImportRoutes({ token, rebuilder }: EditorRouteOptions) {
  const editors = requireStaff({ allow: ['editor', 'token'], adminToken: token });
  return new Hono<StaffEnv>().post(
    '/admin/products/import',
    describeOperation({
      tag,
      summary:
        '商品CSVの取り込み（本文は CSV そのもの: Content-Type text/csv。encoding=auto|utf8|sjis、dry_run=1 で件数だけ。1行でも誤りがあれば何も変えず、行と項目ごとの 422。64MB・10万行まで）',
      query: ProductCsvImportQuerySchema,
      response: ProductCsvImportSummarySchema,
      errors: [401, 403, 413, 422, 429],
    }),
    editors,
    validate('query', ProductCsvImportQuerySchema),
    async (c) => {
      const type = c.req.header('content-type') ?? '';
      const body = c.req.raw.body;
      if (!RAW_TYPES.test(type) || !body) {
        throw new ApiException(422, ERROR_CODES.validation, { [FILE]: [M.rawBody] }, M.rawBody);
      }
      if (Number(c.req.header('content-length') ?? 0) > CSV_MAX_BYTES) {
        const message = M.tooLarge(CSV_MAX_BYTES / 1024 / 1024);
        throw new ApiException(413, ERROR_CODES.payloadTooLarge, { [FILE]: [message] }, message);
      }
      const query = c.req.valid('query');
      const dryRun = query.dry_run === '1' || query.dry_run === 'true';
      const { db } = c.get('database');
      const summary = await importProductCsv(db, c.get('actor'), body, {
        encoding: query.encoding,
        dryRun,
      });
      if (!dryRun) await rebuilder?.queue(c.get('database'));
      return c.json({
        dry_run: dryRun,
        rows: summary.rows,
        updated: summary.updated,
        created: summary.created,
        message: M.summary(summary.updated, summary.created),
      });
    },
  );
}
