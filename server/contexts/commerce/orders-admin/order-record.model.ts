import { formatPostalCode } from '../../../../contract/checkout/checkout.model';
import type { CartPacking } from '../../../../contract/checkout/options.schema';
import type {
  AdminOrder,
  AdminOrderListItem,
} from '../../../../contract/orders/back-office-orders.schema';
import { type Carrier, isCarrier, trackingUrl } from '../../../../contract/orders/carriers.model';
import type { Actor } from '../../../http/types';
import { type OrderLineRow, type PlacedShipment, placedShipments } from '../checkout/index';
import type { OrderListRow } from './order-list.queries';
import type { OrderHead, OrderParts, OrderRow } from './order-record.queries';

type Orderer = Record<string, string>;

const fullName = (o: Orderer | null, suffix = '') =>
  `${o?.[`last_name${suffix}`] ?? ''} ${o?.[`first_name${suffix}`] ?? ''}`.trim();
const addressOf = (a: Orderer | null) =>
  a ? `${a.prefecture ?? ''}${a.city ?? ''}${a.address1 ?? ''} ${a.address2 ?? ''}`.trim() : '';
const ADDRESS_FIELDS = [
  'last_name',
  'first_name',
  'last_name_kana',
  'first_name_kana',
  'postal_code',
  'prefecture',
  'city',
  'address1',
  'address2',
  'phone_number',
] as const;
/** A stored address with every field a string (an older order may lack one). */
const addressFields = (a: Orderer) =>
  Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, a[k] ?? ''])) as Record<
    (typeof ADDRESS_FIELDS)[number],
    string
  >;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Who acted, as the order's history and memos name them. */
export function actorName(actor: Actor, tokenLabel: string): string {
  return actor.kind === 'staff' ? actor.email : tokenLabel;
}

/** The shipments of an order as stored (with their keys). */
export function shipmentsOf(order: Pick<OrderRow, 'shippings'>, lines: OrderLineRow[] = []) {
  return placedShipments(order.shippings, lines);
}

/** Whether every shipment of the order has been sent. */
export const allShipped = (shipments: PlacedShipment[]) =>
  shipments.length > 0 && shipments.every((s) => s.shippedAt !== null);

/** What the shop may do with an order in its state (checked again under the row's lock). */
export function allowedActions(order: OrderRow, paymentKind: string) {
  const shipments = shipmentsOf(order);
  const open = order.status === 'new';
  const paid = paymentKind !== 'bank' || order.paidAt !== null;
  return {
    mark_paid: order.status !== 'cancelled' && paymentKind === 'bank' && order.paidAt === null,
    ship: open && paid && shipments.some((s) => s.shippedAt === null),
    cancel: open && !shipments.some((s) => s.shippedAt !== null),
  };
}

/** A row of the back office's order list. */
export function toListItem(row: OrderListRow): AdminOrderListItem {
  const orderer = row.orderer ?? null;
  return {
    id: row.id,
    order_no: row.orderNo,
    ordered_at: row.orderedAt.toISOString(),
    status: row.status,
    channel: row.channelId,
    orderer_name: fullName(orderer),
    orderer_kana: fullName(orderer, '_kana'),
    email: row.email ?? orderer?.email ?? '',
    phone: orderer?.phone_number ?? '',
    payment_id: row.paymentId,
    payment_name: row.paymentName,
    paid_at: iso(row.paidAt),
    total_payment: row.totalPayment,
    shipment_count: row.shipmentCount,
    shipped_count: row.shippedCount,
  };
}

const trackingOf = (s: PlacedShipment) => {
  const carrier: Carrier | null = isCarrier(s.carrier) ? s.carrier : null;
  return {
    shipped_at: s.shippedAt,
    carrier,
    tracking_no: s.trackingNo,
    tracking_url: carrier && s.trackingNo ? trackingUrl(carrier, s.trackingNo) : null,
  };
};

