import * as v from 'valibot';
import { AddressInputSchema } from '../checkout/checkout.schema';
import { GiftMessageSchema, GiftStatusSchema } from '../checkout/gift-parts.schema';
import { PREFECTURES } from '../shared/prefectures';
import { SOCIAL_GIFT_MESSAGES as M } from './social-gift.messages';

/** A gift link's token (32 base64url characters as issued; a little slack either way). */
export const GiftTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/, M.notFound));

export {
  GIFT_MESSAGE_MAX,
  GiftMessageSchema,
  type GiftStatus,
  GiftStatusSchema,
  type SocialGiftSummary,
  SocialGiftSummarySchema,
} from '../checkout/gift-parts.schema';

/** `PATCH /v1/carts/social/receiver`: send shipment 1 as a social gift (or not), with a message card. */
export const ReceiverBodySchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/)),
  is_social_gift: v.boolean(),
  /** The shipment sent as the gift (any one of a multi-shipment order; "1" when left out). */
  shipping_key: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{1,3}$/)), '1'),
  message: GiftMessageSchema,
});
export type ReceiverBody = v.InferOutput<typeof ReceiverBodySchema>;

/** The delivery slot as the spec sends it: an object whose first key is the slot key. */
const TimezoneSchema = v.optional(v.nullable(v.record(v.string(), v.string())), null);

/** `POST /v1/social-gifts/check/shipping`: the recipient's address. */
export const GiftShippingCheckSchema = v.object({
  token: GiftTokenSchema,
  address: AddressInputSchema,
});

/** `POST /v1/social-gifts/check/delivery`: the date and slot, checked against the lead time of `prefecture`. */
export const GiftDeliveryCheckSchema = v.object({
  token: GiftTokenSchema,
  prefecture: v.picklist(PREFECTURES, M.addressFirst),
  delivery_at: v.pipe(
    v.string(M.dateRequired),
    v.nonEmpty(M.dateRequired),
    v.maxLength(10, M.dateUnavailable),
    v.isoDate(M.dateUnavailable),
  ),
  delivery_timezone: TimezoneSchema,
});
export type GiftDeliveryCheck = v.InferOutput<typeof GiftDeliveryCheckSchema>;

/** `PUT /v1/social-gifts/{token}`: the whole input, accepted once. */
export const GiftAcceptSchema = v.object({
  address: AddressInputSchema,
  delivery_at: GiftDeliveryCheckSchema.entries.delivery_at,
  delivery_timezone: TimezoneSchema,
});
export type GiftAcceptBody = v.InferOutput<typeof GiftAcceptSchema>;

/** The checked delivery: the date and the slot key taken from the timezone object. */
export const GiftDeliverySchema = v.object({
  delivery_at: v.string(),
  delivery_timezone_key: v.nullable(v.string()),
});

/** `GET /v1/social-gifts/{token}/products`: what the recipient sees (no prices, no buyer address). */
export const GiftViewSchema = v.object({
  status: GiftStatusSchema,
  sender_name: v.string(),
  message: v.string(),
  expires_at: v.string(),
  shipping_id: v.string(),
  products: v.array(
    v.object({
      name: v.string(),
      variant_name: v.string(),
      quantity: v.number(),
      product_info: v.object({ key: v.nullable(v.string()), image: v.nullable(v.string()) }),
    }),
  ),
  delivery_at: v.nullable(v.string()),
  delivery_timezone_key: v.nullable(v.string()),
});
export type GiftView = v.InferOutput<typeof GiftViewSchema>;

/** `GET /v1/social-gifts/{token}/shipping`: the shipment the gift is, by its id. */
export const GiftShippingSchema = v.object({
  id: v.string(),
  status: GiftStatusSchema,
  delivery_name: v.string(),
});
export type GiftShipping = v.InferOutput<typeof GiftShippingSchema>;

/** `GET /v1/social-gifts/{token}/complete` and the answer of `PUT`: the completion record. */
export const GiftCompleteSchema = v.object({
  status: GiftStatusSchema,
  accepted_at: v.nullable(v.string()),
  delivery_at: v.nullable(v.string()),
  delivery_timezone_key: v.nullable(v.string()),
});
export type GiftComplete = v.InferOutput<typeof GiftCompleteSchema>;
