import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import { carts } from '../../../db/schema/index';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { loginAs } from '../../identity/auth/auth.testing';
import { bearerHeaders, readyCart, send, variantOf } from '../cart/cart.testing';

let api: TestApi;
let oxford: number;
let taro: string;
let hanako: string;

const reset = (token: string, bearer?: string) =>
  send<Cart>(api.app, 'PATCH', '/v1/carts/reset', { token }, bearerHeaders(bearer));

beforeAll(async () => {
  api = await seededApi();
  oxford = await variantOf(api.app, 'oxford-shirt', 'M');
  taro = (await loginAs(api.app, 'taro@example.jp', 'Taro-pass-2026')).token;
  hanako = (await loginAs(api.app, 'hanako@example.jp', 'Hanako-pass-2026')).token;
});
afterAll(() => api.drop());

describe('PATCH /v1/carts/reset', () => {
  it('empties the lines and the checkout choices and keeps the token', async () => {
    const ready = await readyCart(api.app, [{ variantId: oxford, quantity: 2 }]);
    expect(ready.quantity).toBe(2);
    const res = await reset(ready.token);
    expect(res.status).toBe(200);
    expect(res.body.token).toBe(ready.token);
    expect(res.body.quantity).toBe(0);
    expect(res.body.detail.products).toEqual([]);
    expect(res.body.detail.order.total_payment).toBe(0);
    const again = await call<Cart>(api.app, 'GET', `/v1/carts/${ready.token}`);
    expect(again.body).toEqual(res.body);
  });

  it('resets an expired cart so it can be used again', async () => {
    const cart = await readyCart(api.app, [{ variantId: oxford, quantity: 1 }]);
    await api.database.db
      .update(carts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(carts.token, cart.token));
    expectApiError(
      await call(api.app, 'GET', `/v1/carts/${cart.token}`),
      422,
      'cart.common.is_expired',
    );
    expect((await reset(cart.token)).body.quantity).toBe(0);
    expect((await call(api.app, 'GET', `/v1/carts/${cart.token}`)).status).toBe(200);
  });

  it('answers another member’s cart exactly like a missing one', async () => {
    const mine = await readyCart(api.app, [{ variantId: oxford, quantity: 1 }], 1, undefined, taro);
    const other = await reset(mine.token, hanako);
    const missing = await reset('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', hanako);
    expectApiError(other, 404, 'cart.common.not_found');
    expect(other.text).toBe(missing.text);
    expect((await call<Cart>(api.app, 'GET', `/v1/carts/${mine.token}`)).status).toBe(404);
    const kept = await send<Cart>(api.app, 'GET', `/v1/carts/${mine.token}`, undefined, {
      Authorization: `Bearer ${taro}`,
    });
    expect(kept.body.quantity).toBe(1);
  });

  it('refuses a malformed token with 422 and changes nothing', async () => {
    expectApiError(await reset('bad token'), 422, 'common.validation');
  });
});
