import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { Payment } from '../../../../contract/checkout/checkout.schema';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { loginAs } from '../../identity/auth/auth.testing';
import { send, variantOf } from './cart.testing';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

describe('POST /v1/ecommerce_events', () => {
  const record = (token: string | null, headers: Record<string, string> = {}) =>
    send<{ id: number; popup: unknown }>(
      api.app,
      'POST',
      '/v1/ecommerce_events',
      { name: 'view_cart', args: { value: 3240 }, token },
      headers,
    );
  const read = (id: number, query = '', headers: Record<string, string> = {}) =>
    send<{ name: string }>(
      api.app,
      'GET',
      `/v1/ecommerce_events/${id}${query}`,
      undefined,
      headers,
    );

  it('stores an event per channel and answers its id and no popup', async () => {
    const cart = await call<{ token: string }>(api.app, 'POST', '/v1/carts/init', { body: {} });
    const res = await record(cart.body.token);
    expect(res.status).toBe(201);
    expect(res.body.popup).toBeNull();
    const own = await read(res.body.id, `?token=${cart.body.token}`);
    expect(own.body.name).toBe('view_cart');
    expectApiError(
      await call(api.app, 'GET', `/v1/ecommerce_events/${res.body.id}?token=${cart.body.token}`, {
        channel: 'school',
      }),
      404,
      'common.not_found',
    );
    expectApiError(
      await call(api.app, 'POST', '/v1/ecommerce_events', { body: { name: '' } }),
      422,
      'common.validation',
    );
  });

  it('reads an event back only for whoever recorded it, as a missing event otherwise', async () => {
    const mine = await call<{ token: string }>(api.app, 'POST', '/v1/carts/init', { body: {} });
    const other = await call<{ token: string }>(api.app, 'POST', '/v1/carts/init', { body: {} });
    const event = (await record(mine.body.token)).body.id;
    const missing = 2_000_000_000;
    const asMissing = async (res: Promise<{ status: number; text: string; body: unknown }>) =>
      expectApiError(await res, 404, 'common.not_found');
    await asMissing(read(missing, `?token=${mine.body.token}`));
    await asMissing(read(event));
    await asMissing(read(event, `?token=${other.body.token}`));
    await asMissing(read((await record(null)).body.id));
    const { token: taro } = await loginAs(api.app, 'taro@example.jp', 'Taro-pass-2026');
    const bearer = { Authorization: `Bearer ${taro}` };
    const memberCart = await send<{ token: string }>(api.app, 'POST', '/v1/carts/init', {}, bearer);
    const memberEvent = (await record(memberCart.body.token, bearer)).body.id;
    await asMissing(read(memberEvent, `?token=${memberCart.body.token}`));
    expect((await read(memberEvent, `?token=${memberCart.body.token}`, bearer)).status).toBe(200);
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
