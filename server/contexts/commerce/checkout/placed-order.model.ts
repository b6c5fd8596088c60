import { formatPostalCode } from '../../../../contract/checkout/checkout.model';
import type { PlacedOrder } from '../../../../contract/checkout/checkout.schema';
import {
  BANK_ACCOUNT,
  DELIVERY_NAMES,
  PAYMENT_IDS,
  TIME_SLOTS,
} from '../../../../contract/checkout/checkout-constants';
import { isPacked, packingText } from '../../../../contract/checkout/options.model';
import type { CartPacking } from '../../../../contract/checkout/options.schema';
import { SHIPMENT_MESSAGES as S } from '../../../../contract/checkout/shipments.messages';
import {
  FORMATS,
  PUNCTUATION,
  postalAddressText,
} from '../../../../contract/shared/common.messages';
import { withTax } from '../../../../contract/shared/money';
import type { orderLines } from '../../../db/schema/index';
import { orderTotals } from '../cart/index';
import type { OrderRow } from './decision.model';
import {
  GIFT_SHIPMENT_MAIL,
  type OrderMailData,
  PLACED_ORDER_MESSAGES as P,
} from './placed-order.messages';

/** A line of a placed order as stored. */
export type OrderLineRow = typeof orderLines.$inferSelect;

/** A placed order as read for its complete page and mail: the row, payment name, lines and options. */
export type FoundOrder = {
  order: OrderRow;
  paymentName: string;
  lines: OrderLineRow[];
  packings: CartPacking[];
  accessories: { name: string; quantity: number; parent_name: string }[];
};

/** One shipment of a placed order with its order lines, ready to show. */
export type PlacedShipment = {
  key: string;
  label: string;
  address: Record<string, string> | null;
  deliveryName: string;
  deliveryDate: string | null;
  deliveryTimeLabel: string | null;
  carriage: number | null;
  /** Sent as the order's social gift: the recipient gives the address and date. */
  socialGift: boolean;
  lines: { line: OrderLineRow; quantity: number }[];
  /** When the shop sent it, and with which carrier and tracking number (null until then). */
  shippedAt: string | null;
  carrier: string | null;
  trackingNo: string | null;
};

type Stored = {
  key?: string;
  address?: Record<string, string> | null;
  deliveryId?: number;
  deliveryDate?: string | null;
  deliveryTime?: string | null;
  carriage?: number;
  socialGift?: { message: string };
  lines?: { variantId: number; quantity: number }[];
  shippedAt?: string;
  carrier?: string;
  trackingNo?: string;
};

/**
 * The shipments of a placed order, labelled お届け先1, お届け先2 ... (a lone one just お届け先).
 * Orders recorded before shipments carried their lines hold every line (not accessories) in their one shipment.
 */
export function placedShipments(
  stored: Record<string, unknown>[] | null,
  lines: OrderLineRow[],
): PlacedShipment[] {
  const list = (stored ?? []) as Stored[];
  return list.map((s, i) => ({
    key: s.key ?? String(i + 1),
    label: list.length > 1 ? S.label(String(i + 1)) : S.single,
    address: s.address ?? null,
    deliveryName: DELIVERY_NAMES[Number(s.deliveryId)] ?? '',
    deliveryDate: s.deliveryDate ?? null,
    deliveryTimeLabel: TIME_SLOTS.find((t) => t.key === s.deliveryTime)?.label ?? null,
    carriage: s.carriage ?? null,
    socialGift: !!s.socialGift,
    lines: s.lines
      ? s.lines.flatMap((p) => {
          const line = lines.find((l) => l.variantId === p.variantId && l.parentId === null);
          return line ? [{ line, quantity: p.quantity }] : [];
        })
      : lines.filter((l) => l.parentId === null).map((line) => ({ line, quantity: line.quantity })),
    shippedAt: s.shippedAt ?? null,
    carrier: s.carrier ?? null,
    trackingNo: s.trackingNo ?? null,
  }));
}

