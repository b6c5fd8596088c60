import * as v from 'valibot';
import { QuantitySchema } from '../cart/cart.schema';
import { recordId } from '../shared/record-id.schema';
import { OPTION_MESSAGES as M } from './options.messages';
import { NOSHI_NAME_MAX, NOSHI_TYPES, WRAPPINGS } from './packing-constants';

export {
  type CartAccessory,
  CartAccessorySchema,
  type CartPacking,
  CartPackingSchema,
} from '../cart/options-parts.schema';

const CartTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/));
const LineKeySchema = v.pipe(v.string(), v.nonEmpty(M.lineNotFound), v.maxLength(64));
const VariantIdSchema = recordId();

/** `PATCH /v1/carts/accessories/add`: attach an accessory variant to the line `key`. */
export const AccessoryAddBodySchema = v.object({
  token: CartTokenSchema,
  key: LineKeySchema,
  product_id: VariantIdSchema,
  quantity: QuantitySchema,
});
export type AccessoryAddBody = v.InferOutput<typeof AccessoryAddBodySchema>;

/** `PATCH /v1/carts/accessories/modify`: change the quantity of an attached accessory. */
export const AccessoryModifyBodySchema = AccessoryAddBodySchema;

/** `PATCH /v1/carts/accessories/delete`: remove an accessory from the line `key`. */
export const AccessoryDeleteBodySchema = v.object({
  token: CartTokenSchema,
  key: LineKeySchema,
  product_id: VariantIdSchema,
});

const packingChoice = {
  wrapping: v.picklist(
    WRAPPINGS.map((w) => w.key),
    M.wrapping,
  ),
  noshi: v.picklist(
    NOSHI_TYPES.map((n) => n.key),
    M.noshi,
  ),
  noshi_name: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(NOSHI_NAME_MAX, M.noshiNameTooLong(NOSHI_NAME_MAX))),
    '',
  ),
};

/** `PATCH /v1/carts/packings/add`: gift wrap and のし for the shipment `shipping_key`. */
export const PackingAddBodySchema = v.object({
  token: CartTokenSchema,
  shipping_key: v.pipe(v.string(), v.nonEmpty(M.shippingNotFound), v.maxLength(64)),
  ...packingChoice,
});
export type PackingAddBody = v.InferOutput<typeof PackingAddBodySchema>;

/** `PATCH /v1/carts/packings/modify`: change the packing `packing_key`. */
export const PackingModifyBodySchema = v.object({
  token: CartTokenSchema,
  packing_key: v.pipe(v.string(), v.nonEmpty(M.packingNotFound), v.maxLength(64)),
  ...packingChoice,
});
export type PackingModifyBody = v.InferOutput<typeof PackingModifyBodySchema>;

/** `PATCH /v1/carts/transaction/error/delete`. */
export const TransactionErrorDeleteBodySchema = v.object({ token: CartTokenSchema });

/** What the card provider posts to `/v1/sbpayment/receive/fraud-detection`. */
export const FraudNotificationSchema = v.object({
  notification_id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(128)),
  payment_id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(128)),
  result: v.picklist(['ok', 'review', 'ng']),
  timestamp: v.pipe(v.number(), v.integer()),
});
export type FraudNotification = v.InferOutput<typeof FraudNotificationSchema>;
