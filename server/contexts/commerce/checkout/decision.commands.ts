import { randomBytes } from 'node:crypto';
import { CHECKOUT_MESSAGES as M } from '../../../../contract/checkout/checkout.messages';
import type { DecisionBody } from '../../../../contract/checkout/checkout.schema';
import { SHIPMENT_MESSAGES as S } from '../../../../contract/checkout/shipments.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Channel } from '../../../http/types';
import { enqueueMail } from '../../../jobs/mail';
import { audience } from '../../../services/mail/mail-rules';
import { reserveStock } from '../../catalogue/api';
import {
  accessoryStock,
  type CartLineRow,
  type CartPricing,
  type CartRow,
  type cartTotals,
  FIRST_SHIPMENT,
  fieldError,
  isSelling,
  shipmentsOf,
} from '../cart/index';
import { type Decision, filledShipments, type OrderRow, orderShipments } from './decision.model';
import {
  closeCart,
  findChannelOrder,
  findOrderById,
  findOrderByNo,
  findOrderRequest,
  insertOrder,
  insertOrderLines,
  insertOrderRequest,
  loadOrderOptions,
  orderLinesOf,
  writeOrderOptions,
} from './order.queries';
import { orderConfirmationMail } from './placed-order.messages';
import { type FoundOrder, orderMailData } from './placed-order.model';
import { spendPromotions } from './promotions.commands';

const orderNotFound = () => new ApiException(404, ERROR_CODES.notFound, undefined, M.orderNotFound);

/** 422 unless every shipment that holds goods has an address (shipments left empty are dropped). */
export function checkShipments(cart: CartRow, lines: CartLineRow[]): void {
  const ready = filledShipments(cart, lines);
  if (ready.length === 0) throw fieldError('shipping', M.noShipping);
  const position = shipmentsOf(cart.checkout).map((s) => s.key);
  for (const { shipment } of ready) {
    if (shipment.address || shipment.socialGift) continue;
    const label = S.label(String(position.indexOf(shipment.key) + 1));
    throw fieldError(
      'shipping',
      shipment.key === FIRST_SHIPMENT ? M.noShipping : S.noAddress(label),
    );
  }
}

/** A cart with its lines and pricing, read and priced once by the workflow that places its order. */
export type PricedCart = { cart: CartRow; lines: CartLineRow[]; pricing: CartPricing };

/** The order's totals as the cart's pricing gives them. */
export type OrderTotals = ReturnType<typeof cartTotals>;

/**
 * 422 unless the priced cart can become an order with the payment the body names: the shop is
 * selling, the cart holds goods, an orderer and an address for every shipment with goods.
 */
export function checkOrderable(channel: Channel, priced: PricedCart, body: DecisionBody): void {
  const { cart, lines } = priced;
  if (!isSelling(channel))
    throw new ApiException(422, ERROR_CODES.notSale, undefined, M.notSelling);
  if (lines.length === 0) throw fieldError('cart', M.emptyCart);
  if (!cart.checkout.orderer) throw fieldError('orderer', M.noOrderer);
  checkShipments(cart, lines);
  if (!cart.paymentId || cart.paymentId !== body.payment_id)
    throw fieldError('payment_id', M.noPayment);
}

/** 422 when the total the shopper confirmed is no longer the cart's total. */
export function checkTotal(totals: OrderTotals, body: DecisionBody): void {
  if (totals.totalPayment !== body.total_payment) {
    throw fieldError('total_payment', M.totalChanged);
  }
}

/**
 * Whether a decision under `key` (or the cart itself) was already made, read without a lock: the
 * workflow then leaves the card alone and lets the transaction answer the replay.
 */
export async function wasDecided(db: Db, cart: CartRow, key: string): Promise<boolean> {
  return !!cart.orderNo || !!(await findOrderRequest(db, key));
}

/**
 * The earlier decision this request repeats, inside the decision's transaction on the locked cart:
 * the same key (409-free replay; 422 when it promised another body), or the cart already ordered.
 */
export async function priorDecision(
  tx: Tx,
  cart: CartRow,
  key: string,
  hash: string,
): Promise<Decision | null> {
  const seen = await findOrderRequest(tx, key);
  if (seen) {
    if (seen.bodyHash !== hash) throw fieldError('idempotency_key', M.idempotencyMismatch);
    const order: OrderRow | undefined = await findOrderById(tx, seen.orderId);
    if (!order) throw orderNotFound();
    return { order, replayed: true, lines: [] };
  }
  if (!cart.orderNo) return null;
  const done = await findOrderByNo(tx, cart.orderNo);
  if (!done) return null;
  await insertOrderRequest(tx, { key, cartId: cart.id, bodyHash: hash, orderId: done.id });
  return { order: done, replayed: true, lines: [] };
}

