import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { Product } from '../../../../contract/catalog/catalog.schema';
import { cartLines, carts } from '../../../db/schema/index';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';

let api: TestApi;
let oxford: Product;
let lastFive: number;

const init = async () => (await call<Cart>(api.app, 'POST', '/v1/carts/init', { body: {} })).body;
const add = (token: string, productId: number, quantity: number) =>
  call<Cart>(api.app, 'PATCH', '/v1/carts/products/add', {
    body: { token, product_id: productId, quantity },
  });

beforeAll(async () => {
  api = await seededApi();
  oxford = (await call<Product>(api.app, 'GET', '/v1/products/oxford-shirt')).body;
  const five = (await call<Product>(api.app, 'GET', '/v1/products/last-five')).body;
  lastFive = five.product_model.products.find((x) => x.stock === 5)?.id as number;
});
afterAll(() => api.drop());

describe('cart add in one statement', () => {
  it('shows each line’s category path, root first, as the catalogue has it', async () => {
    const cart = await init();
    const variant = oxford.product_model.products.find((x) => x.stock > 0)?.id as number;
    const res = await add(cart.token, variant, 1);
    expect(res.status).toBe(200);
    const line = res.body.detail.products[0];
    const expected = oxford.categories.map((c) => c.name);
    expect(expected.length).toBeGreaterThan(1);
    expect(line?.product_info.categories).toEqual(expected);
  });

  it('counts every one of concurrent adds of the same variant to one cart', async () => {
    const cart = await init();
    const variant = oxford.product_model.products.find((x) => x.stock >= 8)?.id as number;
    const results = await Promise.all(Array.from({ length: 8 }, () => add(cart.token, variant, 1)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const after = await call<Cart>(api.app, 'GET', `/v1/carts/${cart.token}`);
    expect(after.body.detail.products).toHaveLength(1);
    expect(after.body.detail.products[0]?.quantity).toBe(8);
  });

  it('refuses a sum over the stock on an existing line and keeps the line as it was', async () => {
    const cart = await init();
    expect((await add(cart.token, lastFive, 4)).status).toBe(200);
    expectApiError(await add(cart.token, lastFive, 2), 422, 'cart.update_products.out_of_stock');
    const after = await call<Cart>(api.app, 'GET', `/v1/carts/${cart.token}`);
    expect(after.body.detail.products[0]?.quantity).toBe(4);
    expect((await add(cart.token, lastFive, 1)).body.detail.products[0]?.quantity).toBe(5);
  });

  it('writes nothing to an expired cart (422) or another channel’s cart (404)', async () => {
    const variant = oxford.product_model.products.find((x) => x.stock > 0)?.id as number;
    const elsewhere = await init();
    const res = await call(api.app, 'PATCH', '/v1/carts/products/add', {
      body: { token: elsewhere.token, product_id: variant, quantity: 1 },
      channel: 'school',
    });
    expectApiError(res, 404, 'cart.common.not_found');
    const expired = await init();
    const { db } = api.database;
    await db
      .update(carts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(carts.token, expired.token));
    expectApiError(await add(expired.token, variant, 1), 422, 'cart.common.is_expired');
    for (const cart of [elsewhere, expired]) {
      const lines = await db.select().from(cartLines).where(eq(cartLines.cartId, cart.id));
      expect(lines).toHaveLength(0);
    }
  });
});
