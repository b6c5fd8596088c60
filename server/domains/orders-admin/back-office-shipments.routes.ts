import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  AdminOrderSchema,
  ShipmentChangeBodySchema,
} from '../../../src/lib/orders/back-office-orders.schema';
import { DELIVERY_SLIP_MESSAGES as P } from '../../../src/lib/orders/delivery-slip.messages';
import { sendPdf } from '../../http/download';
import { recordIdParam } from '../../http/record-id';
import { requireStaff, type StaffEnv } from '../../http/staff-guard';
import { validate } from '../../http/validate';
import { describeOperation } from '../../openapi/describe-operation';
import { wholeOrder } from './back-office-orders.routes';
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
