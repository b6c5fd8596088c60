import * as v from 'valibot';

// Response shapes only, kept apart from the form schemas so that code parsing a cart
// (the header cart link on every page) does not bundle the form messages and prefecture list.

/** The stored address shape (postal code without hyphen). */
export const StoredAddressSchema = v.object({
  last_name: v.string(),
  first_name: v.string(),
  last_name_kana: v.string(),
  first_name_kana: v.string(),
  postal_code: v.string(),
  prefecture: v.string(),
  city: v.string(),
  address1: v.string(),
  address2: v.string(),
  phone_number: v.string(),
});

/** One shipment of the cart (spec §3 Cart shippings); key "1" holds what is not moved elsewhere. */
export const CartShippingSchema = v.object({
  key: v.string(),
  address: v.nullable(StoredAddressSchema),
  delivery_id: v.nullable(v.number()),
  delivery_name: v.nullable(v.string()),
  delivery_date: v.nullable(v.string()),
  delivery_time: v.nullable(v.string()),
  delivery_time_label: v.nullable(v.string()),
  /** The member's address-book entry this shipment goes to, if any. */
  user_address_id: v.optional(v.nullable(v.number())),
  /** The cart lines (by line key) and quantities this shipment holds. */
  products: v.optional(v.array(v.object({ key: v.string(), quantity: v.number() }))),
  /** This shipment's carriage (tax included). */
  carriage: v.optional(v.number()),
  /** Sent as a social gift (the recipient gives the address), with the message card. */
  social_gift: v.optional(v.nullable(v.object({ message: v.string() }))),
});
export type CartShipping = v.InferOutput<typeof CartShippingSchema>;

/** The cart's orderer (address plus e-mail). */
export const CartOrdererSchema = v.object({ ...StoredAddressSchema.entries, email: v.string() });

/** The cart's card payment as shown: brand, last digits and whether 3-D Secure is still needed. */
export const CartCardSchema = v.object({
  brand: v.string(),
  last4: v.string(),
  status: v.string(),
  action_url: v.nullable(v.string()),
});
