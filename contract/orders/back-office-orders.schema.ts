import * as v from 'valibot';
import { StoredAddressSchema } from '../cart/cart-parts.schema';
import { AddressInputSchema } from '../checkout/checkout.schema';
import { BACK_OFFICE_ORDER_MESSAGES as M } from './back-office-orders.messages';
import { CARRIERS } from './carriers.model';
import { OrderStatusSchema } from './orders.schema';

const positive = (max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1), v.maxValue(max));
const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, M.dateFormat));

/** Query of `GET /v1/admin/orders`; unknown keys are ignored. */
export const AdminOrderListQuerySchema = v.object({
  /** Order number, name, kana, e-mail or phone: which one is told from its shape. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, M.keywordMax))),
  from: v.optional(day),
  to: v.optional(day),
  status: v.optional(OrderStatusSchema),
  payment_id: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number))),
  channel: v.optional(v.pipe(v.string(), v.maxLength(64))),
  sort: v.optional(v.picklist(['ordered_at', 'total_payment', 'order_no']), 'ordered_at'),
  order: v.optional(v.picklist(['asc', 'desc']), 'desc'),
  page: v.optional(positive(100000), '1'),
  per: v.optional(positive(200), '50'),
});
/** The order list's search, filters, sort and page. */
export type AdminOrderListQuery = v.InferOutput<typeof AdminOrderListQuerySchema>;

/** A row of the back office's order list. */
export const AdminOrderListItemSchema = v.object({
  id: v.number(),
  order_no: v.string(),
  ordered_at: v.string(),
  status: OrderStatusSchema,
  channel: v.string(),
  orderer_name: v.string(),
  orderer_kana: v.string(),
  email: v.string(),
  phone: v.string(),
  payment_id: v.number(),
  payment_name: v.string(),
  paid_at: v.nullable(v.string()),
  total_payment: v.number(),
  shipment_count: v.number(),
  shipped_count: v.number(),
});
/** A row of the back office's order list. */
export type AdminOrderListItem = v.InferOutput<typeof AdminOrderListItemSchema>;

/** One shipment of an order as the shop sees it. */
export const AdminShipmentSchema = v.object({
  key: v.string(),
  label: v.string(),
  name: v.string(),
  postal_code: v.string(),
  address: v.string(),
  phone: v.string(),
  /** The address field by field (the change form starts from it); null for a gift not yet addressed. */
  address_fields: v.nullable(StoredAddressSchema),
  delivery_name: v.string(),
  delivery_date: v.nullable(v.string()),
  delivery_time_label: v.nullable(v.string()),
  social_gift: v.boolean(),
  lines: v.array(v.object({ name: v.string(), variant_name: v.string(), quantity: v.number() })),
  wrapping: v.nullable(v.string()),
  noshi: v.nullable(v.string()),
  noshi_name: v.nullable(v.string()),
  shipped_at: v.nullable(v.string()),
  carrier: v.nullable(v.picklist(CARRIERS)),
  tracking_no: v.nullable(v.string()),
  tracking_url: v.nullable(v.string()),
});

/** `GET /v1/admin/orders/{id}`: the order whole, with the `version` its actions are based on. */
export const AdminOrderSchema = v.object({
  id: v.number(),
  order_no: v.string(),
  version: v.number(),
  status: OrderStatusSchema,
  channel: v.string(),
  ordered_at: v.string(),
  paid_at: v.nullable(v.string()),
  cancelled_at: v.nullable(v.string()),
  cancel_reason: v.nullable(v.string()),
  payment: v.object({ id: v.number(), name: v.string(), kind: v.string() }),
  card: v.nullable(v.object({ intent_id: v.string(), status: v.nullable(v.string()) })),
  refund: v.nullable(v.object({ idempotency_key: v.string(), amount: v.number(), at: v.string() })),
  orderer: v.object({
    name: v.string(),
    kana: v.string(),
    email: v.string(),
    phone: v.string(),
    postal_code: v.string(),
    address: v.string(),
  }),
  member: v.nullable(v.object({ id: v.number(), name: v.string(), email: v.string() })),
  lines: v.array(
    v.object({
      name: v.string(),
      variant_name: v.string(),
      unit_price: v.number(),
      tax_rate: v.number(),
      quantity: v.number(),
      accessory_of: v.nullable(v.string()),
    }),
  ),
  shipments: v.array(AdminShipmentSchema),
  coupon_code: v.nullable(v.string()),
  points_used: v.number(),
  totals: v.object({
    product: v.number(),
    tax: v.number(),
    carriage: v.number(),
    payment_fee: v.number(),
    discount: v.number(),
    payment: v.number(),
  }),
  remarks: v.nullable(v.string()),
  memos: v.array(
    v.object({ id: v.number(), author: v.string(), body: v.string(), created_at: v.string() }),
  ),
  history: v.array(
    v.object({
      kind: v.picklist(['placed', 'paid', 'shipped', 'cancelled', 'refunded', 'shipment_changed']),
      at: v.string(),
      actor: v.nullable(v.string()),
      detail: v.record(v.string(), v.unknown()),
    }),
  ),
  /** What the shop may do now (the server checks again under the order's lock). */
  can: v.object({ mark_paid: v.boolean(), ship: v.boolean(), cancel: v.boolean() }),
});
/** The order whole as the back office shows it. */
export type AdminOrder = v.InferOutput<typeof AdminOrderSchema>;

const version = v.pipe(v.number(M.versionRequired), v.integer(M.versionRequired));

/** `POST /v1/admin/orders/{id}/paid`. */
export const MarkPaidBodySchema = v.object({ version });

/** `POST /v1/admin/orders/{id}/shipments/{key}/ship`. */
export const ShipBodySchema = v.object({
  version,
  carrier: v.picklist(CARRIERS, M.carrierChoice),
  tracking_no: v.pipe(
    v.string(M.trackingRequired),
    v.trim(),
    v.nonEmpty(M.trackingRequired),
    v.maxLength(40, M.trackingRequired),
  ),
});
/** A shipment's carrier and tracking number. */
export type ShipBody = v.InferOutput<typeof ShipBodySchema>;

/** `POST /v1/admin/orders/{id}/cancel`. */
export const AdminCancelBodySchema = v.object({
  version,
  reason: v.pipe(
    v.string(M.reasonRequired),
    v.trim(),
    v.nonEmpty(M.reasonRequired),
    v.maxLength(500, M.reasonMax),
  ),
});

/** `POST /v1/admin/orders/{id}/memos`. */
export const StaffMemoBodySchema = v.object({
  body: v.pipe(
    v.string(M.memoRequired),
    v.trim(),
    v.nonEmpty(M.memoRequired),
    v.maxLength(1000, M.memoMax),
  ),
});

/**
 * `PATCH /v1/admin/orders/{id}/shipments/{key}`: a new address (checked as checkout checks it),
 * delivery date (null: none chosen; checked against the shop calendar) or time slot, before the
 * shipment leaves.
 */
export const ShipmentChangeBodySchema = v.pipe(
  v.object({
    version,
    address: v.optional(AddressInputSchema),
    delivery_date: v.optional(v.nullable(day)),
    delivery_time: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(16)))),
  }),
  v.check(
    (b) =>
      b.address !== undefined || b.delivery_date !== undefined || b.delivery_time !== undefined,
    M.changeNothing,
  ),
);
/** A shipment's new address, date or time slot. */
export type ShipmentChangeBody = v.InferOutput<typeof ShipmentChangeBodySchema>;

/** The carriers' CSV formats: Yamato's B2クラウド and Sagawa's e飛伝Ⅱ. */
export const CARRIER_CSV_FORMATS = ['yamato-b2', 'sagawa-ehiden'] as const;
/** One of CARRIER_CSV_FORMATS. */
export type CarrierCsvFormat = (typeof CARRIER_CSV_FORMATS)[number];

const format = v.picklist(CARRIER_CSV_FORMATS, M.csvFormatChoice);

/** Query of `GET /v1/admin/shipments.csv`: the carrier's format and the order list's filters. */
export const CarrierCsvQuerySchema = v.object({ ...AdminOrderListQuerySchema.entries, format });

/** Query of `POST /v1/admin/shipments/tracking-import`: which carrier's file the body is. */
export const TrackingImportQuerySchema = v.object({ format });

/** What a tracking-number import answers. */
export const TrackingImportResultSchema = v.object({ shipped: v.number(), message: v.string() });
