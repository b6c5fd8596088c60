import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import { coupons, orders, users } from '../../../db/schema/index';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { loginAs } from '../../identity/auth/auth.testing';
import { earliestDelivery } from '../../platform/calendar/index';
import { decideCart, GUEST, send, variantOf } from '../cart/cart.testing';

let api: TestApi;
const v = { oxford: 0, senbei: 0, sake: 0 };

beforeAll(async () => {
  api = await seededApi();
  v.oxford = await variantOf(api.app, 'oxford-shirt', 'M');
  v.senbei = await variantOf(api.app, 'senbei-gift');
  v.sake = await variantOf(api.app, 'junmai-sake');
});
afterAll(() => api.drop());

const patch = (path: string, body: unknown, token?: string) =>
  send<Cart>(
    api.app,
    'PATCH',
    `/v1/carts/${path}`,
    body,
    token ? { Authorization: `Bearer ${token}` } : {},
  );

async function cartWith(ids: number[], bearer?: string) {
  const headers: Record<string, string> = bearer ? { Authorization: `Bearer ${bearer}` } : {};
  const cart = (await send<Cart>(api.app, 'POST', '/v1/carts/init', {}, headers)).body;
  for (const id of ids)
    await patch('products/add', { token: cart.token, product_id: id, quantity: 1 }, bearer);
  return (await send<Cart>(api.app, 'GET', `/v1/carts/${cart.token}`, undefined, headers)).body;
}

describe('coupons', () => {
  it('refuses unknown, expired, below-minimum and untaken coupons in Japanese, cart unchanged', async () => {
    const small = await cartWith([]);
    const cases: [string, string][] = [
      ['NOSUCH', 'クーポンコードが見つかりません。コードをご確認ください。'],
      ['WELCOME500', 'このクーポンは¥3,000（税込）以上のご注文でご利用いただけます。'],
      ['OLD100', 'このクーポンは有効期限外のためご利用いただけません。'],
    ];
    await api.database.db.insert(coupons).values({
      code: 'OLD100',
      name: '終了したクーポン',
      discountAmount: 100,
      startsAt: new Date('2025-01-01T00:00:00Z'),
      endsAt: new Date('2025-02-01T00:00:00Z'),
    });
    for (const [code, message] of cases) {
      const res = await patch('coupons/add', { token: small.token, code });
      expect(expectApiError(res, 422, 'common.validation').errors?.code).toEqual([message]);
    }
    const big = await cartWith([v.oxford, v.senbei]);
    const lp = await patch('coupons/add', { token: big.token, code: 'SPRING1000' });
    expect(expectApiError(lp, 422, 'common.validation').message).toContain('キャンペーンページ');
    expect((await call<Cart>(api.app, 'GET', `/v1/carts/${small.token}`)).body).toEqual(small);
  });

  it('applies a coupon (case-insensitive) and removes it', async () => {
    const cart = await cartWith([v.oxford]);
    const added = await patch('coupons/add', { token: cart.token, code: 'welcome500' });
    expect(added.status).toBe(200);
    expect(added.body.detail.coupons).toEqual([{ code: 'WELCOME500' }]);
    expect(added.body.detail.order.total_discount).toBe(500);
    expect(added.body.detail.order.total_payment).toBe(cart.detail.order.total_payment - 500);
    const removed = await patch('coupons/delete', { token: cart.token });
    expect(removed.body.detail.coupons).toEqual([]);
    expect(removed.body.detail.order.total_payment).toBe(cart.detail.order.total_payment);
  });
});

describe('points and mixed-rate totals', () => {
  it('needs a member and refuses more than the balance', async () => {
    const guest = await cartWith([v.oxford]);
    expectApiError(
      await patch('point', { token: guest.token, point: 100 }),
      401,
      'auth.unauthorized',
    );
    const { token } = await loginAs(api.app, 'taro@example.jp', 'Taro-pass-2026');
    const cart = await cartWith([v.oxford], token);
    const over = await patch('point', { token: cart.token, point: 99999 }, token);
    expect(expectApiError(over, 422, 'common.validation').errors?.point).toEqual([
      '保有ポイント（1,500pt）を超えて利用することはできません。',
    ]);
  });

  it('coupon + points over 10% and 8% lines match the amounts worked out by hand', async () => {
    const { token } = await loginAs(api.app, 'taro@example.jp', 'Taro-pass-2026');
    const cart = await cartWith([v.oxford, v.senbei, v.sake], token);
    await patch('coupons/add', { token: cart.token, code: 'THANKS500' }, token);
    const priced = await patch('point', { token: cart.token, point: 300 }, token);
    // 10%: 5,900 + 2,800 = 8,700 + 870 = 9,570; 8%: 3,000 + 240 = 3,240; goods 12,810 (free carriage).
    // 800 off split 9,570 : 3,240 -> 597 + 202 (+1 to 10%) -> 8,972 (tax 815) and 3,038 (tax 225).
    expect(priced.body.detail.order).toMatchObject({
      total_discount: 800,
      coupon_discount: 500,
      point_discount: 300,
      total_carriage: 0,
      total_tax: 1040,
      total_payment: 12010,
      amount_by_tax_rate: [
        { rate: 10, amount_with_tax: 8972, tax: 815 },
        { rate: 8, amount_with_tax: 3038, tax: 225 },
      ],
    });
    await patch('order/modify', { token: cart.token, orderer: GUEST }, token);
    await patch(
      'shippings/modify',
      {
        token: cart.token,
        same_as_orderer: true,
        delivery_id: 3,
        delivery_date: earliestDelivery(new Date(), '東京都'),
      },
      token,
    );
    const ready = (await patch('order/modify', { token: cart.token, payment_id: 1 }, token)).body;
    const placed = await decideCart(api.app, ready, 'points-order-key', {}, token);
    expect(placed.status).toBe(201);
    const [order] = await api.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, placed.body.order_no));
    expect(order).toMatchObject({
      totalPayment: 12010,
      pointsUsed: 300,
      couponCode: 'THANKS500',
      totalTax: 1040,
    });
    const [taro] = await api.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'taro@example.jp'));
    // 1,500 − 300 used + 120 earned (1% of the goods paid for after the coupon and the points).
    expect(taro?.pointsBalance).toBe(1320);
  });

  it('names the real balance when it fell below the points in use before the decision', async () => {
    const { token } = await loginAs(api.app, 'taro@example.jp', 'Taro-pass-2026');
    const cart = await cartWith([v.oxford], token);
    expect((await patch('point', { token: cart.token, point: 300 }, token)).status).toBe(200);
    await patch('order/modify', { token: cart.token, orderer: GUEST }, token);
    await patch(
      'shippings/modify',
      {
        token: cart.token,
        same_as_orderer: true,
        delivery_id: 3,
        delivery_date: earliestDelivery(new Date(), '東京都'),
      },
      token,
    );
    const ready = (await patch('order/modify', { token: cart.token, payment_id: 1 }, token)).body;
    const taro = eq(users.email, 'taro@example.jp');
    const [before] = await api.database.db.select().from(users).where(taro);
    await api.database.db.update(users).set({ pointsBalance: 120 }).where(taro);
    try {
      const refused = await decideCart(api.app, ready, 'points-spent-elsewhere', {}, token);
      expect(expectApiError(refused, 422, 'common.validation').errors?.point).toEqual([
        '保有ポイント（120pt）を超えて利用することはできません。',
      ]);
    } finally {
      await api.database.db
        .update(users)
        .set({ pointsBalance: before?.pointsBalance ?? 0 })
        .where(taro);
    }
  });
});
