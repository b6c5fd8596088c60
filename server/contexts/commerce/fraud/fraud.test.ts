import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import {
  coupons,
  orderCardPayments,
  orders,
  productVariants,
  userCoupons,
  users,
} from '../../../db/schema/index';
import { appOver, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';
import { decideCart, readyCart, send, variantOf } from '../cart/cart.testing';
import { placeOrder } from '../orders/orders.testing';
import { sandboxIntent } from '../payments/index';
import { checkCallback, signCallback } from './fraud.model';

const SECRET = 'test-callback-secret-0123456789';
const PATH = '/v1/sbpayment/receive/fraud-detection';
let api: TestApi;
let oxford = 0;

beforeAll(async () => {
  api = await seededApi(undefined, { settings: { paymentCallbackSecret: SECRET } });
  oxford = await variantOf(api.app, 'oxford-shirt', 'L');
});
afterAll(() => api.drop());

async function tokenize(number: string) {
  const res = await send<{ token: string }>(api.app, 'POST', '/sandbox-pay/tokens', {
    number,
    exp: '12/30',
    cvc: '123',
    name: 'HANAKO YAMADA',
  });
  return res.body.token;
}

const payByCard = (cart: Cart, cardToken: string) =>
  send<Cart>(api.app, 'PATCH', '/v1/carts/order/modify', {
    token: cart.token,
    payment_id: 4,
    card_token: cardToken,
  });

/** A card order placed with 4242…; answers the order number and the provider's payment id. */
async function cardOrder(key: string) {
  const cart = await readyCart(api.app, [{ variantId: oxford, quantity: 1 }]);
  const paid = await payByCard(cart, await tokenize('4242424242424242'));
  const placed = await decideCart(api.app, paid.body, key);
  const { db } = api.database;
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, placed.body.order_no));
  const [card] = await db
    .select()
    .from(orderCardPayments)
    .where(eq(orderCardPayments.orderId, order?.id ?? 0));
  return { orderId: order?.id ?? 0, intentId: card?.intentId ?? '' };
}

async function notify(
  body: object,
  opts: { secret?: string; at?: number; signature?: string } = {},
  app = api.app,
) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor((opts.at ?? Date.now()) / 1000));
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  headers['X-Sbpayment-Timestamp'] = timestamp;
  headers['X-Sbpayment-Signature'] =
    opts.signature ?? signCallback(opts.secret ?? SECRET, timestamp, raw);
  const res = await app.request(PATH, { method: 'POST', headers, body: raw });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as Record<string, unknown> };
}

const note = (id: string, paymentId: string, result: string) => ({
  notification_id: id,
  payment_id: paymentId,
  result,
  timestamp: Math.floor(Date.now() / 1000),
});

describe('POST /v1/sbpayment/receive/fraud-detection', () => {
  it('answers 503 in Japanese while no shared secret is configured', async () => {
    const unset = appOver(api.database, { settings: { paymentCallbackSecret: undefined } });
    const res = await notify(note('n-0', 'pi_x', 'ok'), {}, unset);
    expect(expectApiError(res, 503, 'payment.callback_unavailable').message).toBe(
      '不正検知通知の受信は設定されていません。',
    );
  });

  it('holds the order on a review verdict, once per notification id', async () => {
    const { orderId, intentId } = await cardOrder('key-fraud-0001');
    const first = await notify(note('n-1', intentId, 'review'));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ duplicate: false, fraud_status: 'hold' });
    const replay = await notify(note('n-1', intentId, 'ng'));
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ duplicate: true });
    const { db } = api.database;
    const [card] = await db
      .select()
      .from(orderCardPayments)
      .where(eq(orderCardPayments.orderId, orderId));
    expect(card?.fraudStatus).toBe('hold');
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('new');
  });

  it('cancels the payment and the order on an ng verdict', async () => {
    const { orderId, intentId } = await cardOrder('key-fraud-0002');
    const res = await notify(note('n-2', intentId, 'ng'));
    expect(res.body).toMatchObject({ fraud_status: 'ng' });
    const { db } = api.database;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: '不正検知: 取消' });
    expect((await sandboxIntent(db, intentId))?.status).toBe('canceled');
  });

  it('rejects a bad, missing or other-secret signature and a stale timestamp', async () => {
    const body = note('n-3', 'pi_unknown', 'ng');
    const wrongSecret = await notify(body, { secret: 'another-secret' });
    expect(expectApiError(wrongSecret, 401, 'payment.callback_rejected').message).toBe(
      '署名を確認できませんでした。',
    );
    expectApiError(await notify(body, { signature: 'xyz' }), 401, 'payment.callback_rejected');
    const missing = await api.app.request(PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(missing.status).toBe(401);
    const stale = await notify(body, { at: Date.now() - 10 * 60 * 1000 });
    expect(expectApiError(stale, 401, 'payment.callback_rejected').message).toBe(
      '通知の有効期限が切れています。',
    );
  });

  it('answers 404 for an unknown payment and 422 for a malformed notification', async () => {
    expectApiError(await notify(note('n-4', 'pi_unknown', 'ng')), 404, 'common.not_found');
    expectApiError(await notify({ notification_id: 'n-5' }), 422, 'common.validation');
  });

  it('checkCallback compares in constant time and refuses a tampered body', () => {
    const sig = signCallback(SECRET, '1000', '{"a":1}');
    expect(
      checkCallback(SECRET, { timestamp: '1000', signature: sig }, '{"a":1}', 1000_000),
    ).toBeNull();
    expect(checkCallback(SECRET, { timestamp: '1000', signature: sig }, '{"a":2}', 1000_000)).toBe(
      'signature',
    );
  });
});

