import { productImageUrl } from '../../../../contract/catalog/product-pictures';
import type { CartPacking } from '../../../../contract/checkout/options.schema';
import { carrierName, isCarrier, trackingUrl } from '../../../../contract/orders/carriers.model';
import type {
  Memo,
  OrderDetail,
  OrderSummary,
  ShipmentTracking,
} from '../../../../contract/orders/orders.schema';
import { withTax } from '../../../../contract/shared/money';
import type { orderMemos } from '../../../db/schema/index';
import type { LineProduct } from '../../catalogue/api';
import { orderTotals } from '../cart/index';
import { type OrderLineRow, type PlacedShipment, placedShipments } from '../checkout/index';
import type { MemberOrder } from './orders.queries';

type MemoRow = typeof orderMemos.$inferSelect;

/** The warning shown after cancelling, by payment kind (keys of the screens' catalogue). */
const CANCEL_WARNINGS: Record<string, string> = {
  deferred: 'deferred',
  bank: 'bank',
  card: 'card',
};

/**
 * An address on one line: prefecture to building.
 * @example oneLine({ prefecture: '東京都', city: '世田谷区', address1: '太子堂4-12-8', address2: '' }) // '東京都世田谷区太子堂4-12-8'
 */
export function oneLine(a: Record<string, string> | null): string {
  if (!a) return '';
  return `${a.prefecture ?? ''}${a.city ?? ''}${a.address1 ?? ''} ${a.address2 ?? ''}`.trim();
}

/** A shipment's tracking as the member sees it: the carrier's name and tracking page once sent. */
export function shipmentTracking(s: PlacedShipment): ShipmentTracking {
  const known = isCarrier(s.carrier) && s.trackingNo ? s.carrier : null;
  return {
    shipped_at: s.shippedAt,
    carrier_name: known ? carrierName(known) : null,
    tracking_no: known ? s.trackingNo : null,
    tracking_url: known && s.trackingNo ? trackingUrl(known, s.trackingNo) : null,
  };
}

/** A memo as the API sends it. */
export function toMemo(m: MemoRow): Memo {
  return {
    id: m.id,
    order_id: m.orderId,
    body: m.body,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

/** An order as the order list shows it; `memos` are the order's, oldest first. */
export function toOrderSummary(
  row: MemberOrder,
  lines: OrderLineRow[],
  memos: MemoRow[],
): OrderSummary {
  const { order } = row;
  return {
    id: order.id,
    order_no: order.orderNo,
    ordered_at: order.orderedAt.toISOString(),
    status: order.status,
    is_cancellable: order.status === 'new' && order.isCancellable,
    total_payment: order.totalPayment,
    payment_name: row.paymentName,
    shippings: placedShipments(order.shippings, lines).map((s) => ({
      label: s.label,
      name: `${s.address?.last_name ?? ''} ${s.address?.first_name ?? ''}`.trim(),
      address: oneLine(s.address),
      delivery_date: s.deliveryDate,
      ...shipmentTracking(s),
    })),
    memo: memos.at(-1)?.body ?? null,
  };
}

const isFee = (l: OrderLineRow) =>
  l.variantId === null && l.parentId === null && l.productId === null;
const amountOf = (l: OrderLineRow) => withTax(l.unitPrice, l.taxRate) * l.quantity;

/** The money of an order, worked out again from its frozen lines, carriage, fee and discounts. */
export function orderMoney(
  order: MemberOrder['order'],
  lines: OrderLineRow[],
): OrderDetail['totals'] {
  const couponDiscount = order.totalDiscount - order.pointsUsed;
  const totals = orderTotals(
    lines.map((l) => ({ unitPrice: l.unitPrice, taxRate: l.taxRate, quantity: l.quantity })),
    { freeThreshold: Number.POSITIVE_INFINITY, defaultFee: order.totalCarriage, perPrefecture: {} },
    {
      carriage: order.totalCarriage,
      couponDiscount,
      pointDiscount: order.pointsUsed,
      paymentFee: order.paymentFee,
    },
  );
  return {
    goods_with_tax: lines.filter((l) => !isFee(l)).reduce((sum, l) => sum + amountOf(l), 0),
    packing_fee: lines.filter(isFee).reduce((sum, l) => sum + amountOf(l), 0),
    carriage: order.totalCarriage,
    payment_fee: order.paymentFee,
    coupon_discount: couponDiscount,
    point_discount: order.pointsUsed,
    total_tax: order.totalTax,
    total_payment: order.totalPayment,
    amount_by_tax_rate: totals.rates.map((r) => ({
      rate: r.rate,
      amount_with_tax: r.amountWithTax,
      tax: r.tax,
    })),
  };
}

/** The goods an order lists (not accessories or fees), all or only the lines of `ids`. */
export function goodsLines(lines: OrderLineRow[], ids?: number[]): OrderLineRow[] {
  const goods = lines.filter((l) => l.parentId === null && !isFee(l));
  return ids ? goods.filter((l) => ids.includes(l.id)) : goods;
}

/** A line's product today: key, variant and picture (null when the product is gone). */
function lineLink(line: OrderLineRow, products: LineProduct[]) {
  const product = products.find((p) => p.id === line.productId);
  return {
    product_key: product?.key ?? null,
    variant_id: product ? line.variantId : null,
    image_path: product ? (product.imagePath ?? productImageUrl(product.key, 1)) : null,
  };
}

/** The order detail screen's view of a member's order; `products` are its lines' products today. */
export function toOrderDetail(
  row: MemberOrder,
  lines: OrderLineRow[],
  packings: CartPacking[],
  memos: MemoRow[],
  pointsEarned: number,
  products: LineProduct[],
): OrderDetail {
  const { order } = row;
  const goods = goodsLines(lines);
  return {
    ...toOrderSummary(row, lines, memos),
    cancel_reason: order.cancelReason,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    cancel_only_ecd_key:
      order.status === 'cancelled' ? (CANCEL_WARNINGS[row.paymentKind] ?? null) : null,
    payment_id: order.paymentId,
    coupon_code: order.couponCode,
    points_used: order.pointsUsed,
    points_earned: pointsEarned,
    lines: goods.map((l) => ({
      id: l.id,
      name: l.productName,
      variant_name: l.variantName,
      ...lineLink(l, products),
      quantity: l.quantity,
      tax_rate: l.taxRate,
      unit_price_with_tax: withTax(l.unitPrice, l.taxRate),
      amount_with_tax: amountOf(l),
      accessories: lines
        .filter((a) => a.parentId === l.id)
        .map((a) => ({ name: a.productName, quantity: a.quantity, amount_with_tax: amountOf(a) })),
    })),
    packings,
    shipments: placedShipments(order.shippings, lines).map((s) => ({
      key: s.key,
      label: s.label,
      address: (s.address as OrderDetail['shipments'][number]['address']) ?? null,
      delivery_name: s.deliveryName,
      delivery_date: s.deliveryDate,
      delivery_time_label: s.deliveryTimeLabel,
      carriage: s.carriage,
      lines: s.lines.map(({ line, quantity }) => ({
        name: line.productName,
        variant_name: line.variantName,
        quantity,
      })),
      ...shipmentTracking(s),
    })),
    totals: orderMoney(order, lines),
    memos: memos.map(toMemo),
  };
}