/** The shop's view of one shipment, with its gift wrap and のし. */
function toShipment(s: PlacedShipment, packings: CartPacking[]): AdminOrder['shipments'][number] {
  const packing = packings.find((p) => p.shipping_key === s.key);
  const a = (s.address ?? null) as Orderer | null;
  return {
    key: s.key,
    label: s.label,
    name: fullName(a),
    postal_code: a?.postal_code ? formatPostalCode(a.postal_code) : '',
    address: addressOf(a),
    phone: a?.phone_number ?? '',
    address_fields: a ? addressFields(a) : null,
    delivery_name: s.deliveryName,
    delivery_date: s.deliveryDate,
    delivery_time_label: s.deliveryTimeLabel,
    social_gift: s.socialGift,
    lines: s.lines.map(({ line, quantity }) => ({
      name: line.productName,
      variant_name: line.variantName,
      quantity,
    })),
    wrapping: packing ? packing.wrapping_name : null,
    noshi: packing ? packing.noshi_label : null,
    noshi_name: packing?.noshi_name || null,
    ...trackingOf(s),
  };
}

/** The order's history: placed, then what the shop recorded (paid, shipped, cancelled, refunded). */
function historyOf(order: OrderRow, parts: OrderParts): AdminOrder['history'] {
  const placed = {
    kind: 'placed' as const,
    at: order.orderedAt.toISOString(),
    actor: null,
    detail: {},
  };
  const recorded = parts.events.map((e) => ({
    kind: e.kind,
    at: e.at.toISOString(),
    actor: e.actor,
    detail: e.detail,
  }));
  // A cancellation made elsewhere (by the member, the gift sweep) has no event of its own.
  const cancelledElsewhere =
    order.cancelledAt && !recorded.some((e) => e.kind === 'cancelled')
      ? [
          {
            kind: 'cancelled' as const,
            at: order.cancelledAt.toISOString(),
            actor: null,
            detail: { reason: order.cancelReason ?? '' },
          },
        ]
      : [];
  return [placed, ...recorded, ...cancelledElsewhere].sort((x, y) => x.at.localeCompare(y.at));
}

/** The order whole as the back office shows it. */
export function toAdminOrder(
  head: OrderHead,
  parts: OrderParts,
  packings: CartPacking[],
  cardStatus: string | null,
): AdminOrder {
  const { order } = head;
  const orderer = order.orderer ?? null;
  const names = new Map(parts.lines.map((l) => [l.id, l.productName]));
  return {
    id: order.id,
    order_no: order.orderNo,
    version: order.version,
    status: order.status,
    channel: order.channelId,
    ordered_at: order.orderedAt.toISOString(),
    paid_at: iso(order.paidAt),
    cancelled_at: iso(order.cancelledAt),
    cancel_reason: order.cancelReason,
    payment: { id: order.paymentId, name: head.paymentName, kind: head.paymentKind },
    card: parts.card ? { intent_id: parts.card.intentId, status: cardStatus } : null,
    refund: parts.refund
      ? {
          idempotency_key: parts.refund.idempotencyKey,
          amount: parts.refund.amount,
          at: parts.refund.createdAt.toISOString(),
        }
      : null,
    orderer: {
      name: fullName(orderer),
      kana: fullName(orderer, '_kana'),
      email: order.email ?? orderer?.email ?? '',
      phone: orderer?.phone_number ?? '',
      postal_code: orderer?.postal_code ? formatPostalCode(orderer.postal_code) : '',
      address: addressOf(orderer),
    },
    member: parts.member
      ? {
          id: parts.member.id,
          name: `${parts.member.lastName} ${parts.member.firstName}`.trim(),
          email: parts.member.email,
        }
      : null,
    lines: parts.lines.map((l) => ({
      name: l.productName,
      variant_name: l.variantName,
      unit_price: l.unitPrice,
      tax_rate: l.taxRate,
      quantity: l.quantity,
      accessory_of: l.parentId === null ? null : (names.get(l.parentId) ?? null),
    })),
    shipments: shipmentsOf(order, parts.lines).map((s) => toShipment(s, packings)),
    coupon_code: order.couponCode,
    points_used: order.pointsUsed,
    totals: {
      product: order.totalProduct,
      tax: order.totalTax,
      carriage: order.totalCarriage,
      payment_fee: order.paymentFee,
      discount: order.totalDiscount,
      payment: order.totalPayment,
    },
    remarks: order.remarks,
    memos: parts.memos.map((m) => ({
      id: m.id,
      author: m.author,
      body: m.body,
      created_at: m.createdAt.toISOString(),
    })),
    history: historyOf(order, parts),
    can: allowedActions(order, head.paymentKind),
  };
}
