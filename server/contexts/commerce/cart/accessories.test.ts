import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import { orderLines, orders, productVariants } from '../../../db/schema/index';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { decideCart, readyCart, send, variantOf } from './cart.testing';

let api: TestApi;
let senbei = 0;
let wrap = 0;
let oxford = 0;

beforeAll(async () => {
  api = await seededApi();
  senbei = await variantOf(api.app, 'senbei-gift');
  wrap = await variantOf(api.app, 'gift-wrapping');
  oxford = await variantOf(api.app, 'oxford-shirt', 'L');
});
afterAll(() => api.drop());

const patch = (path: string, body: object) =>
  send<Cart>(api.app, 'PATCH', `/v1/carts/accessories/${path}`, body);

async function cartWith(lines: { variantId: number; quantity: number }[]): Promise<Cart> {
  let cart = (await call<Cart>(api.app, 'POST', '/v1/carts/init', { body: {} })).body;
  for (const l of lines) {
    cart = (
      await call<Cart>(api.app, 'PATCH', '/v1/carts/products/add', {
        body: { token: cart.token, product_id: l.variantId, quantity: l.quantity },
      })
    ).body;
  }
  return cart;
}

const lineOf = (cart: Cart, variantId: number) => {
  const line = cart.detail.products.find((p) => p.product_id === variantId);
  if (!line) throw new Error('line missing');
  return line;
};

describe('PATCH /v1/carts/accessories/*', () => {
  it('attaches gift wrapping to a food line, priced at its own price and 10% rate', async () => {
    const cart = await cartWith([{ variantId: senbei, quantity: 2 }]);
    const key = lineOf(cart, senbei).key;
    const res = await patch('add', { token: cart.token, key, product_id: wrap, quantity: 2 });
    expect(res.status).toBe(200);
    expect(lineOf(res.body, senbei).accessories).toEqual([
      {
        product_id: wrap,
        product_key: 'gift-wrapping',
        product_name: 'ギフト包装・のし',
        quantity: 2,
        unit_price: 200,
        unit_price_with_tax: 220,
        amount_with_tax: 440,
        tax_rate: 10,
      },
    ]);
    // By hand: 8%: 3000×2 = 6000, tax 480 → 6480; 10%: 200×2 = 400, tax 40 → 440.
    expect(res.body.detail.order.amount_by_tax_rate).toEqual([
      { rate: 10, amount_with_tax: 440, tax: 40 },
      { rate: 8, amount_with_tax: 6480, tax: 480 },
    ]);
    expect(res.body.detail.order.total_tax).toBe(520);
  });

  it('changes the quantity and removes the accessory', async () => {
    const cart = await cartWith([{ variantId: senbei, quantity: 3 }]);
    const key = lineOf(cart, senbei).key;
    await patch('add', { token: cart.token, key, product_id: wrap, quantity: 1 });
    const changed = await patch('modify', {
      token: cart.token,
      key,
      product_id: wrap,
      quantity: 3,
    });
    expect(lineOf(changed.body, senbei).accessories?.[0]?.quantity).toBe(3);
    const removed = await patch('delete', { token: cart.token, key, product_id: wrap });
    expect(removed.status).toBe(200);
    expect(lineOf(removed.body, senbei).accessories).toEqual([]);
    const again = await patch('delete', { token: cart.token, key, product_id: wrap });
    expect(expectApiError(again, 422, 'common.validation').errors?.product_id).toEqual([
      '付属品が見つかりません。',
    ]);
  });

  it('refuses an accessory the product does not list', async () => {
    const cart = await cartWith([{ variantId: oxford, quantity: 1 }]);
    const key = lineOf(cart, oxford).key;
    const res = await patch('add', { token: cart.token, key, product_id: wrap, quantity: 1 });
    expect(expectApiError(res, 422, 'common.validation').errors?.product_id).toEqual([
      'この商品には選択した付属品を追加できません。',
    ]);
  });

  it('refuses more accessories than the line holds, an unknown line and a duplicate', async () => {
    const cart = await cartWith([{ variantId: senbei, quantity: 2 }]);
    const key = lineOf(cart, senbei).key;
    const over = await patch('add', { token: cart.token, key, product_id: wrap, quantity: 3 });
    expect(expectApiError(over, 422, 'common.validation').errors?.quantity).toEqual([
      '付属品の数量は商品の数量（2）以下で入力してください。',
    ]);
    const noLine = await patch('add', {
      token: cart.token,
      key: 'nope',
      product_id: wrap,
      quantity: 1,
    });
    expectApiError(noLine, 422, 'cart.update_products.line_not_found');
    await patch('add', { token: cart.token, key, product_id: wrap, quantity: 1 });
    const twice = await patch('add', { token: cart.token, key, product_id: wrap, quantity: 1 });
    expect(expectApiError(twice, 422, 'common.validation').errors?.product_id).toEqual([
      'この付属品はすでに追加されています。',
    ]);
    const overModify = await patch('modify', {
      token: cart.token,
      key,
      product_id: wrap,
      quantity: 5,
    });
    expectApiError(overModify, 422, 'common.validation');
    const zero = await patch('modify', { token: cart.token, key, product_id: wrap, quantity: 0 });
    expect(expectApiError(zero, 422, 'common.validation').errors?.quantity).toEqual([
      '数量は1以上で入力してください。',
    ]);
  });

  it('caps an accessory when its line is lowered, and drops it with its line', async () => {
    const cart = await cartWith([{ variantId: senbei, quantity: 3 }]);
    const key = lineOf(cart, senbei).key;
    await patch('add', { token: cart.token, key, product_id: wrap, quantity: 3 });
    const lowered = await call<Cart>(api.app, 'PATCH', '/v1/carts/products/modify', {
      body: { token: cart.token, key, quantity: 1 },
    });
    expect(lineOf(lowered.body, senbei).accessories?.[0]?.quantity).toBe(1);
    const gone = await call<Cart>(api.app, 'PATCH', '/v1/carts/products/delete', {
      body: { token: cart.token, key },
    });
    expect(gone.body.detail.order.total_payment).toBe(0);
  });
});

