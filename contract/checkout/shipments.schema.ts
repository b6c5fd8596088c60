import * as v from 'valibot';
import { ShippingModifyBodySchema } from './checkout.schema';
import { GiftMessageSchema } from './gift-parts.schema';
import { SHIPMENT_MESSAGES as S } from './shipments.messages';

const CartTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/));
const ShipmentKeySchema = v.pipe(
  v.string(S.unknownShipment),
  v.regex(/^\d{1,3}$/, S.unknownShipment),
);

/**
 * `PATCH /v1/carts/shippings/add`: a further shipment to a member's address-book entry
 * (`user_address_id`), a new address, or the orderer's; delivery defaults to お客様直送.
 * With `is_social_gift` it is the order's social gift instead: no address, the message card.
 */
export const ShippingAddBodySchema = v.object({
  ...ShippingModifyBodySchema.entries,
  delivery_id: v.optional(ShippingModifyBodySchema.entries.delivery_id, 3),
  is_social_gift: v.optional(v.boolean(), false),
  message: GiftMessageSchema,
});
export type ShippingAddBody = v.InferOutput<typeof ShippingAddBodySchema>;

/**
 * `PATCH /v1/carts/products/divide`: move `quantity` of line `key` from shipment `shipping_key`
 * (default "1") to `to_shipping_key`, or set the whole split with `shippings`.
 */
export const DivideBodySchema = v.object({
  token: CartTokenSchema,
  key: v.pipe(v.string(), v.maxLength(64)),
  shipping_key: v.optional(ShipmentKeySchema, '1'),
  to_shipping_key: v.optional(ShipmentKeySchema),
  quantity: v.optional(
    v.pipe(v.number(S.moveQuantity), v.integer(S.moveQuantity), v.minValue(1, S.moveQuantity)),
  ),
  shippings: v.optional(
    v.array(
      v.object({
        shipping_key: ShipmentKeySchema,
        quantity: v.pipe(v.number(S.quantity), v.integer(S.quantity), v.minValue(0, S.quantity)),
      }),
    ),
  ),
});
export type DivideBody = v.InferOutput<typeof DivideBodySchema>;

/**
 * One entry of the member's address book with the spec's field names (§3 User address), as the
 * book and the shipment screens use it. `combined_address` joins the lines after the prefecture
 * (city, block, building); `full_address` is the prefecture and `combined_address`.
 */
export const UserAddressSchema = v.object({
  id: v.number(),
  is_default: v.boolean(),
  is_sender_default: v.boolean(),
  division_ct: v.number(),
  name: v.string(),
  shipping_name: v.string(),
  shipping_last_name: v.string(),
  shipping_first_name: v.string(),
  shipping_kana: v.string(),
  shipping_last_name_kana: v.string(),
  shipping_first_name_kana: v.string(),
  postal_code: v.string(),
  formatted_postal_code: v.string(),
  prefecture: v.string(),
  city: v.string(),
  address1: v.string(),
  address2: v.string(),
  combined_address: v.string(),
  full_address: v.string(),
  phone_number: v.string(),
  cell_phone_number: v.string(),
});
export type UserAddress = v.InferOutput<typeof UserAddressSchema>;
