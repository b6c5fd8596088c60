import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seededApi, type TestApi } from '../../../testing/api';
import { decideCart, readyCart, variantOf } from '../cart/cart.testing';

// The random part of order numbers, scripted: two orders drawing the same number first.
const draws = vi.hoisted(() => ({ next: [] as number[] }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  return {
    ...real,
    randomInt: (...args: Parameters<typeof real.randomInt>) =>
      draws.next.length
        ? (draws.next.shift() as number)
        : Reflect.apply(real.randomInt, undefined, args),
  };
});

let api: TestApi;
let senbei: number;

beforeAll(async () => {
  api = await seededApi();
  senbei = await variantOf(api.app, 'senbei-gift');
});
afterAll(() => api.drop());

describe('order numbers', () => {
  it('a number already taken is drawn again instead of failing the purchase', async () => {
    const first = await readyCart(api.app, [{ variantId: senbei, quantity: 1 }]);
    const second = await readyCart(api.app, [{ variantId: senbei, quantity: 1 }]);
    draws.next = [123456, 123456, 123456, 654321];
    const a = await decideCart(api.app, first, 'order-no-a');
    const b = await decideCart(api.app, second, 'order-no-b');
    expect(a.status, a.text).toBe(201);
    expect(b.status, b.text).toBe(201);
    expect(a.body.order_no).toMatch(/^OK-\d{8}-123456$/);
    expect(b.body.order_no).toMatch(/^OK-\d{8}-654321$/);
  });
});
