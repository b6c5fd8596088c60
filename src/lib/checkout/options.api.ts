import * as v from 'valibot';
import { type Cart, CartSchema } from '../../../contract/cart/cart.schema';
import type { PackingChoice } from '../../../contract/checkout/options.model';
import type { HttpClient } from '../shared/http/http-client';

/** What the cart needs to offer an accessory: its variant, name and price (税込). */
export const AccessoryOfferSchema = v.object({
  key: v.string(),
  name: v.string(),
  product_price_with_tax: v.number(),
  is_stock_available: v.optional(v.boolean()),
  product_model: v.object({
    products: v.array(v.object({ id: v.number(), stock: v.number() })),
  }),
});
export type AccessoryOffer = v.InferOutput<typeof AccessoryOfferSchema>;

type Res = Awaited<ReturnType<HttpClient['request']>>;

/** Accessory, packing and failed-payment calls; answers are checked against the contract. */
export function createOptionsApi(http: HttpClient) {
  const cart = (res: Res): Cart | null => (res.ignored ? null : v.parse(CartSchema, res.data));
  return {
    offers: async (productKey: string): Promise<AccessoryOffer[]> => {
      const res = await http.get(`/v1/products/${encodeURIComponent(productKey)}/accessories`);
      if (res.ignored) return [];
      return v.parse(v.object({ data: v.array(AccessoryOfferSchema) }), res.data).data;
    },
    addAccessory: async (token: string, key: string, product_id: number, quantity: number) =>
      cart(await http.patch('/v1/carts/accessories/add', { token, key, product_id, quantity })),
    modifyAccessory: async (token: string, key: string, product_id: number, quantity: number) =>
      cart(await http.patch('/v1/carts/accessories/modify', { token, key, product_id, quantity })),
    deleteAccessory: async (token: string, key: string, product_id: number) =>
      cart(await http.patch('/v1/carts/accessories/delete', { token, key, product_id })),
    addPacking: async (token: string, shipping_key: string, choice: PackingChoice) =>
      cart(await http.patch('/v1/carts/packings/add', { token, shipping_key, ...choice })),
    modifyPacking: async (token: string, packing_key: string, choice: PackingChoice) =>
      cart(await http.patch('/v1/carts/packings/modify', { token, packing_key, ...choice })),
    clearFailedTransaction: async (token: string) =>
      cart(await http.patch('/v1/carts/transaction/error/delete', { token })),
  };
}
