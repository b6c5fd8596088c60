import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cart, CartSchema } from '../../../../contract/cart/cart.schema';
import type { Product } from '../../../../contract/catalog/catalog.schema';
import { taxForRate } from '../../../../contract/shared/money';
import { carts, products } from '../../../db/schema/index';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';

let api: TestApi;
const variants: Record<string, number> = {};

const product = async (key: string) =>
  (await call<Product>(api.app, 'GET', `/v1/products/${key}`)).body;
const init = async (token?: string) =>
  (await call<Cart>(api.app, 'POST', '/v1/carts/init', { body: { token } })).body;
const get = (token: string, channel?: string) =>
  call<Cart>(api.app, 'GET', `/v1/carts/${token}`, { channel });
const patch = (action: string, body: unknown) =>
  call<Cart>(api.app, 'PATCH', `/v1/carts/products/${action}`, { body });
const add = (token: string, productId: number, quantity: unknown) =>
  patch('add', { token, product_id: productId, quantity });

/** Asserts that a failing call left the cart exactly as it was. */
async function expectUnchanged(token: string, before: Cart) {
  const after = await get(token);
  expect(after.body).toEqual(before);
}

beforeAll(async () => {
  api = await seededApi();
  const oxford = await product('oxford-shirt');
  variants.oxfordM = oxford.product_model.products.find((x) => x.name === 'M')?.id as number;
  variants.lastFive = (await product('last-five')).product_model.products.find((x) => x.stock === 5)
    ?.id as number;
  variants.soldOut = (await product('sold-out')).product_model.products[0]?.id as number;
  variants.senbei = (await product('senbei-gift')).product_model.products[0]?.id as number;
});
afterAll(() => api.drop());

