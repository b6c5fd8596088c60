import * as v from 'valibot';
import { StoredAddressSchema } from '../cart/cart-parts.schema';
import { CartPackingSchema } from '../cart/options-parts.schema';
import { isEndOnOrAfterStart, optionalIsoDate } from '../shared/date-range.schema';
import { FIELD_MESSAGES } from '../shared/fields.messages';
import { PREFECTURES } from '../shared/prefectures';
import { recordId } from '../shared/record-id.schema';
import { CHECKOUT_MESSAGES as M } from './checkout.messages';
import { SocialGiftSummarySchema } from './gift-parts.schema';

export {
  CartCardSchema,
  CartOrdererSchema,
  type CartShipping,
  CartShippingSchema,
  StoredAddressSchema,
} from '../cart/cart-parts.schema';

const CartTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/));

const text = (label: string, max: number) =>
  v.pipe(
    v.string(M.required(label)),
    v.trim(),
    v.nonEmpty(M.required(label)),
    v.maxLength(max, M.tooLong(label, max)),
  );

const kana = (label: string) => v.pipe(text(label, 50), v.regex(/^[ァ-ヶー・　 ]+$/, M.kana));

/** Postal code: 3 digits, optional hyphen, 4 digits; stored without the hyphen. */
export const PostalCodeSchema = v.pipe(
  v.string(M.required(M.postalCodeLabel)),
  v.trim(),
  v.regex(/^\d{3}-?\d{4}$/, M.postalCode),
  v.transform((s) => s.replace('-', '')),
);

/** Phone: 0 then 9-10 digits, or 0 then three hyphenated groups (spec §5). */
export const PhoneSchema = v.pipe(
  v.string(M.required(M.phoneLabel)),
  v.trim(),
  v.nonEmpty(M.required(M.phoneLabel)),
  v.regex(/^(0\d{9,10}|0\d{1,4}-\d{1,4}-\d{1,4})$/, M.phone),
);

/** A delivery address as the checkout forms send it. */
export const AddressInputSchema = v.object({
  last_name: text(M.lastName, 50),
  first_name: text(M.firstName, 50),
  last_name_kana: kana(M.lastNameKana),
  first_name_kana: kana(M.firstNameKana),
  postal_code: PostalCodeSchema,
  prefecture: v.picklist(PREFECTURES, M.prefecture),
  city: text(M.city, 100),
  address1: text(M.address1, 100),
  address2: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(100, M.tooLong(M.address2, 100))),
    '',
  ),
  phone_number: PhoneSchema,
});
export type AddressInput = v.InferOutput<typeof AddressInputSchema>;

/** The orderer: an address plus the e-mail the confirmation goes to. */
export const OrdererInputSchema = v.object({
  ...AddressInputSchema.entries,
  email: v.pipe(
    v.string(M.required(M.emailLabel)),
    v.trim(),
    v.nonEmpty(M.required(M.emailLabel)),
    v.email(M.email),
    v.maxLength(254),
  ),
});
export type OrdererInput = v.InferOutput<typeof OrdererInputSchema>;

/** `PATCH /v1/carts/order/modify`: orderer and/or payment method. */
export const OrderModifyBodySchema = v.object({
  token: CartTokenSchema,
  orderer: v.optional(OrdererInputSchema),
  payment_id: v.optional(recordId()),
  /** The provider's card token (never card data) when paying by card. */
  card_token: v.optional(v.pipe(v.string(), v.regex(/^tok_[A-Za-z0-9_-]{8,64}$/))),
  /** A member's saved card (instead of a new token). */
  user_card_id: v.optional(recordId()),
});

/** `PATCH /v1/carts/shippings/modify`: where and how the order is delivered. */
export const ShippingModifyBodySchema = v.object({
  token: CartTokenSchema,
  same_as_orderer: v.optional(v.boolean(), false),
  address: v.optional(AddressInputSchema),
  user_address_id: v.optional(recordId()),
  delivery_id: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1, M.delivery),
    v.maxValue(3, M.delivery),
  ),
  delivery_date: v.optional(
    v.nullable(v.pipe(v.string(), v.maxLength(10, M.deliveryDate), v.isoDate(M.deliveryDate))),
  ),
  delivery_time: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(32)))),
  /** Which shipment ("1" when left out). */
  shipping_key: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, M.shipmentUnknown)), '1'),
});
export type ShippingModifyBody = v.InferOutput<typeof ShippingModifyBodySchema>;

