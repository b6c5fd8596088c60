import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { Collection } from '../../../../contract/catalog/catalog.schema';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { req } from '../../catalogue/catalog/catalog.testing';

let api: TestApi;
let set: Collection;

beforeAll(async () => {
  api = await seededApi();
  set = (await req<Collection>(api.app, 'GET', '/v1/collections/set-gym-shirt-navy')).body;
});
afterAll(() => api.drop());

const newCart = async () => (await req<Cart>(api.app, 'POST', '/v1/carts/init', { body: {} })).body;
const variant = (i: number, name: string) => {
  const found = set.products[i]?.product_model.products.find((v) => v.name === name);
  if (!found) throw new Error(`no variant ${name}`);
  return found;
};
const addSet = (body: unknown) =>
  req<Cart>(api.app, 'PATCH', '/v1/carts/products/add-set', { body });

describe('PATCH /v1/carts/products/add-set', () => {
  it('adds every item of the set with its own size', async () => {
    const cart = await newCart();
    const res = await addSet({
      token: cart.token,
      products: [
        { product_id: variant(0, 'L').id, quantity: 1 },
        { product_id: variant(1, 'M').id, quantity: 2 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.detail.products.map((l) => l.quantity).sort()).toEqual([1, 2]);
  });

  it('adds nothing when one item is out of stock', async () => {
    const cart = await newCart();
    const res = await addSet({
      token: cart.token,
      products: [
        { product_id: variant(1, 'M').id, quantity: 1 },
        { product_id: variant(0, 'S').id, quantity: 1 },
      ],
    });
    expectApiError(res, 422, 'cart.update_products.out_of_stock');
    const after = await req<Cart>(api.app, 'GET', `/v1/carts/${cart.token}`);
    expect(after.body.detail.products).toEqual([]);
  });

  it('rejects an empty set, bad tokens and unknown variants in Japanese', async () => {
    const cart = await newCart();
    const empty = expectApiError(
      await addSet({ token: cart.token, products: [] }),
      422,
      'common.validation',
    );
    expect(empty.errors?.products).toEqual(['商品を選んでください。']);
    expectApiError(
      await addSet({ token: 'x'.repeat(30), products: [{ product_id: 1, quantity: 1 }] }),
      404,
      'cart.common.not_found',
    );
    expectApiError(
      await addSet({ token: cart.token, products: [{ product_id: 99999999, quantity: 1 }] }),
      422,
      'cart.update_products.product_not_found',
    );
  });
});
