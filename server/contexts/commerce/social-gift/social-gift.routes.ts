import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { CartSchema } from '../../../../contract/cart/cart.schema';
import { LeadtimeSchema } from '../../../../contract/checkout/checkout.schema';
import { PREFECTURES } from '../../../../contract/shared/prefectures';
import {
  GiftCompleteSchema,
  GiftDeliveryCheckSchema,
  GiftDeliverySchema,
  GiftShippingCheckSchema,
  GiftShippingSchema,
  GiftViewSchema,
  ReceiverBodySchema,
} from '../../../../contract/social-gift/social-gift.schema';
import { optionalMember } from '../../../http/auth';
import { FORM_LIMITS } from '../../../http/form-limits';
import { limitForm } from '../../../http/rate-limit';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { setReceiver } from './gift-order.commands';
import {
  checkGiftDelivery,
  checkGiftShipping,
  giftCompletion,
  giftLeadtimeOf,
  giftShipping,
  viewGift,
} from './recipient.commands';

const tag = 'social-gift';
const LeadtimeQuery = v.object({
  postal: v.optional(v.string()),
  pref: v.optional(v.picklist(PREFECTURES)),
});
const publicLimit = limitForm(FORM_LIMITS.socialGift);
const db = (c: Pick<Context<AppEnv>, 'get'>) => c.get('database').db;

/** The social gift: the buyer's choice at checkout and the recipient's public calls (rate-limited per IP). */
export const socialGiftRoutes = new Hono<AppEnv>()
  .patch(
    '/carts/social/receiver',
    describeOperation({
      tag: 'cart',
      summary: 'お届け先1をソーシャルギフトにする（メッセージカード付き）／やめる',
      body: ReceiverBodySchema,
      response: CartSchema,
      errors: [400, 404, 422],
    }),
    optionalMember,
    validate('json', ReceiverBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      return c.json(
        await setReceiver(db(c), c.get('cards'), c.get('channel'), body, c.get('userId')),
      );
    },
  )
  .get(
    '/social-gifts/:token/products',
    describeOperation({
      tag,
      summary: 'ギフトの内容（贈り主・メッセージ・商品、価格なし）',
      response: GiftViewSchema,
      errors: [404, 429],
    }),
    publicLimit,
    async (c) => c.json(await viewGift(db(c), c.get('channel'), c.req.param('token'))),
  )
  .get(
    '/social-gifts/:token/shipping',
    describeOperation({
      tag,
      summary: 'ギフトのお届け（order_shipping_id）',
      response: GiftShippingSchema,
      errors: [404, 429],
    }),
    publicLimit,
    async (c) => c.json(await giftShipping(db(c), c.get('channel'), c.req.param('token'))),
  )
  .get(
    '/social-gifts/:token/complete',
    describeOperation({
      tag,
      summary: '受け取りの完了記録（住所は含まない）',
      response: GiftCompleteSchema,
      errors: [404, 429],
    }),
    publicLimit,
    async (c) => c.json(await giftCompletion(db(c), c.get('channel'), c.req.param('token'))),
  )
  .get(
    '/shipping-leadtime/input/:token',
    describeOperation({
      tag,
      summary: '受け取る方の住所でのお届け可能日と時間帯',
      query: LeadtimeQuery,
      response: LeadtimeSchema,
      errors: [404, 422, 429],
    }),
    publicLimit,
    validate('query', LeadtimeQuery),
    async (c) => {
      const token = c.req.param('token');
      const pref = c.req.valid('query').pref ?? null;
      const lead = await giftLeadtimeOf(db(c), c.get('channel'), token, pref);
      return c.json({ ...lead, order_shipping_id: lead.shipping_key });
    },
  )
  .post(
    '/social-gifts/check/shipping',
    describeOperation({
      tag,
      summary: 'お届け先の確認（保存しない）',
      body: GiftShippingCheckSchema,
      response: v.object({ ok: v.boolean() }),
      errors: [404, 422, 429],
    }),
    publicLimit,
    validate('json', GiftShippingCheckSchema),
    async (c) => {
      await checkGiftShipping(db(c), c.get('channel'), c.req.valid('json').token);
      return c.json({ ok: true });
    },
  )
  .post(
    '/social-gifts/check/delivery',
    describeOperation({
      tag,
      summary: 'お届け日時の確認（保存しない）',
      body: GiftDeliveryCheckSchema,
      response: GiftDeliverySchema,
      errors: [404, 422, 429],
    }),
    publicLimit,
    validate('json', GiftDeliveryCheckSchema),
    async (c) => c.json(await checkGiftDelivery(db(c), c.get('channel'), c.req.valid('json'))),
  );