/** `PATCH /v1/carts/shippings/reset`. */
export const ShippingResetBodySchema = v.object({
  token: CartTokenSchema,
  is_removing_address: v.optional(v.boolean()),
  /** Removes only this further shipment (its items go back to shipment "1"). */
  shipping_key: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, M.shipmentUnknown))),
});

/** `PATCH /v1/carts/other/modify`: remarks for the shop. */
export const OtherModifyBodySchema = v.object({
  token: CartTokenSchema,
  remarks: v.pipe(v.string(), v.maxLength(500, M.tooLong(M.remarks, 500))),
});

/** `POST /v1/carts/{token}/decision` body: what the shopper saw and agreed to. */
export const DecisionBodySchema = v.object({
  total_payment: v.pipe(v.number(), v.integer()),
  payment_id: recordId(),
});
export type DecisionBody = v.InferOutput<typeof DecisionBodySchema>;

/** Answer of a successful decision. */
export const DecisionResultSchema = v.object({
  order_no: v.string(),
  guest_token: v.string(),
  total_payment: v.number(),
});
export type DecisionResult = v.InferOutput<typeof DecisionResultSchema>;

/** One delivery time slot. */
export const TimeSlotSchema = v.object({ key: v.string(), label: v.string() });

/** `GET /v1/shipping-leadtime/carts/{token}`: deliveries, the date window and time slots. */
export const LeadtimeSchema = v.object({
  /** The shipment this lead time is for. */
  shipping_key: v.optional(v.string()),
  /** A gift's lead time: the gift shipment's id, by which the spec (§3) matches it. */
  order_shipping_id: v.optional(v.string()),
  /** That shipment's packing (gift wrap, のし), when it has one. */
  packing_key: v.optional(v.nullable(v.string())),
  deliveries: v.array(
    v.object({ id: v.number(), name: v.string(), is_date_selectable: v.boolean() }),
  ),
  earliest_date: v.string(),
  latest_date: v.string(),
  unavailable_dates: v.array(v.string()),
  time_slots: v.array(TimeSlotSchema),
  cutoff_time: v.string(),
});
export type Leadtime = v.InferOutput<typeof LeadtimeSchema>;

/** Query of `GET /v1/business-dates/monthly/calendar/front`: the end on or after the start (§5). */
export const CalendarQuerySchema = v.pipe(
  v.object({
    startDate: optionalIsoDate(M.calendarStart),
    endDate: optionalIsoDate(M.calendarEnd),
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (q) => isEndOnOrAfterStart(q.startDate, q.endDate),
      FIELD_MESSAGES.endBeforeStart(M.calendarEnd, M.calendarStart),
    ),
    ['endDate'],
  ),
);

/** One day of the business calendar. */
export const BusinessDateSchema = v.object({
  date: v.string(),
  is_holiday: v.boolean(),
  name: v.nullable(v.string()),
});
export type BusinessDate = v.InferOutput<typeof BusinessDateSchema>;

/** A payment method as the cart offers it. */
export const PaymentSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  fee: v.number(),
  description: v.string(),
  kind: v.string(),
  limit_amount: v.nullable(v.number()),
  is_available: v.boolean(),
  unavailable_reason: v.nullable(v.string()),
  /** The member's saved cards, on the card method only. */
  saved_cards: v.optional(
    v.array(
      v.object({
        id: v.number(),
        brand: v.string(),
        last4: v.string(),
        expiration: v.string(),
        is_main: v.boolean(),
      }),
    ),
  ),
});
export type Payment = v.InferOutput<typeof PaymentSchema>;

/** Bank account shown for 事前銀行振込. */
export const BankAccountSchema = v.object({
  bank: v.string(),
  branch: v.string(),
  type: v.string(),
  number: v.string(),
  holder: v.string(),
  due_days: v.number(),
});

