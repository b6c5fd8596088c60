import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import { coupons, orders, userCoupons, users } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { loginAs } from '../../identity/auth/auth.testing';
import { bearerHeaders, decideCart, readyCart, send, variantOf } from '../cart/cart.testing';

let api: TestApi;
let taro = '';
let oxford = 0;

beforeAll(async () => {
  api = await seededApi();
  taro = (await loginAs(api.app, 'taro@example.jp', 'Taro-pass-2026')).token;
  oxford = await variantOf(api.app, 'oxford-shirt', 'L');
});
afterAll(() => api.drop());

/** Takes the spring-sale coupon (SPRING1000) as taro, once. */
async function takeSpringCoupon() {
  const page = await send<{ layout: { props: { coupons: { coupon_id: number }[] } } }>(
    api.app,
    'GET',
    '/v1/lp/spring-sale',
    undefined,
    bearerHeaders(taro),
  );
  const couponId = page.body.layout.props.coupons[0]?.coupon_id;
  const taken = await send(
    api.app,
    'POST',
    '/v1/me/coupons',
    { coupon_id: couponId },
    bearerHeaders(taro),
  );
  expect(taken.status).toBe(201);
}

/** A ready member cart worth ¥12,980 with SPRING1000 on it. */
async function cartWithSpringCoupon(): Promise<Cart> {
  const ready = await readyCart(api.app, [{ variantId: oxford, quantity: 2 }], 1, undefined, taro);
  const added = await send<Cart>(
    api.app,
    'PATCH',
    '/v1/carts/coupons/add',
    { token: ready.token, code: 'SPRING1000' },
    bearerHeaders(taro),
  );
  expect(added.status).toBe(200);
  expect(added.body.detail.order.coupon_discount).toBe(1000);
  return added.body;
}

describe('a single-use landing-page coupon is spent at the decision, once', () => {
  it('two carts racing with the same taken coupon: one discounted order, the other refused in Japanese and unchanged', async () => {
    await takeSpringCoupon();
    const first = await cartWithSpringCoupon();
    const second = await cartWithSpringCoupon();
    const results = await Promise.all([
      decideCart(api.app, first, 'coupon-race-key-1', {}, taro),
      decideCart(api.app, second, 'coupon-race-key-2', {}, taro),
    ]);
    const placed = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const error = expectApiError(refused[0] as never, 422, 'common.validation');
    expect(error.message).toBe('このクーポンはすでにご利用済みのため、ご利用いただけません。');

    const [spring] = await api.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, 'SPRING1000'));
    const [member] = await api.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'taro@example.jp'));
    const discounted = await api.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.couponCode, 'SPRING1000'), eq(orders.userId, member?.id ?? 0)));
    expect(discounted.map((o) => o.orderNo)).toEqual([placed[0]?.body.order_no]);
    const [held] = await api.database.db
      .select()
      .from(userCoupons)
      .where(
        and(eq(userCoupons.userId, member?.id ?? 0), eq(userCoupons.couponId, spring?.id ?? 0)),
      );
    expect(held?.usedAt).not.toBeNull();

    // The refused cart still holds its goods and coupon, and no order was written for it.
    const loser = results[0]?.status === 201 ? second : first;
    const after = await send<Cart>(
      api.app,
      'GET',
      `/v1/carts/${loser.token}`,
      undefined,
      bearerHeaders(taro),
    );
    expect(after.body.detail.products.map((p) => p.quantity)).toEqual([2]);
    expect(after.body.detail.coupons).toEqual([{ code: 'SPRING1000' }]);
    expect(after.body.order_no ?? null).toBeNull();
    const all = await api.database.db
      .select()
      .from(orders)
      .where(inArray(orders.userId, [member?.id ?? 0]));
    expect(all.filter((o) => o.couponCode === 'SPRING1000')).toHaveLength(1);
  });
});
