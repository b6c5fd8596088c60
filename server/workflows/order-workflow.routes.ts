/**
 * The routes of the workflows that change a placed order or its gift: the member's cancellation,
 * buying an order again, accepting a gift, the provider's fraud verdict, and (mounted with the
 * back office's) the shop's cancellation and the member record, which shows a member's orders.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { AdminMemberSchema } from '../../contract/account/back-office-members.schema';
import { FraudNotificationSchema } from '../../contract/checkout/options.schema';
import {
  AdminCancelBodySchema,
  AdminOrderSchema,
} from '../../contract/orders/back-office-orders.schema';
import {
  CancelBodySchema,
  OrderDetailSchema,
  ReorderBodySchema,
  ReorderSchema,
} from '../../contract/orders/orders.schema';
import {
  GiftAcceptSchema,
  GiftCompleteSchema,
} from '../../contract/social-gift/social-gift.schema';
import { signedFraudNotification, wholeOrder } from '../contexts/commerce/steps';
import { type MemberEnv, memberId, requireMember } from '../http/auth';
import { FORM_LIMITS } from '../http/form-limits';
import { limitForm } from '../http/rate-limit';
import { recordIdParam } from '../http/record-id';
import { requireStaff, type StaffEnv } from '../http/staff-guard';
import type { AppEnv } from '../http/types';
import { validate } from '../http/validate';
import { describeOperation } from '../openapi/describe-operation';
import { acceptGift } from './accept-gift';
import { reorder } from './add-to-cart';
import { cancelMemberOrder, cancelOrderByShop } from './cancel-order';
import { applyFraudVerdict } from './fraud-verdict';
import { memberRecord } from './member-record';

/** The member's cancellation and buying an order again (`/v1/me/orders/{id}/…`). */
export const memberOrderWorkflowRoutes = new Hono<MemberEnv>()
  .put(
    '/me/orders/:id/cancel',
    describeOperation({
      summary: '注文をキャンセル（発送前のみ。在庫・ポイント・クーポン・カード決済を戻す）',
      tag: 'orders',
      body: CancelBodySchema,
      response: OrderDetailSchema,
      errors: [401, 404, 422, 502],
    }),
    requireMember,
    async (c, next) => {
      recordIdParam(c.req.param('id'));
      await next();
    },
    validate('json', CancelBodySchema),
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      const reason = c.req.valid('json').cancel_reason;
      const request = { userId: memberId(c), id, reason };
      const { db } = c.get('database');
      return c.json(await cancelMemberOrder(db, c.get('cards'), c.get('channel'), request));
    },
  )
  .post(
    '/me/orders/:id/reorder',
    describeOperation({
      summary:
        'もう一度購入（注文の商品をすべて、または line_ids の行をカートへ。今日の価格と在庫で、入らなかった行はその理由を返す）',
      tag: 'orders',
      body: ReorderBodySchema,
      response: ReorderSchema,
      errors: [401, 404, 422],
    }),
    requireMember,
    async (c, next) => {
      recordIdParam(c.req.param('id'));
      await next();
    },
    validate('json', ReorderBodySchema),
    async (c) => {
      const orderId = recordIdParam(c.req.param('id'));
      const request = { userId: memberId(c), orderId, body: c.req.valid('json') };
      const { db } = c.get('database');
      return c.json(await reorder(db, c.get('cards'), c.get('channel'), request));
    },
  );

/** Accepting a gift (rate-limited per IP) and the provider's signed fraud verdict. */
export const giftAndVerdictRoutes = new Hono<AppEnv>()
  .put(
    '/social-gifts/:token',
    describeOperation({
      tag: 'social-gift',
      summary: 'ギフトを受け取る（1回だけ）',
      body: GiftAcceptSchema,
      response: GiftCompleteSchema,
      errors: [404, 422, 429],
    }),
    limitForm(FORM_LIMITS.socialGiftAccept),
    validate('json', GiftAcceptSchema),
    async (c) => {
      const { db } = c.get('database');
      const token = c.req.param('token');
      return c.json(await acceptGift(db, c.get('channel'), token, c.req.valid('json')));
    },
  )
  .post(
    '/sbpayment/receive/fraud-detection',
    describeOperation({
      summary:
        'カード会社からの不正検知通知（X-Sbpayment-Timestamp と本文の HMAC-SHA256 署名 X-Sbpayment-Signature が必要）',
      tag: 'payment',
      body: FraudNotificationSchema,
      response: v.object({
        result: v.string(),
        duplicate: v.boolean(),
        order_no: v.string(),
        fraud_status: v.string(),
      }),
      errors: [400, 401, 404, 422, 503],
    }),
    async (c) => {
      const notification = await signedFraudNotification(c);
      const outcome = await applyFraudVerdict(c.get('database').db, c.get('cards'), notification);
      return c.json({ result: 'accepted', ...outcome });
    },
  );

/**
 * The back office's workflows (operators, owners and the admin token): `POST
 * /v1/admin/orders/{id}/cancel`, the shop's cancellation, based on the order's `version` (409 when
 * someone acted first); `GET /v1/admin/members/{id}`, one member whole with the member's orders
 * and inquiries (the member's other calls are members-admin's).
 */
export function backOfficeWorkflowRoutes({ token }: { token: string | undefined }) {
  const operators = requireStaff({ allow: ['operator', 'token'], adminToken: token });
  return new Hono<StaffEnv>()
    .post(
      '/admin/orders/:id/cancel',
      describeOperation({
        tag: 'admin',
        summary:
          'ショップによるキャンセル（カードは決済代行で返金、注文ごとの冪等キーで二重返金なし。在庫・ポイント・クーポンを戻す。発送済みは不可）',
        body: AdminCancelBodySchema,
        response: AdminOrderSchema,
        errors: [401, 403, 404, 409, 422, 502],
      }),
      operators,
      validate('json', AdminCancelBodySchema),
      async (c) => {
        const { version, reason } = c.req.valid('json');
        const id = recordIdParam(c.req.param('id') ?? '');
        const base = { actor: c.get('actor'), id, version };
        await cancelOrderByShop(c.get('database').db, c.get('cards'), base, reason);
        return c.json(await wholeOrder(c, id));
      },
    )
    .get(
      '/admin/members/:id',
      describeOperation({
        tag: 'admin',
        summary:
          '会員の詳細（オペレーター）: 注文・ポイント履歴・お届け先・お問い合わせ・法人承認・ロック',
        response: AdminMemberSchema,
        errors: [401, 403, 404],
      }),
      operators,
      async (c) => {
        const id = recordIdParam(c.req.param('id'));
        return c.json(await memberRecord(c.get('database').db, id, new Date()));
      },
    );
}