/**
 * Takes the stock of the priced cart (its lines and accessories, atomically; 422 when sold out),
 * spends its points and coupon, and writes the order with its frozen amounts.
 */
export async function openOrder(
  tx: Tx,
  channel: Channel,
  priced: PricedCart,
  totals: OrderTotals,
  body: DecisionBody,
): Promise<OrderRow> {
  const { cart, lines, pricing } = priced;
  const stock = await reserveStock(tx, [
    ...lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity, name: l.product.name })),
    ...accessoryStock(pricing.options),
  ]);
  if (!stock.ok) {
    throw new ApiException(
      422,
      ERROR_CODES.outOfStock,
      { stock: [M.soldOut(stock.name)] },
      M.soldOut(stock.name),
    );
  }
  await spendPromotions(tx, cart, totals);
  const { checkout } = cart;
  const shipping = checkout.shipping;
  return insertOrder(tx, {
    channelId: channel.id,
    userId: cart.userId,
    paymentId: body.payment_id,
    deliveryId: shipping?.deliveryId ?? 3,
    totalProduct: totals.totalProduct,
    totalTax: totals.totalTax,
    totalCarriage: totals.totalCarriage,
    totalDiscount: totals.totalDiscount,
    totalPayment: totals.totalPayment,
    pointsUsed: totals.pointDiscount,
    paymentFee: totals.paymentFee,
    couponCode: totals.couponDiscount > 0 ? (checkout.couponCode ?? null) : null,
    remarks: checkout.remarks ?? null,
    guestToken: randomBytes(24).toString('base64url'),
    email: checkout.orderer?.email ?? null,
    orderer: checkout.orderer ?? null,
    shippings: orderShipments(cart, lines, pricing.rule),
  });
}

/** What closing an order records: the request that placed it, and the receipt link for its mail. */
export type OrderClosing = { key: string; hash: string; cardId?: string; receiptUrl?: string };

/**
 * Writes the order's lines and accessories, empties the cart, records the request under its key
 * and queues the confirmation mail, all in the decision's transaction.
 */
export async function closeOrder(
  tx: Tx,
  channel: Channel,
  priced: PricedCart,
  order: OrderRow,
  closing: OrderClosing,
): Promise<Decision> {
  const { cart, lines, pricing } = priced;
  const placedLines = await insertOrderLines(tx, order.id, lines);
  await writeOrderOptions(tx, order.id, lines, placedLines, pricing.options, closing.cardId);
  await closeCart(tx, cart.id, order.orderNo);
  await insertOrderRequest(tx, {
    key: closing.key,
    cartId: cart.id,
    bodyHash: closing.hash,
    orderId: order.id,
  });
  await queueOrderMail(tx, channel, order, closing.receiptUrl);
  return { order, lines, replayed: false };
}

/** Queues the order confirmation in the order's transaction: it goes out only if the order commits. */
async function queueOrderMail(
  tx: Tx,
  channel: Channel,
  order: OrderRow,
  receiptUrl: string | undefined,
): Promise<void> {
  const found = await findPlacedOrder(tx, channel, order.orderNo, {
    token: order.guestToken ?? '',
  });
  const mail = orderMailData(order, found, channel.siteName);
  await enqueueMail(tx, {
    ...orderConfirmationMail({ ...mail, receiptUrl }),
    ...audience('order_confirmation', order.userId),
  });
}

/** An order of this channel by number, readable with its guest token or by its member. */
export async function findPlacedOrder(
  db: Db,
  channel: Channel,
  orderNo: string,
  access: { token?: string; userId?: number },
): Promise<FoundOrder> {
  const row = await findChannelOrder(db, channel.id, orderNo);
  if (!row) throw orderNotFound();
  const byToken = !!access.token && row.order.guestToken === access.token;
  const byMember = access.userId !== undefined && row.order.userId === access.userId;
  if (!byToken && !byMember) throw orderNotFound();
  const lines = await orderLinesOf(db, row.order.id);
  return { ...row, lines, ...(await loadOrderOptions(db, row.order.id, lines)) };
}
