import * as v from 'valibot';

// Response shapes of cart accessories and packings only (no form messages), so that code
// parsing a cart on every page stays small.

/** An accessory attached to a cart line (e.g. gift wrapping), priced by the server. */
export const CartAccessorySchema = v.object({
  product_id: v.number(),
  product_key: v.string(),
  product_name: v.string(),
  quantity: v.number(),
  unit_price: v.number(),
  unit_price_with_tax: v.number(),
  /** The accessory's amount, tax included (the unit price with tax times the quantity). */
  amount_with_tax: v.number(),
  tax_rate: v.number(),
});
export type CartAccessory = v.InferOutput<typeof CartAccessorySchema>;

/** Gift wrap and のし chosen for one shipment of the cart. */
export const CartPackingSchema = v.object({
  key: v.string(),
  shipping_key: v.string(),
  wrapping: v.string(),
  wrapping_name: v.string(),
  noshi: v.string(),
  noshi_name: v.string(),
  noshi_label: v.string(),
  fee_with_tax: v.number(),
});
export type CartPacking = v.InferOutput<typeof CartPackingSchema>;
