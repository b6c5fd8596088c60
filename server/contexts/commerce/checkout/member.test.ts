import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { Payment } from '../../../../contract/checkout/checkout.schema';
import { userAddresses, users } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { loginAs } from '../../identity/auth/auth.testing';
import { decideCart, GUEST, send, variantOf } from '../cart/cart.testing';

let api: TestApi;
let taro = '';
let hanako = '';
let addressId = 0;
let oxford = 0;

const as = (bearer?: string): Record<string, string> =>
  bearer ? { Authorization: `Bearer ${bearer}` } : {};

beforeAll(async () => {
  api = await seededApi();
  taro = (await loginAs(api.app, 'taro@example.jp', 'Taro-pass-2026')).token;
  hanako = (await loginAs(api.app, 'hanako@example.jp', 'Hanako-pass-2026')).token;
  const [user] = await api.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'taro@example.jp'));
  const [address] = await api.database.db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, user?.id ?? 0));
  addressId = address?.id ?? 0;
  oxford = await variantOf(api.app, 'oxford-shirt', 'S');
});
afterAll(() => api.drop());

async function memberCart() {
  const cart = (await send<Cart>(api.app, 'POST', '/v1/carts/init', {}, as(taro))).body;
  await send(
    api.app,
    'PATCH',
    '/v1/carts/products/add',
    { token: cart.token, product_id: oxford, quantity: 1 },
    as(taro),
  );
  await send(
    api.app,
    'PATCH',
    '/v1/carts/order/modify',
    { token: cart.token, orderer: { ...GUEST, email: 'taro@example.jp' } },
    as(taro),
  );
  return cart;
}

describe('member checkout', () => {
  it('ships to an address-book entry of the cart’s own member only', async () => {
    const cart = await memberCart();
    const body = { token: cart.token, user_address_id: addressId, delivery_id: 3 };
    // A member's cart answers anyone else as a missing cart would: the token alone opens nothing.
    expectApiError(
      await send(api.app, 'PATCH', '/v1/carts/shippings/modify', body),
      404,
      'cart.common.not_found',
    );
    const other = await send(api.app, 'PATCH', '/v1/carts/shippings/modify', body, as(hanako));
    expectApiError(other, 404, 'cart.common.not_found');
    const own = await send<Cart>(api.app, 'PATCH', '/v1/carts/shippings/modify', body, as(taro));
    expect(own.status).toBe(200);
    expect(own.body.detail.shippings[0]?.address?.prefecture).toBe('東京都');
  });

  it('offers the member’s saved cards and pays with one', async () => {
    const cart = await memberCart();
    await send(
      api.app,
      'PATCH',
      '/v1/carts/shippings/modify',
      { token: cart.token, user_address_id: addressId, delivery_id: 3 },
      as(taro),
    );
    const list = await send<{ data: Payment[] }>(
      api.app,
      'GET',
      `/v1/payments/carts/${cart.token}`,
      undefined,
      as(taro),
    );
    const cardMethod = list.body.data.find((p) => p.kind === 'card');
    expect(cardMethod?.saved_cards?.[0]).toMatchObject({ last4: '4242', is_main: true });
    const anonymous = await send<{ data: Payment[] }>(
      api.app,
      'GET',
      `/v1/payments/carts/${cart.token}`,
    );
    expectApiError(anonymous, 404, 'cart.common.not_found');
    const cardId = cardMethod?.saved_cards?.[0]?.id ?? 0;
    const stolen = await send(
      api.app,
      'PATCH',
      '/v1/carts/order/modify',
      { token: cart.token, payment_id: 4, user_card_id: cardId },
      as(hanako),
    );
    expectApiError(stolen, 404, 'cart.common.not_found');
    const paid = await send<Cart>(
      api.app,
      'PATCH',
      '/v1/carts/order/modify',
      { token: cart.token, payment_id: 4, user_card_id: cardId },
      as(taro),
    );
    expect(paid.body.detail.card).toMatchObject({ last4: '4242', status: 'succeeded' });
    expect((await decideCart(api.app, paid.body, 'member-card-key-1', {}, taro)).status).toBe(201);
  });
});
