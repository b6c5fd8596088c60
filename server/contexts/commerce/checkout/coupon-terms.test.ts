import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import { coupons, orders } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { loginAs } from '../../identity/auth/auth.testing';
import { bearerHeaders, decideCart, GUEST, readyCart, send, variantOf } from '../cart/cart.testing';
import type { CouponRow } from './promotions.model';
import { couponTermsRefusal } from './promotions.model';

let api: TestApi;
let oxford = 0;

beforeAll(async () => {
  api = await seededApi();
  oxford = await variantOf(api.app, 'oxford-shirt', 'M');
});
afterAll(() => api.drop());

/** A ready cart of one shirt (over every coupon minimum) ordered by `email`, as `bearer`'s member if given. */
async function shirtCart(email: string, bearer?: string): Promise<Cart> {
  const cart = await readyCart(api.app, [{ variantId: oxford, quantity: 1 }], 1, undefined, bearer);
  const as = bearerHeaders(bearer);
  await send(
    api.app,
    'PATCH',
    '/v1/carts/order/modify',
    { token: cart.token, orderer: { ...GUEST, email } },
    as,
  );
  return cart;
}

const addCoupon = (cart: Cart, code: string, bearer?: string) =>
  send<Cart>(
    api.app,
    'PATCH',
    '/v1/carts/coupons/add',
    { token: cart.token, code },
    bearerHeaders(bearer),
  );

/** The cart as it is now (totals include the coupon), then its decision. */
async function decide(cart: Cart, key: string, bearer?: string) {
  const now = (
    await send<Cart>(api.app, 'GET', `/v1/carts/${cart.token}`, undefined, bearerHeaders(bearer))
  ).body;
  return decideCart(api.app, now, key, {}, bearer);
}

describe('couponTermsRefusal', () => {
  const base = {
    isFirstPurchaseOnly: false,
    usageLimit: null,
    usageLimitPerCustomer: null,
  } as unknown as CouponRow;
  const none = { customerOrders: 0, customerUses: 0, totalUses: 0 };

  it('allows a coupon without terms, whatever the history', () => {
    expect(
      couponTermsRefusal(base, { customerOrders: 9, customerUses: 9, totalUses: 9 }),
    ).toBeNull();
  });

  it('refuses a first-order coupon after any order, and each cap once reached', () => {
    expect(
      couponTermsRefusal({ ...base, isFirstPurchaseOnly: true }, { ...none, customerOrders: 1 }),
    ).toBe('このクーポンは初めてのご注文でのみご利用いただけます。');
    expect(
      couponTermsRefusal({ ...base, usageLimitPerCustomer: 2 }, { ...none, customerUses: 1 }),
    ).toBeNull();
    expect(
      couponTermsRefusal({ ...base, usageLimitPerCustomer: 2 }, { ...none, customerUses: 2 }),
    ).toBe('このクーポンはすでにご利用済みのため、ご利用いただけません。');
    expect(couponTermsRefusal({ ...base, usageLimit: 3 }, { ...none, totalUses: 3 })).toBe(
      'このクーポンは利用上限に達したため、ご利用いただけません。',
    );
  });
});

describe('first-order coupon (WELCOME500)', () => {
  it('is refused to a member with past orders, in Japanese, and the cart keeps no coupon', async () => {
    const { token } = await loginAs(api.app, 'taro@example.jp', 'Taro-pass-2026');
    const cart = await shirtCart('taro@example.jp', token);
    const res = await addCoupon(cart, 'WELCOME500', token);
    expect(expectApiError(res, 422, 'common.validation').errors?.code).toEqual([
      'このクーポンは初めてのご注文でのみご利用いただけます。',
    ]);
    const now = await send<Cart>(
      api.app,
      'GET',
      `/v1/carts/${cart.token}`,
      undefined,
      bearerHeaders(token),
    );
    expect(now.body.detail.coupons).toEqual([]);
  });

  it('serves a new guest once: a second order under the same e-mail is refused, even applied beforehand', async () => {
    const first = await shirtCart('first.time@example.jp');
    const second = await shirtCart('FIRST.TIME@example.jp');
    expect((await addCoupon(first, 'WELCOME500')).status).toBe(200);
    expect((await addCoupon(second, 'WELCOME500')).status).toBe(200);
    const placed = await decide(first, 'welcome-first');
    expect(placed.status).toBe(201);
    const [order] = await api.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, placed.body.order_no));
    expect(order?.couponCode).toBe('WELCOME500');
    const again = await decide(second, 'welcome-second');
    expect(expectApiError(again, 422, 'common.validation').errors?.coupon).toEqual([
      'このクーポンは初めてのご注文でのみご利用いただけます。',
    ]);
  });
});

describe('a coupon with a use cap', () => {
  it('gives its last use to one of two orders placed at once', async () => {
    await api.database.db.insert(coupons).values({
      code: 'LAST1',
      name: '先着1名さま 300円引き',
      discountAmount: 300,
      usageLimit: 1,
      startsAt: new Date('2026-01-01T00:00:00Z'),
      endsAt: new Date('2030-01-01T00:00:00Z'),
    });
    const a = await shirtCart('cap.a@example.jp');
    const b = await shirtCart('cap.b@example.jp');
    expect((await addCoupon(a, 'LAST1')).status).toBe(200);
    expect((await addCoupon(b, 'LAST1')).status).toBe(200);
    const results = await Promise.all([
      decide(a, 'coupon-cap-order-a'),
      decide(b, 'coupon-cap-order-b'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const refused = results.find((r) => r.status === 422);
    expect(refused?.body.message).toBe(
      'このクーポンは利用上限に達したため、ご利用いただけません。',
    );
    const used = await api.database.db.select().from(orders).where(eq(orders.couponCode, 'LAST1'));
    expect(used).toHaveLength(1);
    const late = await shirtCart('cap.c@example.jp');
    expect(
      expectApiError(await addCoupon(late, 'LAST1'), 422, 'common.validation').errors?.code,
    ).toEqual(['このクーポンは利用上限に達したため、ご利用いただけません。']);
  });
});
