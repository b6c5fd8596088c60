import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, productVariants } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { decideCart, readyCart, variantOf } from '../cart/cart.testing';

let api: TestApi;
let lastFive: number;

beforeAll(async () => {
  api = await seededApi();
  lastFive = await variantOf(api.app, 'last-five');
});
afterAll(() => api.drop());

describe('stock is reserved atomically at the decision', () => {
  it('50 buyers racing for the last five: exactly 5 orders, 45 sold-out messages, stock 0', async () => {
    const carts = [];
    for (let i = 0; i < 50; i++)
      carts.push(await readyCart(api.app, [{ variantId: lastFive, quantity: 1 }]));
    const results = await Promise.all(
      carts.map((cart, i) => decideCart(api.app, cart, `race-key-${i}-xxxx`)),
    );
    const placed = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 422);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const r of refused) {
      expect(r.body.code).toBe('cart.update_products.out_of_stock');
      expect(r.body.message).toContain('在庫切れ');
    }
    const [variant] = await api.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, lastFive));
    expect(variant?.stock).toBe(0);
    // The race's own orders: the demo data's orders may hold the same product.
    const placedNos = placed.map((r) => r.body.order_no as string);
    const sold = await api.database.db
      .select({ quantity: orderLines.quantity })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.variantId, lastFive), inArray(orders.orderNo, placedNos)));
    expect(sold.reduce((sum, l) => sum + l.quantity, 0)).toBe(5);
    expect(new Set(placed.map((r) => r.body.order_no)).size).toBe(5);
  }, 120_000);

  it('a double click (same key, at once) gives one order', async () => {
    const oxford = await variantOf(api.app, 'oxford-shirt', 'S');
    const cart = await readyCart(api.app, [{ variantId: oxford, quantity: 1 }]);
    const [a, b, c] = await Promise.all([
      decideCart(api.app, cart, 'double-click-key'),
      decideCart(api.app, cart, 'double-click-key'),
      decideCart(api.app, cart, 'second-tab-key-1'),
    ]);
    expect([a, b, c].filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set([a, b, c].map((r) => r.body.order_no)).size).toBe(1);
  });
});
