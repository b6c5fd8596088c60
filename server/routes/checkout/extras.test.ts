import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../src/lib/cart/cart.schema';
import type { Payment } from '../../../src/lib/checkout/checkout.schema';
import { call, seededApi, type TestApi } from '../../testing/api';
import { expectApiError } from '../../testing/expect-error';
import { loginAs } from '../auth/auth.testing';
import { send, variantOf } from './checkout.testing';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

describe('POST /v1/ecommerce_events', () => {
  it('stores an event per channel and answers its id and no popup', async () => {
    const res = await call<{ id: number; popup: unknown }>(
      api.app,
      'POST',
      '/v1/ecommerce_events',
      {
        body: { name: 'view_cart', args: { value: 3240 }, token: null },
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.popup).toBeNull();
    const read = await call<{ name: string }>(
      api.app,
      'GET',
      `/v1/ecommerce_events/${res.body.id}`,
    );
    expect(read.body.name).toBe('view_cart');
    expectApiError(
      await call(api.app, 'GET', `/v1/ecommerce_events/${res.body.id}`, { channel: 'school' }),
      404,
      'common.not_found',
    );
    expectApiError(
      await call(api.app, 'POST', '/v1/ecommerce_events', { body: { name: '' } }),
      422,
      'common.validation',
    );
  });
});

describe('掛け払い', () => {
  it('is offered to the business member within the credit limit only', async () => {
    const { token } = await loginAs(api.app, 'biz@example.jp', 'Biz-pass-2026');
    const bearer = { Authorization: `Bearer ${token}` };
    const cart = (await send<Cart>(api.app, 'POST', '/v1/carts/init', {}, bearer)).body;
    const id = await variantOf(api.app, 'oxford-shirt', 'M');
    await send(api.app, 'PATCH', '/v1/carts/products/add', {
      token: cart.token,
      product_id: id,
      quantity: 1,
    });
    const list = await send<{ data: Payment[] }>(
      api.app,
      'GET',
      `/v1/payments/carts/${cart.token}`,
      undefined,
      bearer,
    );
    expect(list.body.data.find((p) => p.id === 2)?.is_available).toBe(true);
    const chosen = await send<Cart>(
      api.app,
      'PATCH',
      '/v1/carts/order/modify',
      { token: cart.token, payment_id: 2 },
      bearer,
    );
    expect(chosen.body.payment_name).toBe('掛け払い');
  });
});
