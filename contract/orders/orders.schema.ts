import * as v from 'valibot';
import { CartSchema, CartTokenSchema } from '../cart/cart.schema';
import { StoredAddressSchema } from '../cart/cart-parts.schema';
import { SocialGiftSummarySchema } from '../checkout/gift-parts.schema';
import { CartPackingSchema } from '../checkout/options.schema';
import { recordId } from '../shared/record-id.schema';
import { ORDER_MESSAGES as M } from './orders.messages';

/** Longest cancellation reason and memo kept. */
export const CANCEL_REASON_MAX = 500;
export const MEMO_MAX = 1000;

/** Order statuses as the API sends them (shown in Japanese by the screens). */
export const OrderStatusSchema = v.picklist(['new', 'shipped', 'delivered', 'cancelled']);
export type OrderStatus = v.InferOutput<typeof OrderStatusSchema>;

/** A shipment the shop has sent: when, the carrier and the link to the carrier's tracking page. */
export const ShipmentTrackingSchema = v.object({
  shipped_at: v.nullable(v.string()),
  carrier_name: v.nullable(v.string()),
  tracking_no: v.nullable(v.string()),
  tracking_url: v.nullable(v.string()),
});
export type ShipmentTracking = v.InferOutput<typeof ShipmentTrackingSchema>;

/** One shipment as the order list shows it. */
export const OrderShipmentSummarySchema = v.object({
  label: v.string(),
  name: v.string(),
  address: v.string(),
  delivery_date: v.nullable(v.string()),
  ...ShipmentTrackingSchema.entries,
});

/** One order of `GET /v1/me/orders` (spec §3 "Order list"). */
export const OrderSummarySchema = v.object({
  id: v.number(),
  order_no: v.string(),
  ordered_at: v.string(),
  status: OrderStatusSchema,
  is_cancellable: v.boolean(),
  total_payment: v.number(),
  payment_name: v.string(),
  shippings: v.array(OrderShipmentSummarySchema),
  /** The newest memo's text, if any. */
  memo: v.nullable(v.string()),
});
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;

/** `GET /v1/me/orders`: one page of orders, newest first, and the total of all orders. */
export const OrderListSchema = v.object({
  data: v.array(OrderSummarySchema),
  user_order_total_payment: v.number(),
});
export type OrderList = v.InferOutput<typeof OrderListSchema>;

/** A member's memo on an order. */
export const MemoSchema = v.object({
  id: v.number(),
  order_id: v.number(),
  body: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Memo = v.InferOutput<typeof MemoSchema>;

/** One ordered line with its accessories (e.g. gift wrapping). */
export const OrderLineSchema = v.object({
  id: v.number(),
  name: v.string(),
  variant_name: v.string(),
  /** The product's key for a link back to it; null when the product no longer exists. */
  product_key: v.nullable(v.string()),
  /** The ordered variant (the cart's `product_id`); null when it no longer exists. */
  variant_id: v.nullable(v.number()),
  /** The product's first picture, a URL path of the shop; null when the product is gone. */
  image_path: v.nullable(v.string()),
  quantity: v.number(),
  tax_rate: v.number(),
  unit_price_with_tax: v.number(),
  amount_with_tax: v.number(),
  accessories: v.array(
    v.object({ name: v.string(), quantity: v.number(), amount_with_tax: v.number() }),
  ),
});

/** One shipment of an order: where, how, when, and what goes there. */
export const OrderShipmentSchema = v.object({
  key: v.string(),
  label: v.string(),
  address: v.nullable(StoredAddressSchema),
  delivery_name: v.string(),
  delivery_date: v.nullable(v.string()),
  delivery_time_label: v.nullable(v.string()),
  carriage: v.nullable(v.number()),
  lines: v.array(v.object({ name: v.string(), variant_name: v.string(), quantity: v.number() })),
  ...ShipmentTrackingSchema.entries,
});

/** The money of an order: discounts, fees and tax by rate, all tax included. */
export const OrderTotalsSchema = v.object({
  goods_with_tax: v.number(),
  carriage: v.number(),
  payment_fee: v.number(),
  packing_fee: v.number(),
  coupon_discount: v.number(),
  point_discount: v.number(),
  total_tax: v.number(),
  total_payment: v.number(),
  amount_by_tax_rate: v.array(
    v.object({ rate: v.number(), amount_with_tax: v.number(), tax: v.number() }),
  ),
});

/** `GET /v1/me/orders/{id}` and the answer of a cancellation. */
export const OrderDetailSchema = v.object({
  ...OrderSummarySchema.entries,
  cancel_reason: v.nullable(v.string()),
  cancelled_at: v.nullable(v.string()),
  /** A warning to show after cancelling (spec §4 "Orders"), or null. */
  cancel_only_ecd_key: v.nullable(v.string()),
  payment_id: v.number(),
  coupon_code: v.nullable(v.string()),
  points_used: v.number(),
  points_earned: v.number(),
  lines: v.array(OrderLineSchema),
  packings: v.array(CartPackingSchema),
  shipments: v.array(OrderShipmentSchema),
  totals: OrderTotalsSchema,
  memos: v.array(MemoSchema),
  /** The gift's state when the order is a social gift (never the recipient's name or address). */
  social_gift: v.optional(v.nullable(SocialGiftSummarySchema)),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

/** Paging of the member's lists (10 a page unless told). */
export const OrderPageQuerySchema = v.object({
  page: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number), v.minValue(1)),
    '1',
  ),
  per: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100)),
    '10',
  ),
});

