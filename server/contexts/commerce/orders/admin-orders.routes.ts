import { Hono } from 'hono';
import * as v from 'valibot';
import { recordIdParam } from '../../../http/record-id';
import type { AppEnv } from '../../../http/types';
import { describeOperation } from '../../../openapi/describe-operation';
import { requireAdmin as adminOnly } from '../../platform/api';
import { type OrderRef, recordPayment, shipOrder } from './fulfilment.commands';

/** The path's order: a record id, or an order number such as `OK-20261125-000123`. */
const orderRef = (raw: string): OrderRef =>
  /^OK-\d{8}-\d{4,8}$/.test(raw) ? { orderNo: raw } : { id: recordIdParam(raw) };

const FulfilmentSchema = v.object({
  id: v.number(),
  order_no: v.string(),
  status: v.picklist(['new', 'shipped', 'delivered', 'cancelled']),
  paid_at: v.nullable(v.string()),
  shipped_at: v.nullable(v.string()),
});

/** The shop's records on an order (`Authorization: Bearer <ADMIN_TOKEN>`): shipped, bank transfer received. */
export function adminOrderRoutes({ token }: { token: string | undefined }) {
  const requireAdmin = adminOnly(token, ['operator']);
  return new Hono<AppEnv>()
    .post(
      '/admin/orders/:id/ship',
      describeOperation({
        tag: 'admin',
        summary:
          'ご注文を発送済みにする（全お届け先。発送メール・メッセージ、ギフトは発送済み。ADMIN_TOKEN）',
        response: FulfilmentSchema,
        errors: [401, 404, 422],
      }),
      requireAdmin,
      async (c) => {
        return c.json(await shipOrder(c.get('database').db, orderRef(c.req.param('id'))));
      },
    )
    .post(
      '/admin/orders/:id/paid',
      describeOperation({
        tag: 'admin',
        summary: '銀行振込などの入金を記録（ギフトURLをメールで送る。ADMIN_TOKEN）',
        response: FulfilmentSchema,
        errors: [401, 404, 422],
      }),
      requireAdmin,
      async (c) => {
        return c.json(await recordPayment(c.get('database').db, orderRef(c.req.param('id'))));
      },
    );
}
