import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  AdminOrderSchema,
  CarrierCsvQuerySchema,
  ShipmentChangeBodySchema,
  TrackingImportQuerySchema,
  TrackingImportResultSchema,
} from '../../../../contract/orders/back-office-orders.schema';
import { CARRIER_CSV_MESSAGES as CSV } from '../../../../contract/orders/carrier-csv.messages';
import { DELIVERY_SLIP_MESSAGES as P } from '../../../../contract/orders/delivery-slip.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { sendDownload, sendPdf } from '../../../http/download';
import { ApiException } from '../../../http/errors';
import { recordIdParam } from '../../../http/record-id';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { wholeOrder } from './back-office-orders.routes';
import { exportCarrierCsv, importTrackingCsv } from './carrier-csv.commands';
import { deliverySlipBytes } from './delivery-slip.commands';
import { changeShipment } from './shipment-change.commands';

const tag = 'admin';

/**
 * The back office's calls on one shipment besides shipping it (operators, owners and the admin
 * token): its delivery slip (納品書) as PDF, and a change of its address or date before it leaves.
 */
export function backOfficeShipmentRoutes({ token }: { token: string | undefined }) {
  const operators = requireStaff({ allow: ['operator', 'token'], adminToken: token });
  const idOf = (c: Context<StaffEnv>) => recordIdParam(c.req.param('id') ?? '');
  return new Hono<StaffEnv>()
    .get(
      '/admin/orders/:id/shipments/:key/delivery-slip',
      describeOperation({
        tag,
        summary:
          'お届け先ごとの納品書（PDF。ショップ名と所在地、注文番号、お届け先、その便の明細と税込単価、包装とのし。ソーシャルギフトは金額なし）',
        response: v.string(),
        contentType: 'application/pdf',
        errors: [401, 403, 404],
      }),
      operators,
      async (c) => {
        const key = c.req.param('key') ?? '';
        const { orderNo, bytes } = await deliverySlipBytes(c.get('database').db, idOf(c), key);
        return sendPdf(c, bytes, P.fileName(orderNo, key));
      },
    )
    .get(
      '/admin/shipments.csv',
      describeOperation({
        tag,
        summary:
          '発送待ちのお届け先を配送会社のCSVで書き出し（format=yamato-b2 は B2クラウドの外部データ取込、sagawa-ehiden は e飛伝Ⅱの標準パターン。受注一覧と同じ絞り込み。CP932・CRLF、ファイル名は <format>-<日付>.csv）',
        query: CarrierCsvQuerySchema,
        response: v.string(),
        contentType: 'text/csv',
        errors: [401, 403, 422],
      }),
      operators,
      validate('query', CarrierCsvQuerySchema),
      async (c) => {
        const { format, ...query } = c.req.valid('query');
        const csv = await exportCarrierCsv(c.get('database').db, format, query);
        c.header('x-total', String(csv.count));
        return sendDownload(c, csv.bytes, 'text/csv; charset=Shift_JIS', csv.fileName);
      },
    )
    .patch(
      '/admin/orders/:id/shipments/:key',
      describeOperation({
        tag,
        summary:
          '発送前のお届け先の住所・お届け日・時間帯を変更（version が必要。発送済み・キャンセル済みは 409。日付はショップカレンダーで確認。お客様にメール、監査ログ）',
        body: ShipmentChangeBodySchema,
        response: AdminOrderSchema,
        errors: [401, 403, 404, 409, 422],
      }),
      operators,
      validate('json', ShipmentChangeBodySchema),
      async (c) => {
        const { version, ...body } = c.req.valid('json');
        const base = { actor: c.get('actor'), id: idOf(c), version };
        await changeShipment(c.get('database').db, base, c.req.param('key') ?? '', {
          version,
          ...body,
        });
        return c.json(await wholeOrder(c, idOf(c)));
      },
    );
}

/** The largest tracking CSV taken (5,000 rows of B2's 95 columns stay well under it). */
export const TRACKING_CSV_MAX_BYTES = 8 * 1024 * 1024;

const RAW_TYPES =
  /^(text\/csv|text\/plain|application\/octet-stream|application\/vnd\.ms-excel)\b/i;

/**
 * `POST /v1/admin/shipments/tracking-import`: a carrier's file of tracking numbers (the body is
 * the CSV itself), mounted apart from /v1's 100 KB body limit with its own (see server/app.ts).
 */
export function trackingImportRoutes({ token }: { token: string | undefined }) {
  const operators = requireStaff({ allow: ['operator', 'token'], adminToken: token });
  return new Hono<StaffEnv>().post(
    '/admin/shipments/tracking-import',
    describeOperation({
      tag,
      summary:
        '配送会社のCSVから伝票番号を取り込み、お届け先を発送済みにする（本文は CSV: Content-Type text/csv。UTF-8 か CP932。お客様管理番号と伝票番号の列。1行でも誤りがあれば何も変えず、行ごとの 422。発送ごとにメールと監査ログ）',
      query: TrackingImportQuerySchema,
      response: TrackingImportResultSchema,
      errors: [401, 403, 413, 422],
    }),
    operators,
    validate('query', TrackingImportQuerySchema),
    async (c) => {
      if (!RAW_TYPES.test(c.req.header('content-type') ?? '')) {
        const errors = { [CSV.fileKey]: [CSV.rawBody] };
        throw new ApiException(422, ERROR_CODES.validation, errors, CSV.rawBody);
      }
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const { format } = c.req.valid('query');
      const shipped = await importTrackingCsv(c.get('database').db, c.get('actor'), format, bytes);
      return c.json({ shipped, message: CSV.imported(shipped) });
    },
  );
}
