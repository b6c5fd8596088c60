import { Hono } from 'hono';
import * as v from 'valibot';
import { CHECKOUT_MESSAGES as M } from '../../../../contract/checkout/checkout.messages';
import { PaymentSchema } from '../../../../contract/checkout/checkout.schema';
import { BANK_ACCOUNT } from '../../../../contract/checkout/checkout-constants';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { parseRecordId } from '../../../../contract/shared/record-id.schema';
import { optionalMember } from '../../../http/auth';
import { ApiException } from '../../../http/errors';
import type { AppEnv } from '../../../http/types';
import { describeOperation } from '../../../openapi/describe-operation';
import { fieldError, requireCart } from '../cart/index';
import { assertPaymentUsable, cartPayments } from './payments.commands';
import { toPayment } from './payments.model';
import { listPayments, savedCards } from './payments.queries';

/** Payment routes: methods, methods for a cart, the pre-decision check, service settings. */
export const paymentRoutes = new Hono<AppEnv>()
  .get(
    '/payments',
    describeOperation({
      tag: 'payment',
      summary: 'お支払い方法',
      response: PaymentSchema,
      list: 'plain',
      errors: [],
    }),
    async (c) => {
      const all = await listPayments(c.get('database').db);
      return c.json({ data: all.map((p) => toPayment(p, null)) });
    },
  )
  .get(
    '/payments/carts/:token',
    describeOperation({
      tag: 'payment',
      summary: 'カートで使えるお支払い方法',
      response: PaymentSchema,
      list: 'plain',
      errors: [404, 422],
    }),
    optionalMember,
    async (c) => {
      const { db } = c.get('database');
      const token = c.req.param('token');
      const member = c.get('userId');
      const choices = await cartPayments(db, c.get('channel'), token, member);
      const cart = await requireCart(db, c.get('channel'), token, member);
      // A voucher session may not pay with a saved card, so it is not offered one.
      const mayUseSaved =
        member && cart.userId === member && c.get('sessionScope')?.kind !== 'voucher';
      const cards = mayUseSaved ? await savedCards(db, member) : [];
      return c.json({
        data: choices.map((p) => ({
          ...toPayment(p.row, p.reason),
          ...(p.row.kind === 'card' && cards.length ? { saved_cards: cards } : {}),
        })),
      });
    },
  )
  .get(
    '/carts/:token/payment/:paymentId/check',
    describeOperation({
      tag: 'payment',
      summary: '確定前のお支払い方法チェック',
      response: v.object({ result: v.boolean(), payment_id: v.number() }),
      errors: [404, 422],
    }),
    optionalMember,
    async (c) => {
      const id = parseRecordId(c.req.param('paymentId'));
      if (id === null) throw fieldError('payment_id', M.payment);
      const { db } = c.get('database');
      const token = c.req.param('token');
      const viewer = c.get('userId');
      const row = await assertPaymentUsable(db, c.get('channel'), token, viewer, id);
      if (row.kind !== 'card') return c.json({ result: true, payment_id: row.id });
      const card = (await requireCart(db, c.get('channel'), token, viewer)).checkout.card;
      const intent = card ? await c.get('cards')(db).retrieve(card.intentId) : null;
      return c.json({
        result: intent?.status === 'succeeded',
        payment_id: row.id,
        status: intent?.status ?? 'missing',
        action_url: intent?.actionUrl ?? null,
      });
    },
  )
  .get(
    '/settings/payment-service/:code',
    describeOperation({
      tag: 'payment',
      summary: '決済サービスの設定',
      response: PaymentSchema,
      errors: [404],
    }),
    async (c) => {
      const all = await listPayments(c.get('database').db);
      const row = all.find((p) => p.code === c.req.param('code'));
      if (!row) throw new ApiException(404, ERROR_CODES.notFound);
      return c.json({
        ...toPayment(row, null),
        bank_account: row.kind === 'bank' ? BANK_ACCOUNT : null,
      });
    },
  );