describe('an ng verdict releases the order as a cancellation does', () => {
  const db = () => api.database.db;
  const stockOf = async (variantId: number) =>
    (await db().select().from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock;
  const balanceOf = async (email: string) =>
    (await db().select().from(users).where(eq(users.email, email)))[0]?.pointsBalance;
  const intentOf = async (orderId: number) =>
    (await db().select().from(orderCardPayments).where(eq(orderCardPayments.orderId, orderId)))[0]
      ?.intentId ?? '';

  it('puts back the stock, points and taken coupon of a member card order, once', async () => {
    const hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
    const [spring] = await db().select().from(coupons).where(eq(coupons.code, 'SPRING1000'));
    await req(api.app, 'POST', '/v1/me/coupons', {
      token: hanako,
      body: { coupon_id: spring?.id },
    });
    const stock = await stockOf(oxford);
    const balance = await balanceOf('hanako@example.jp');
    const placed = await placeOrder(api.app, hanako, {
      lines: [{ variantId: oxford, quantity: 2 }],
      coupon: 'SPRING1000',
      points: 100,
      card: true,
    });
    expect(await stockOf(oxford)).toBe((stock ?? 0) - 2);
    const intentId = await intentOf(placed.id);

    const res = await notify(note('n-release-1', intentId, 'ng'));
    expect(res.status).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.id));
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: '不正検知: 取消' });
    expect(await stockOf(oxford)).toBe(stock);
    expect(await balanceOf('hanako@example.jp')).toBe(balance);
    const [copy] = await db()
      .select()
      .from(userCoupons)
      .where(eq(userCoupons.couponId, spring?.id ?? 0));
    expect(copy?.usedAt).toBeNull();
    expect((await sandboxIntent(db(), intentId))?.status).toBe('canceled');

    // A second ng verdict (a new notification id) finds the order cancelled and changes nothing.
    const again = await notify(note('n-release-2', intentId, 'ng'));
    expect(again.body).toMatchObject({ duplicate: false, fraud_status: 'ng' });
    expect(await stockOf(oxford)).toBe(stock);
    expect(await balanceOf('hanako@example.jp')).toBe(balance);
  });

  it('does not put back stock a second time for an order the member had cancelled', async () => {
    const hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
    const stock = await stockOf(oxford);
    const placed = await placeOrder(api.app, hanako, {
      lines: [{ variantId: oxford, quantity: 1 }],
      card: true,
    });
    const intentId = await intentOf(placed.id);
    const cancelled = await req(api.app, 'PUT', `/v1/me/orders/${placed.id}/cancel`, {
      token: hanako,
      body: { cancel_reason: '予定が変わったため' },
    });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(oxford)).toBe(stock);
    const res = await notify(note('n-release-3', intentId, 'ng'));
    expect(res.status).toBe(200);
    expect(await stockOf(oxford)).toBe(stock);
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.id));
    expect(order?.cancelReason).toBe('予定が変わったため');
  });
});

describe('PATCH /v1/carts/transaction/error/delete', () => {
  it('clears an abandoned 3-D Secure payment so the shopper can pay again', async () => {
    const cart = await readyCart(api.app, [{ variantId: oxford, quantity: 1 }]);
    const pending = await payByCard(cart, await tokenize('4000000000003220'));
    expect(pending.body.detail.card?.status).toBe('requires_action');
    const res = await send<Cart>(api.app, 'PATCH', '/v1/carts/transaction/error/delete', {
      token: cart.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.detail.card ?? null).toBeNull();
    const decided = await decideCart(api.app, res.body, 'key-txerr-0001');
    expect(expectApiError(decided, 422, 'common.validation').message).toBe(
      'カード情報を入力してください。',
    );
    const again = await payByCard(res.body, await tokenize('4242424242424242'));
    expect(again.body.detail.card?.status).toBe('succeeded');
  });

  it('keeps a card payment that went through, and refuses a bad token', async () => {
    const cart = await readyCart(api.app, [{ variantId: oxford, quantity: 1 }]);
    await payByCard(cart, await tokenize('4242424242424242'));
    const res = await send<Cart>(api.app, 'PATCH', '/v1/carts/transaction/error/delete', {
      token: cart.token,
    });
    expect(res.body.detail.card?.status).toBe('succeeded');
    const bad = await send(api.app, 'PATCH', '/v1/carts/transaction/error/delete', { token: 'x' });
    expectApiError(bad, 422, 'common.validation');
  });
});
