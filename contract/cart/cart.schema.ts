import * as v from 'valibot';
import { recordId } from '../shared/record-id.schema';
import { CART_CORE_MESSAGES } from './cart-core.messages';
import { CartCardSchema, CartOrdererSchema, CartShippingSchema } from './cart-parts.schema';
import { CartAccessorySchema, CartPackingSchema } from './options-parts.schema';

/** Largest quantity of one line; the server also caps by stock. */
export const MAX_LINE_QUANTITY = 99;

/** A cart token as every cart call takes it. */
export const CartTokenSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{22,64}$/, CART_CORE_MESSAGES.badToken),
);

/** Quantity rule shared by the add form and the server. */
export const QuantitySchema = v.pipe(
  v.number(CART_CORE_MESSAGES.quantityInteger),
  v.integer(CART_CORE_MESSAGES.quantityInteger),
  v.minValue(1, CART_CORE_MESSAGES.quantityMin),
  v.maxValue(MAX_LINE_QUANTITY, CART_CORE_MESSAGES.quantityMax),
);

/** `POST /v1/carts/init`: reuse the cookie's cart when it is still valid, else make a new one. */
export const CartInitBodySchema = v.object({
  token: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
  invalid_product: v.optional(v.boolean()),
});

/** `PATCH /v1/carts/reset`: empties the cart of `token` (also an expired one) and starts its term again. */
export const CartResetBodySchema = v.object({ token: CartTokenSchema });

/** `PATCH /v1/carts/products/add`: a variant id (`product_id`) and how many. */
export const CartAddBodySchema = v.object({
  token: CartTokenSchema,
  product_id: recordId(),
  quantity: QuantitySchema,
});
export type CartAddBody = v.InferOutput<typeof CartAddBodySchema>;

/** `PATCH /v1/carts/products/modify`: set the quantity of one cart line. */
export const CartModifyBodySchema = v.object({
  token: CartTokenSchema,
  key: v.pipe(v.string(), v.maxLength(64)),
  quantity: QuantitySchema,
});

/** `PATCH /v1/carts/products/delete`: lines by cart-line key, or every line of these variant ids. */
export const CartDeleteBodySchema = v.object({
  token: CartTokenSchema,
  key: v.optional(v.pipe(v.string(), v.maxLength(64))),
  ids: v.optional(v.array(v.number())),
});

/** One line of the cart (spec §3 "Cart" products). */
export const CartLineSchema = v.object({
  key: v.string(),
  product_id: v.number(),
  product_name: v.string(),
  variant_name: v.string(),
  quantity: v.number(),
  unit_price: v.number(),
  unit_price_with_tax: v.number(),
  /** The line's amount, tax included (the unit price with tax times the quantity). */
  amount_with_tax: v.number(),
  tax_rate: v.number(),
  tax_amount: v.number(),
  coupon_discount_parts: v.number(),
  image_path: v.string(),
  product_info: v.object({
    id: v.number(),
    key: v.string(),
    code: v.string(),
    name: v.string(),
    brand: v.nullable(v.string()),
    categories: v.array(v.string()),
    product_price: v.number(),
  }),
  /** Accessories attached to this line (gift wrapping and the like). */
  accessories: v.optional(v.array(CartAccessorySchema)),
});
export type CartLine = v.InferOutput<typeof CartLineSchema>;

/** Tax subtotal per rate, shown 税込 with the breakdown. */
export const AmountByTaxRateSchema = v.object({
  rate: v.number(),
  amount_with_tax: v.number(),
  tax: v.number(),
});

/** The cart as every cart call returns it. Totals are computed by the server only. */
export const CartSchema = v.object({
  id: v.number(),
  token: v.string(),
  order_no: v.nullable(v.string()),
  payment_id: v.nullable(v.number()),
  payment_name: v.nullable(v.string()),
  quantity: v.number(),
  detail: v.object({
    products: v.array(CartLineSchema),
    shippings: v.array(CartShippingSchema),
    orderer: v.optional(v.nullable(CartOrdererSchema)),
    remarks: v.optional(v.string()),
    card: v.optional(v.nullable(CartCardSchema)),
    /** Gift wrap and のし per shipment. */
    packings: v.optional(v.array(CartPackingSchema)),
    coupons: v.array(v.object({ code: v.string() })),
    order: v.object({
      total_product: v.number(),
      total_tax: v.number(),
      total_carriage: v.number(),
      total_discount: v.number(),
      total_payment: v.number(),
      payment_fee: v.optional(v.number()),
      /** Gift wrapping fees (税込), already inside the goods total. */
      packing_fee: v.optional(v.number()),
      coupon_discount: v.optional(v.number()),
      point_discount: v.optional(v.number()),
      /** Shareholder-benefit allowance spent (税込), before coupons and points. */
      benefit_discount: v.optional(v.number()),
      amount_by_tax_rate: v.array(AmountByTaxRateSchema),
    }),
  }),
});
export type Cart = v.InferOutput<typeof CartSchema>;