/** `PUT /v1/me/orders/{id}/cancel`. */
export const CancelBodySchema = v.object({
  cancel_reason: v.pipe(
    v.string(M.cancelReasonRequired),
    v.trim(),
    v.nonEmpty(M.cancelReasonRequired),
    v.maxLength(CANCEL_REASON_MAX, M.cancelReasonMax(CANCEL_REASON_MAX)),
  ),
});
export type CancelBody = v.InferOutput<typeof CancelBodySchema>;

const memoBody = v.pipe(
  v.string(M.memoRequired),
  v.trim(),
  v.nonEmpty(M.memoRequired),
  v.maxLength(MEMO_MAX, M.memoMax(MEMO_MAX)),
);

/** `POST /v1/memos`. */
export const MemoCreateBodySchema = v.object({ order_id: recordId(), body: memoBody });
/** `PATCH /v1/memos/{id}`. */
export const MemoUpdateBodySchema = v.object({ body: memoBody });

/** `POST /v1/me/orders/{id}/reorder`: the order's lines (all, or the `line_ids`) into the cart `token`. */
export const ReorderBodySchema = v.object({
  token: CartTokenSchema,
  line_ids: v.optional(v.pipe(v.array(recordId()), v.minLength(1), v.maxLength(100))),
});
export type ReorderBody = v.InferOutput<typeof ReorderBodySchema>;

/** What became of one line bought again: added, sold out (or short), no longer sold, or over the line limit. */
export const ReorderOutcomeSchema = v.picklist(['added', 'sold_out', 'not_sold', 'over_limit']);
export type ReorderOutcome = v.InferOutput<typeof ReorderOutcomeSchema>;

/** One ordered line bought again, with the price then and now (tax included; null when not sold). */
export const ReorderLineSchema = v.object({
  line_id: v.number(),
  name: v.string(),
  variant_name: v.string(),
  quantity: v.number(),
  outcome: ReorderOutcomeSchema,
  ordered_unit_price_with_tax: v.number(),
  unit_price_with_tax: v.nullable(v.number()),
});
export type ReorderLine = v.InferOutput<typeof ReorderLineSchema>;

/** The answer of a reorder: the cart as it is now and what became of each line. */
export const ReorderSchema = v.object({ cart: CartSchema, lines: v.array(ReorderLineSchema) });
export type Reorder = v.InferOutput<typeof ReorderSchema>;
