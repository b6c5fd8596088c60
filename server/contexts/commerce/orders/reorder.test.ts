import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { OrderDetail, OrderList, Reorder } from '../../../../contract/orders/orders.schema';
import { products, productVariants } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';

let api: TestApi;
let taro: string;
let hanako: string;
let orderId: number;

const newCart = async (token?: string) =>
  (await req<Cart>(api.app, 'POST', '/v1/carts/init', { body: {}, token })).body.token;
const detail = (id: number) =>
  req<OrderDetail>(api.app, 'GET', `/v1/me/orders/${id}`, { token: taro });
const reorder = (id: number | string, body: object, token?: string) =>
  req<Reorder>(api.app, 'POST', `/v1/me/orders/${id}/reorder`, { body, token });

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
  const list = await req<OrderList>(api.app, 'GET', '/v1/me/orders', { token: taro });
  orderId = list.body.data.find((o) => o.order_no === 'OK-20260315-0012')?.id ?? 0;
});
afterAll(() => api.drop());

describe('order lines link back to their products', () => {
  it('carries each line’s product key, variant and picture', async () => {
    const { body } = await detail(orderId);
    expect(body.lines.map((l) => l.product_key)).toEqual(['oxford-shirt', 'chino-pants-beige']);
    for (const line of body.lines) {
      expect(line.variant_id).toEqual(expect.any(Number));
      expect(line.image_path).toMatch(/^\/media\/.+\.(svg|png|jpg|webp)$/);
    }
  });
});

describe('buy again', () => {
  it('puts every line of the order in the member’s cart at today’s price', async () => {
    const token = await newCart(taro);
    const { body: order } = await detail(orderId);
    const res = await reorder(orderId, { token }, taro);
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l) => [l.name, l.outcome])).toEqual([
      [order.lines[0]?.name, 'added'],
      [order.lines[1]?.name, 'added'],
    ]);
    const inCart = res.body.cart.detail.products.map((p) => [p.product_id, p.quantity]);
    expect(inCart).toEqual(order.lines.map((l) => [l.variant_id, l.quantity]));
    for (const [i, line] of res.body.lines.entries()) {
      const cartLine = res.body.cart.detail.products[i];
      expect(line.unit_price_with_tax).toBe(cartLine?.unit_price_with_tax);
    }
  });

  it('says which lines are sold out and which changed in price, adding the rest', async () => {
    const { body: order } = await detail(orderId);
    const [shirt, chino] = order.lines;
    const { db } = api.database;
    await db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.id, chino?.variant_id ?? 0));
    const [before] = await db
      .select({ price: products.price })
      .from(products)
      .where(eq(products.key, 'oxford-shirt'));
    await db
      .update(products)
      .set({ price: (before?.price ?? 0) + 1000 })
      .where(eq(products.key, 'oxford-shirt'));
    const token = await newCart(taro);
    const res = await reorder(orderId, { token }, taro);
    expect(res.body.lines.map((l) => l.outcome)).toEqual(['added', 'sold_out']);
    const [again] = res.body.lines;
    expect(again?.ordered_unit_price_with_tax).toBe(shirt?.unit_price_with_tax);
    expect(again?.unit_price_with_tax).toBe(res.body.cart.detail.products[0]?.unit_price_with_tax);
    expect(again?.unit_price_with_tax).not.toBe(again?.ordered_unit_price_with_tax);
    expect(res.body.cart.detail.products.map((p) => p.product_id)).toEqual([shirt?.variant_id]);
  });

  it('buys one line again by its id', async () => {
    const { body: order } = await detail(orderId);
    const shirt = order.lines[0];
    const token = await newCart(taro);
    const res = await reorder(orderId, { token, line_ids: [shirt?.id] }, taro);
    expect(res.body.lines.map((l) => l.line_id)).toEqual([shirt?.id]);
    expect(res.body.cart.detail.products.map((p) => p.product_id)).toEqual([shirt?.variant_id]);
  });

  it('answers another member’s order, a line of another order and a guest as missing or unauthorised, changing no cart', async () => {
    const token = await newCart(hanako);
    expectApiError(await reorder(orderId, { token }, hanako), 404, 'common.not_found');
    const mine = await newCart(taro);
    expectApiError(
      await reorder(orderId, { token: mine, line_ids: [2_000_000_000] }, taro),
      404,
      'common.not_found',
    );
    expectApiError(await reorder(orderId, { token: mine }), 401, 'auth.unauthorized');
    const cart = await req<Cart>(api.app, 'GET', `/v1/carts/${mine}`, { token: taro });
    expect(cart.body.detail.products).toEqual([]);
  });

  it('refuses a bad cart token with a Japanese message and another member’s cart as missing', async () => {
    const bad = await reorder(orderId, { token: 'x' }, taro);
    expectApiError(bad, 422, 'common.validation');
    const hanakos = await newCart(hanako);
    expectApiError(await reorder(orderId, { token: hanakos }, taro), 404, 'cart.common.not_found');
  });
});
