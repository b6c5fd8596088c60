import { Hono } from 'hono';
import * as v from 'valibot';
import { CartResetBodySchema, CartSchema } from '../../../../contract/cart/cart.schema';
import { CHECKOUT_MESSAGES as M } from '../../../../contract/checkout/checkout.messages';
import {
  CouponAddBodySchema,
  CouponDeleteBodySchema,
  OrderModifyBodySchema,
  OtherModifyBodySchema,
  PointBodySchema,
  ShippingModifyBodySchema,
  ShippingResetBodySchema,
} from '../../../../contract/checkout/checkout.schema';
import { memberId, optionalMember, requireMember } from '../../../http/auth';
import { FORM_LIMITS } from '../../../http/form-limits';
import { limitForm } from '../../../http/rate-limit';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import {
  changeCheckout,
  fieldError,
  presentCart,
  requireCart,
  storedAddress,
  withCheckout,
} from '../cart/index';
import { setPayment } from '../payments/index';
import { addCoupon, applyPoints, removeCoupon } from './promotions.commands';
import { quotationPdf } from './quotation.model';
import { resetCart } from './reset.commands';
import { modifyShipping, resetShipping } from './shipments.commands';

const cartChange = { tag: 'cart', response: CartSchema, errors: [400, 404, 422] } as const;

/** Checkout routes: orderer, shipping, remarks, coupons, points and the quotation. */
export const checkoutRoutes = new Hono<AppEnv>()
  .patch(
    '/carts/reset',
    describeOperation({
      ...cartChange,
      summary: 'カートを空にする（期限切れのカートも）',
      body: CartResetBodySchema,
      errors: [400, 404],
    }),
    optionalMember,
    validate('json', CartResetBodySchema),
    async (c) =>
      c.json(
        await resetCart(
          c.get('database').db,
          c.get('cards'),
          c.get('channel'),
          c.req.valid('json').token,
          c.get('userId'),
        ),
      ),
  )
  .patch(
    '/carts/order/modify',
    describeOperation({
      ...cartChange,
      summary: '注文者・お支払い方法の変更',
      body: OrderModifyBodySchema,
    }),
    optionalMember,
    validate('json', OrderModifyBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const { db } = c.get('database');
      const channel = c.get('channel');
      const viewer = c.get('userId');
      if (body.orderer) {
        const orderer = storedAddress(body.orderer);
        await changeCheckout(
          db,
          c.get('cards'),
          channel,
          body.token,
          viewer,
          async (_tx, cart) => ({
            checkout: withCheckout(cart, { orderer }),
          }),
        );
      }
      if (body.payment_id !== undefined) {
        // A voucher holder may have only the paper: a saved card needs the member's password.
        if (body.user_card_id !== undefined && c.get('sessionScope')?.kind === 'voucher') {
          throw fieldError('user_card_id', M.savedCardNeedsPassword);
        }
        return c.json(
          await setPayment(db, c.get('cards'), channel, body.token, body.payment_id, {
            cardToken: body.card_token,
            userCardId: body.user_card_id,
            requester: viewer,
          }),
        );
      }
      return c.json(
        await changeCheckout(
          db,
          c.get('cards'),
          channel,
          body.token,
          viewer,
          async (_tx, cart) => ({
            checkout: cart.checkout,
          }),
        ),
      );
    },
  )
  .patch(
    '/carts/shippings/modify',
    describeOperation({
      ...cartChange,
      summary: 'お届け先・お届け日時の変更',
      body: ShippingModifyBodySchema,
    }),
    optionalMember,
    validate('json', ShippingModifyBodySchema),
    async (c) =>
      c.json(
        await modifyShipping(
          c.get('database').db,
          c.get('cards'),
          c.get('channel'),
          c.req.valid('json'),
          c.get('userId'),
        ),
      ),
  )
  .patch(
    '/carts/shippings/reset',
    describeOperation({
      ...cartChange,
      summary: 'お届け先のリセット',
      body: ShippingResetBodySchema,
    }),
    optionalMember,
    validate('json', ShippingResetBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const { db } = c.get('database');
      const viewer = c.get('userId');
      return c.json(
        await resetShipping(
          db,
          c.get('cards'),
          c.get('channel'),
          body.token,
          viewer,
          body.shipping_key,
        ),
      );
    },
  )
  .patch(
    '/carts/other/modify',
    describeOperation({ ...cartChange, summary: '備考の変更', body: OtherModifyBodySchema }),
    optionalMember,
    validate('json', OtherModifyBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      return c.json(
        await changeCheckout(
          c.get('database').db,
          c.get('cards'),
          c.get('channel'),
          body.token,
          c.get('userId'),
          async (_tx, cart) => ({
            checkout: withCheckout(cart, { remarks: body.remarks.trim() }),
          }),
        ),
      );
    },
  )
  .patch(
    '/carts/coupons/add',
    describeOperation({ ...cartChange, summary: 'クーポンの適用', body: CouponAddBodySchema }),
    optionalMember,
    limitForm(FORM_LIMITS.couponCode),
    validate('json', CouponAddBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const { db } = c.get('database');
      return c.json(
        await addCoupon(
          db,
          c.get('cards'),
          c.get('channel'),
          body.token,
          c.get('userId'),
          body.code,
        ),
      );
    },
  )
  .patch(
    '/carts/coupons/delete',
    describeOperation({
      ...cartChange,
      summary: 'クーポンの取り消し',
      body: CouponDeleteBodySchema,
    }),
    optionalMember,
    validate('json', CouponDeleteBodySchema),
    async (c) => {
      const { token } = c.req.valid('json');
      return c.json(
        await removeCoupon(
          c.get('database').db,
          c.get('cards'),
          c.get('channel'),
          token,
          c.get('userId'),
        ),
      );
    },
  )
  .patch(
    '/carts/point',
    describeOperation({
      ...cartChange,
      summary: 'ポイントの利用（会員）',
      body: PointBodySchema,
      errors: [400, 401, 404, 422],
    }),
    requireMember,
    validate('json', PointBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const { db } = c.get('database');
      return c.json(
        await applyPoints(
          db,
          c.get('cards'),
          c.get('channel'),
          body.token,
          body.point,
          memberId(c),
        ),
      );
    },
  )
  .get(
    '/carts/:token/download/quotation',
    describeOperation({
      tag: 'cart',
      summary: '見積書（PDF）',
      response: v.string(),
      contentType: 'application/pdf',
      errors: [404, 422],
    }),
    optionalMember,
    async (c) => {
      const { db } = c.get('database');
      const channel = c.get('channel');
      const found = await requireCart(db, channel, c.req.param('token'), c.get('userId'));
      const cart = await presentCart(db, c.get('cards'), found);
      if (cart.detail.products.length === 0) throw fieldError('cart', M.emptyCart);
      const pdf = await quotationPdf(cart, channel.siteName);
      const name = `quotation-${new Date().toISOString().slice(0, 10)}.pdf`;
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `attachment; filename="${name}"`);
      c.header('x-suggested-filename', name);
      return c.body(new Uint8Array(pdf));
    },
  );