describe('decision with accessories', () => {
  it('reserves the accessory stock atomically and writes accessory lines under their parent', async () => {
    const { db } = api.database;
    const stockOf = async (id: number) =>
      (await db.select().from(productVariants).where(eq(productVariants.id, id)))[0]?.stock ?? 0;
    const before = await stockOf(wrap);
    const base = await cartWith([{ variantId: senbei, quantity: 2 }]);
    const key = lineOf(base, senbei).key;
    await patch('add', { token: base.token, key, product_id: wrap, quantity: 2 });
    const cart = await readyCart(api.app, [], 1, base.token);
    const placed = await decideCart(api.app, cart, 'key-accessory-0001');
    expect(placed.status).toBe(201);
    expect(await stockOf(wrap)).toBe(before - 2);
    const [order] = await db.select().from(orders).where(eq(orders.orderNo, placed.body.order_no));
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? 0));
    const parent = lines.find((l) => l.variantId === senbei);
    const child = lines.find((l) => l.variantId === wrap);
    expect(child).toMatchObject({ parentId: parent?.id, quantity: 2, unitPrice: 200, taxRate: 10 });
    expect(order?.totalPayment).toBe(6480 + 440);
  });

  it('sells no more accessories than in stock: the whole order is refused', async () => {
    const { db } = api.database;
    const base = await cartWith([{ variantId: senbei, quantity: 1 }]);
    const key = lineOf(base, senbei).key;
    await patch('add', { token: base.token, key, product_id: wrap, quantity: 1 });
    const cart = await readyCart(api.app, [], 1, base.token);
    await db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, wrap));
    const res = await decideCart(api.app, cart, 'key-accessory-0002');
    expect(expectApiError(res, 422, 'cart.update_products.out_of_stock').message).toContain(
      'ギフト包装・のし',
    );
    await db.update(productVariants).set({ stock: 999 }).where(eq(productVariants.id, wrap));
  });
});
