import type { Hono } from 'hono';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { Product } from '../../../../contract/catalog/catalog.schema';
import type { AppEnv } from '../../../http/types';
import { call } from '../../../testing/api';
import { earliestDelivery } from '../../platform/calendar/index';

/** A guest orderer that passes every rule. */
export const GUEST = {
  last_name: '山田',
  first_name: '花子',
  last_name_kana: 'ヤマダ',
  first_name_kana: 'ハナコ',
  postal_code: '150-0001',
  prefecture: '東京都',
  city: '渋谷区神宮前',
  address1: '1-2-3',
  address2: 'ミセビル 201',
  phone_number: '0312345678',
  email: 'hanako.guest@example.jp',
};

/** The variant id of a product's variant (first one unless named). */
export async function variantOf(app: Hono<AppEnv>, key: string, name?: string): Promise<number> {
  const p = (await call<Product>(app, 'GET', `/v1/products/${key}`)).body;
  const v = p.product_model.products.find((x) => (name ? x.name === name : x.stock > 0));
  if (!v) throw new Error(`no variant for ${key}`);
  return v.id;
}

/** Sends a request with extra headers and returns status, headers and JSON. */
export async function send<T = unknown>(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: (text ? JSON.parse(text) : undefined) as T,
  };
}

/** Authorization headers of a member's bearer token (none for a guest). */
export const bearerHeaders = (bearer?: string): Record<string, string> =>
  bearer ? { Authorization: `Bearer ${bearer}` } : {};

/** A cart (new, or `existingToken`'s) holding `lines`, with orderer, shipment (earliest date) and payment all chosen; `bearer` makes it a member's. */
export async function readyCart(
  app: Hono<AppEnv>,
  lines: { variantId: number; quantity: number }[],
  paymentId = 1,
  existingToken?: string,
  bearer?: string,
): Promise<Cart> {
  const as = bearerHeaders(bearer);
  const token =
    existingToken ?? (await send<Cart>(app, 'POST', '/v1/carts/init', {}, as)).body.token;
  for (const l of lines) {
    await send(
      app,
      'PATCH',
      '/v1/carts/products/add',
      { token, product_id: l.variantId, quantity: l.quantity },
      as,
    );
  }
  await send(app, 'PATCH', '/v1/carts/order/modify', { token, orderer: GUEST }, as);
  await send(
    app,
    'PATCH',
    '/v1/carts/shippings/modify',
    {
      token,
      same_as_orderer: true,
      delivery_id: 3,
      delivery_date: earliestDelivery(new Date(), GUEST.prefecture),
      delivery_time: 'am',
    },
    as,
  );
  const res = await send<Cart>(
    app,
    'PATCH',
    '/v1/carts/order/modify',
    { token, payment_id: paymentId },
    as,
  );
  if (res.status !== 200) throw new Error(`cart not ready: ${res.text}`);
  return res.body;
}

/** Posts the decision of a ready cart with an idempotency key, or none when `key` is undefined (as the member of `bearer`, if given). */
export function decideCart(
  app: Hono<AppEnv>,
  cart: Cart,
  key: string | undefined,
  over: object = {},
  bearer?: string,
) {
  return send<{
    order_no: string;
    guest_token: string;
    total_payment: number;
    code?: string;
    message?: string;
  }>(
    app,
    'POST',
    `/v1/carts/${cart.token}/decision`,
    { total_payment: cart.detail.order.total_payment, payment_id: cart.payment_id, ...over },
    { ...(key === undefined ? {} : { 'Idempotency-Key': key }), ...bearerHeaders(bearer) },
  );
}
