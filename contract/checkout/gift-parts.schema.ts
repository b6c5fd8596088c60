import * as v from 'valibot';
import { SHIPMENT_MESSAGES } from './shipments.messages';

/** A gift's state as both sides see it. */
export const GiftStatusSchema = v.picklist([
  'waiting',
  'accepted',
  'shipped',
  'expired',
  'cancelled',
]);
export type GiftStatus = v.InferOutput<typeof GiftStatusSchema>;

/** The buyer's view of a gift on the order (never the recipient's name or address). */
export const SocialGiftSummarySchema = v.object({
  url: v.nullable(v.string()),
  status: GiftStatusSchema,
  expires_at: v.string(),
  delivery_date: v.nullable(v.string()),
});
export type SocialGiftSummary = v.InferOutput<typeof SocialGiftSummarySchema>;

/** The longest message card a buyer may write. */
export const GIFT_MESSAGE_MAX = 200;

/** The message card of a gift shipment (empty when left out). */
export const GiftMessageSchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(GIFT_MESSAGE_MAX, SHIPMENT_MESSAGES.giftMessageTooLong(GIFT_MESSAGE_MAX)),
  ),
  '',
);
