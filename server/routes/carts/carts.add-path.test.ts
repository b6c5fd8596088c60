import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../src/lib/cart/cart.schema';
import type { Product } from '../../../src/lib/catalog/catalog.schema';
import { call, seededApi, type TestApi } from '../../testing/api';
import { expectApiError } from '../../testing/expect-error';

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

describe('cart add (one locked read, one upsert)', () => {
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
});