/** An address on one line of text: 〒, prefecture to building, then the name. */
export function addressText(a: Record<string, string> | null): string {
  if (!a) return '';
  const where = postalAddressText(formatPostalCode(a.postal_code ?? ''), {
    prefecture: a.prefecture ?? '',
    city: a.city ?? '',
    address1: a.address1 ?? '',
    address2: a.address2 ?? '',
  });
  return `${where}\n${FORMATS.honorific(`${a.last_name ?? ''} ${a.first_name ?? ''}`)}`;
}

/** The complete page's view of an order. */
export function toPlacedOrder(found: FoundOrder): PlacedOrder {
  const { order } = found;
  return {
    order_no: order.orderNo,
    ordered_at: order.orderedAt.toISOString(),
    email: order.email ?? '',
    payment_id: order.paymentId,
    payment_name: found.paymentName,
    total_payment: order.totalPayment,
    bank_account: order.paymentId === PAYMENT_IDS.bank ? { ...BANK_ACCOUNT } : null,
    packings: found.packings,
    accessories: found.accessories,
    lines: found.lines.map((l) => ({
      name: l.productName,
      variant_name: l.variantName,
      quantity: l.quantity,
      unit_price_with_tax: withTax(l.unitPrice, l.taxRate),
    })),
    shippings: placedShipments(order.shippings, found.lines).map((s) => ({
      key: s.key,
      label: s.label,
      address: (s.address as PlacedShipmentAddress) ?? null,
      delivery_name: s.deliveryName,
      delivery_date: s.deliveryDate,
      delivery_time_label: s.deliveryTimeLabel,
      carriage: s.carriage,
      is_social_gift: s.socialGift,
      lines: s.lines.map(({ line, quantity }) => ({
        name: line.productName,
        variant_name: line.variantName,
        quantity,
      })),
    })),
  };
}

type PlacedShipmentAddress = NonNullable<PlacedOrder['shippings']>[number]['address'];

/** Mail data of a freshly placed order. */
export function orderMailData(order: OrderRow, found: FoundOrder, shopName: string): OrderMailData {
  const o = (order.orderer ?? {}) as Record<string, string>;
  const shipments = placedShipments(order.shippings, found.lines);
  // The frozen carriage stands in for the rule so the breakdown matches the order's total.
  const { rates } = orderTotals(
    found.lines.map((l) => ({ unitPrice: l.unitPrice, taxRate: l.taxRate, quantity: l.quantity })),
    { freeThreshold: Number.POSITIVE_INFINITY, defaultFee: order.totalCarriage, perPrefecture: {} },
    {
      couponDiscount: order.totalDiscount - order.pointsUsed,
      pointDiscount: order.pointsUsed,
      paymentFee: order.paymentFee,
    },
  );
  return {
    to: order.email ?? '',
    name: `${o.last_name ?? ''} ${o.first_name ?? ''}`.trim(),
    shopName,
    orderNo: order.orderNo,
    paymentId: order.paymentId,
    paymentName: found.paymentName,
    lines: found.lines.map((l) => ({
      name: `${l.productName}${PUNCTUATION.paren(l.variantName)}`,
      quantity: l.quantity,
      amountWithTax: withTax(l.unitPrice, l.taxRate) * l.quantity,
    })),
    rates: rates.map((r) => ({ rate: r.rate, amountWithTax: r.amountWithTax, tax: r.tax })),
    carriage: order.totalCarriage,
    fee: order.paymentFee,
    discount: order.totalDiscount,
    total: order.totalPayment,
    packings: found.packings.filter(isPacked).map(packingText),
    shipments: shipments.map((s) => ({
      label: s.label,
      // A gift has no address yet: the mail says who fills it in, never a blank line.
      shipTo: s.socialGift ? GIFT_SHIPMENT_MAIL.shipTo : addressText(s.address),
      delivery: s.socialGift
        ? GIFT_SHIPMENT_MAIL.delivery
        : P.delivery(s.deliveryName, s.deliveryDate, s.deliveryTimeLabel),
      lines:
        shipments.length > 1
          ? s.lines.map(
              ({ line, quantity }) =>
                `${line.productName}${PUNCTUATION.paren(line.variantName)} × ${quantity}`,
            )
          : [],
    })),
  };
}