describe('POST /v1/carts/init and GET /v1/carts/{token}', () => {
  it('creates an empty cart with an unguessable token', async () => {
    const cart = v.parse(CartSchema, await init());
    expect(cart.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cart.quantity).toBe(0);
    expect(cart.detail.order.total_payment).toBe(0);
  });

  it('reloads the same cart for a valid token and opens a new one otherwise', async () => {
    const cart = await init();
    expect((await init(cart.token)).id).toBe(cart.id);
    expect((await init('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).id).not.toBe(cart.id);
    expect((await get(cart.token)).body).toEqual(cart);
  });

  it('answers 404 for an unknown token or another channel’s cart', async () => {
    expectApiError(await get('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), 404, 'cart.common.not_found');
    const cart = await init();
    expectApiError(await get(cart.token, 'school'), 404, 'cart.common.not_found');
  });

  it('answers 422 is_expired for an expired cart, and init replaces it', async () => {
    const cart = await init();
    await api.database.db
      .update(carts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(carts.token, cart.token));
    expectApiError(await get(cart.token), 422, 'cart.common.is_expired');
    expectApiError(
      await add(cart.token, variants.oxfordM as number, 1),
      422,
      'cart.common.is_expired',
    );
    expect((await init(cart.token)).token).not.toBe(cart.token);
  });

  it('rejects malformed JSON with 400', async () => {
    expectApiError(
      await call(api.app, 'POST', '/v1/carts/init', { rawBody: '{"token":' }),
      400,
      'common.bad_json',
    );
  });
});

describe('PATCH /v1/carts/products/add', () => {
  it('adds a variant, merges repeats into one line and computes totals server-side', async () => {
    const cart = await init();
    const oxford = await product('oxford-shirt');
    await add(cart.token, variants.oxfordM as number, 2);
    const res = await add(cart.token, variants.oxfordM as number, 1);
    expect(res.status).toBe(200);
    const body = v.parse(CartSchema, res.body);
    expect(body.detail.products).toHaveLength(1);
    expect(body.quantity).toBe(3);
    const line = body.detail.products[0];
    expect(line?.unit_price).toBe(oxford.product_price);
    // The line's amount with tax is answered, so the storefront only formats it.
    expect(line?.amount_with_tax).toBe(oxford.product_price_with_tax * 3);
    const amount = oxford.product_price * 3;
    const tax = taxForRate(amount, oxford.tax_rate);
    const order = body.detail.order;
    expect(order).toMatchObject({ total_product: amount, total_tax: tax });
    expect(order.total_payment).toBe(amount + tax + order.total_carriage);
    expect(order.amount_by_tax_rate).toEqual([
      { rate: oxford.tax_rate, amount_with_tax: amount + tax, tax },
    ]);
  });

  it('keeps a separate tax subtotal for the reduced rate', async () => {
    const cart = await init();
    await add(cart.token, variants.oxfordM as number, 1);
    const res = await add(cart.token, variants.senbei as number, 2);
    expect(res.body.detail.order.amount_by_tax_rate.map((r) => r.rate)).toEqual([10, 8]);
    const sum = res.body.detail.order.amount_by_tax_rate.reduce((s, r) => s + r.tax, 0);
    expect(res.body.detail.order.total_tax).toBe(sum);
  });

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['fractional', 1.5],
    ['text', 'a'],
    ['numeric text', '1'],
    ['null', null],
    ['over the line maximum', 100],
  ])('rejects a %s quantity with 422 and leaves the cart unchanged', async (_label, quantity) => {
    const cart = await init();
    const before = (await add(cart.token, variants.oxfordM as number, 1)).body;
    const body = expectApiError(
      await add(cart.token, variants.oxfordM as number, quantity),
      422,
      'common.validation',
    );
    expect(body.errors?.quantity?.[0]).toMatch(/数量/);
    await expectUnchanged(cart.token, before);
  });

  it('rejects more than the stock, counting what the cart already holds', async () => {
    const cart = await init();
    expectApiError(
      await add(cart.token, variants.lastFive as number, 6),
      422,
      'cart.update_products.out_of_stock',
    );
    const before = (await add(cart.token, variants.lastFive as number, 5)).body;
    expect(before.quantity).toBe(5);
    const body = expectApiError(
      await add(cart.token, variants.lastFive as number, 1),
      422,
      'cart.update_products.out_of_stock',
    );
    expect(body.message).toMatch(/在庫/);
    await expectUnchanged(cart.token, before);
  });

  it('lets only one of two racing adds take the last stock', async () => {
    const cart = await init();
    const results = await Promise.all([
      add(cart.token, variants.lastFive as number, 3),
      add(cart.token, variants.lastFive as number, 3),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await get(cart.token)).body.quantity).toBe(3);
  });

  it('rejects sold-out, hidden and unknown products', async () => {
    const cart = await init();
    const before = (await add(cart.token, variants.oxfordM as number, 1)).body;
    expectApiError(
      await add(cart.token, variants.soldOut as number, 1),
      422,
      'cart.update_products.out_of_stock',
    );
    expectApiError(
      await add(cart.token, 99_999_999, 1),
      422,
      'cart.update_products.product_not_found',
    );
    await api.database.db
      .update(products)
      .set({ isShow: false })
      .where(eq(products.key, 'senbei-gift'));
    try {
      expectApiError(
        await add(cart.token, variants.senbei as number, 1),
        422,
        'cart.update_products.not_sale',
      );
    } finally {
      await api.database.db
        .update(products)
        .set({ isShow: true })
        .where(eq(products.key, 'senbei-gift'));
    }
    await expectUnchanged(cart.token, before);
  });

  it('rejects malformed JSON with 400, an unknown cart with 404, a bad token with 422', async () => {
    const cart = await init();
    const before = (await add(cart.token, variants.oxfordM as number, 1)).body;
    expectApiError(
      await call(api.app, 'PATCH', '/v1/carts/products/add', {
        rawBody: `{"token":"${cart.token}",`,
      }),
      400,
      'common.bad_json',
    );
    expectApiError(
      await add('BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB', variants.oxfordM as number, 1),
      404,
      'cart.common.not_found',
    );
    const bad = expectApiError(
      await add('short', variants.oxfordM as number, 1),
      422,
      'common.validation',
    );
    expect(bad.errors?.token).toBeDefined();
    await expectUnchanged(cart.token, before);
  });
});

describe('PATCH /v1/carts/products/modify and /delete', () => {
  it('sets a line quantity within stock', async () => {
    const cart = await init();
    const key = (await add(cart.token, variants.lastFive as number, 1)).body.detail.products[0]
      ?.key as string;
    const res = await patch('modify', { token: cart.token, key, quantity: 4 });
    expect(res.status).toBe(200);
    expect(res.body.quantity).toBe(4);
    const before = res.body;
    expectApiError(
      await patch('modify', { token: cart.token, key, quantity: 6 }),
      422,
      'cart.update_products.out_of_stock',
    );
    expectApiError(
      await patch('modify', { token: cart.token, key, quantity: 0 }),
      422,
      'common.validation',
    );
    expectApiError(
      await patch('modify', { token: cart.token, key: 'nope', quantity: 1 }),
      422,
      'cart.update_products.line_not_found',
    );
    await expectUnchanged(cart.token, before);
  });

  it('deletes by line key or by variant ids', async () => {
    const cart = await init();
    await add(cart.token, variants.oxfordM as number, 1);
    const both = (await add(cart.token, variants.senbei as number, 1)).body;
    const key = both.detail.products[0]?.key as string;
    const afterKey = await patch('delete', { token: cart.token, key });
    expect(afterKey.body.detail.products.map((l) => l.product_id)).toEqual([variants.senbei]);
    const afterIds = await patch('delete', { token: cart.token, ids: [variants.senbei] });
    expect(afterIds.body.detail.products).toEqual([]);
    expect(afterIds.body.detail.order.total_payment).toBe(0);
  });

  it('rejects a delete without a target or with an unknown key, leaving the cart unchanged', async () => {
    const cart = await init();
    const before = (await add(cart.token, variants.oxfordM as number, 1)).body;
    expectApiError(await patch('delete', { token: cart.token }), 422, 'common.validation');
    expectApiError(
      await patch('delete', { token: cart.token, key: 'nope' }),
      422,
      'cart.update_products.line_not_found',
    );
    await expectUnchanged(cart.token, before);
  });
});
