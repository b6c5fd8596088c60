import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { AppEnv } from '../../../http/types';
import { GUEST, send } from '../cart/cart.testing';

/** A second address (北海道) for a further shipment. */
export const FRIEND_ADDRESS = {
  last_name: '北野',
  first_name: '友子',
  last_name_kana: 'キタノ',
  first_name_kana: 'トモコ',
  postal_code: '060-0001',
  prefecture: '北海道',
  city: '札幌市中央区北一条西',
  address1: '2-1',
  address2: '',
  phone_number: GUEST.phone_number,
};

/** Authorization header of a member token (none for a guest). */
export const as = (bearer?: string): Record<string, string> =>
  bearer ? { Authorization: `Bearer ${bearer}` } : {};

/** PATCH /v1/carts/{path} answering a Cart. */
export const patchCart = (
  app: Hono<AppEnv>,
  path: string,
  body: object,
  headers: Record<string, string> = {},
) => send<Cart>(app, 'PATCH', `/v1/carts/${path}`, body, headers);

/** A cart with oxford ×1 and senbei ×`senbeis`, orderer set, shipment "1" to the orderer (東京都). */
export async function twoProductCart(
  app: Hono<AppEnv>,
  variants: { oxford: number; senbei: number },
  senbeis = 2,
  headers: Record<string, string> = {},
) {
  const token = (await send<Cart>(app, 'POST', '/v1/carts/init', {}, headers)).body.token;
  const patch = (path: string, body: object) => patchCart(app, path, body, headers);
  await patch('products/add', { token, product_id: variants.oxford, quantity: 1 });
  await patch('products/add', { token, product_id: variants.senbei, quantity: senbeis });
  await patch('order/modify', { token, orderer: GUEST });
  const shipped = await patch('shippings/modify', { token, same_as_orderer: true, delivery_id: 3 });
  expect(shipped.status).toBe(200);
  return shipped.body;
}

/** The key of the cart line of a variant. */
export const lineKey = (cart: Cart, variantId: number) =>
  cart.detail.products.find((l) => l.product_id === variantId)?.key ?? '';

/** Each shipment's key and the quantities it holds, in line order. */
export const split = (cart: Cart) =>
  cart.detail.shippings.map((s) => [s.key, (s.products ?? []).map((p) => p.quantity)]);