/** `GET /v1/carts/order/{orderNo}`: the placed order for the complete page. */
export const PlacedOrderSchema = v.object({
  order_no: v.string(),
  ordered_at: v.string(),
  email: v.string(),
  payment_id: v.number(),
  payment_name: v.string(),
  total_payment: v.number(),
  bank_account: v.nullable(BankAccountSchema),
  /** Gift wrap and のし per shipment. */
  packings: v.optional(v.array(CartPackingSchema)),
  /** Accessories ordered with a line (e.g. gift wrapping). */
  accessories: v.optional(
    v.array(v.object({ name: v.string(), quantity: v.number(), parent_name: v.string() })),
  ),
  lines: v.array(
    v.object({
      name: v.string(),
      variant_name: v.string(),
      quantity: v.number(),
      unit_price_with_tax: v.number(),
    }),
  ),
  /** Each shipment (お届け先1, お届け先2 ...) with its lines. */
  shippings: v.optional(
    v.array(
      v.object({
        key: v.string(),
        label: v.string(),
        address: v.nullable(StoredAddressSchema),
        delivery_name: v.string(),
        delivery_date: v.nullable(v.string()),
        delivery_time_label: v.nullable(v.string()),
        carriage: v.nullable(v.number()),
        /** Sent as the social gift (no address: the recipient gives it). */
        is_social_gift: v.optional(v.boolean()),
        lines: v.array(
          v.object({ name: v.string(), variant_name: v.string(), quantity: v.number() }),
        ),
      }),
    ),
  ),
  /** The social gift of the order: link, status, expiry (never the recipient's name or address). */
  social_gift: v.optional(SocialGiftSummarySchema),
});
export type PlacedOrder = v.InferOutput<typeof PlacedOrderSchema>;

/** `PATCH /v1/carts/coupons/add`. */
export const CouponAddBodySchema = v.object({
  token: CartTokenSchema,
  code: v.pipe(v.string(M.couponRequired), v.trim(), v.nonEmpty(M.couponRequired), v.maxLength(64)),
});

/** `PATCH /v1/carts/coupons/delete`. */
export const CouponDeleteBodySchema = v.object({
  token: CartTokenSchema,
  code: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

/** `PATCH /v1/carts/point`: points to use (0 clears). */
export const PointBodySchema = v.object({
  token: CartTokenSchema,
  point: v.pipe(
    v.number(M.pointsInteger),
    v.integer(M.pointsInteger),
    v.minValue(0, M.pointsInteger),
  ),
});

/** `GET /v1/ecommerce_events/{id}`: the cart token the event was recorded with (only its recorder reads it). */
export const EcommerceEventReadQuerySchema = v.object({
  token: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

/** The largest `args` of an ecommerce event, in UTF-8 bytes of its JSON: a purchase's items fit. */
export const EVENT_ARGS_MAX_BYTES = 8192;

/** Size of a value's JSON in UTF-8 bytes (a kanji is three bytes, not one character). */
const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).byteLength;

/** `POST /v1/ecommerce_events`: a storefront event (name, free arguments, the cart token). */
export const EcommerceEventBodySchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64), v.regex(/^[a-z0-9_]+$/)),
  args: v.optional(
    v.pipe(
      v.record(v.string(), v.unknown()),
      v.check(
        (args) => jsonBytes(args) <= EVENT_ARGS_MAX_BYTES,
        M.eventArgsTooLarge(EVENT_ARGS_MAX_BYTES),
      ),
    ),
    {},
  ),
  token: v.optional(v.nullable(CartTokenSchema)),
  logreco_rcmd_ct: v.optional(
    v.nullable(
      v.union([
        v.pipe(v.string(), v.maxLength(64)),
        v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 31 - 1)),
      ]),
    ),
  ),
});

/** What an event post answers: the stored id and a popup to show, if any. */
export const EcommerceEventResultSchema = v.object({
  id: v.number(),
  popup: v.nullable(v.unknown()),
});
