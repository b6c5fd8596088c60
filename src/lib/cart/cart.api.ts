import * as v from 'valibot';
import { type Cart, CartSchema } from '../../../contract/cart/cart.schema';
import type { HttpClient } from '../shared/http/http-client';

/** Cart calls; null when the client ignored the failure (network, redirect). */
export type CartApi = {
  init(token: string | null, invalidProduct?: boolean): Promise<Cart | null>;
  add(body: { token: string; product_id: number; quantity: number }): Promise<Cart | null>;
  modify(body: { token: string; key: string; quantity: number }): Promise<Cart | null>;
  remove(body: { token: string; key: string }): Promise<Cart | null>;
  /** Forgets the cart's shipments (after `cart_detail.set_user_address.not_data`). */
  resetShippings(token: string): Promise<Cart | null>;
  /** Empties the cart, also an expired one (`PATCH /v1/carts/reset`). */
  reset(token: string): Promise<Cart | null>;
};

/** Cart calls over an HTTP client; every answer is checked against the contract. */
export function createCartApi(http: HttpClient): CartApi {
  const cart = (res: Awaited<ReturnType<HttpClient['request']>>) =>
    res.ignored ? null : v.parse(CartSchema, res.data);
  return {
    init: async (token, invalidProduct) =>
      cart(await http.post('/v1/carts/init', { token, invalid_product: invalidProduct })),
    add: async (body) => cart(await http.patch('/v1/carts/products/add', body)),
    modify: async (body) => cart(await http.patch('/v1/carts/products/modify', body)),
    remove: async (body) => cart(await http.patch('/v1/carts/products/delete', body)),
    resetShippings: async (token) => cart(await http.patch('/v1/carts/shippings/reset', { token })),
    reset: async (token) => cart(await http.patch('/v1/carts/reset', { token })),
  };
}
