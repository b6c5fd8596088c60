import { and, asc, eq } from 'drizzle-orm';
import { BANK_ACCOUNT, PAYMENT_IDS } from '../../../src/lib/checkout/checkout.constants';
import { CHECKOUT_MESSAGES as M } from '../../../src/lib/checkout/checkout.messages';
import type { PlacedOrder } from '../../../src/lib/checkout/checkout.schema';
import { isPacked, packingText } from '../../../src/lib/checkout/options.logic';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { withTax } from '../../../src/lib/shared/money';
import type { Db } from '../../db/client';
import { orderLines, orders, payments } from '../../db/schema/index';
import { ApiException } from '../../http/errors';
import type { Channel } from '../../http/types';
import { orderTotals } from '../../services/totals';
import { loadOrderOptions } from './accessories.order';
import type { OrderRow } from './decision.service';
import type { OrderMailData } from './order-mail';
import { addressText, placedShipments } from './shipments.placed';

const notFound = () => new ApiException(404, ERROR_CODES.notFound, undefined, M.orderNotFound);

/** An order of this channel by number, readable with its guest token or by its member. */
export async function findPlacedOrder(
  db: Db,
  channel: Channel,
  orderNo: string,
  access: { token?: string; userId?: number },
) {
  const [row] = await db
    .select({ order: orders, paymentName: payments.name })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(and(eq(orders.orderNo, orderNo), eq(orders.channelId, channel.id)))
    .limit(1);
  if (!row) throw notFound();
  const byToken = !!access.token && row.order.guestToken === access.token;
  const byMember = access.userId !== undefined && row.order.userId === access.userId;
  if (!byToken && !byMember) throw notFound();
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, row.order.id))
    .orderBy(asc(orderLines.id));
  return { ...row, lines, ...(await loadOrderOptions(db, row.order.id, lines)) };
}

/** The complete page's view of an order. */
export function toPlacedOrder(found: Awaited<ReturnType<typeof findPlacedOrder>>): PlacedOrder {
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
export function orderMailData(
  order: OrderRow,
  found: Awaited<ReturnType<typeof findPlacedOrder>>,
  shopName: string,
): OrderMailData {
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
      name: `${l.productName}（${l.variantName}）`,
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
      shipTo: addressText(s.address),
      delivery: `${s.deliveryName} お届け日：${s.deliveryDate ?? '指定なし'} 時間帯：${s.deliveryTimeLabel ?? '指定なし'}`,
      lines:
        shipments.length > 1
          ? s.lines.map(
              ({ line, quantity }) => `${line.productName}（${line.variantName}） × ${quantity}`,
            )
          : [],
    })),
  };
}
