import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES as M } from '../../../src/lib/checkout/checkout.messages';
import type { DecisionBody, DecisionResult } from '../../../src/lib/checkout/checkout.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import type { Db, Tx } from '../../db/client';
import { cartLines, carts, orderLines, orderRequests, orders, users } from '../../db/schema/index';
import { ApiException } from '../../http/errors';
import type { Channel } from '../../http/types';
import { paymentProvider } from '../../services/payment-provider';
import { reserveStock } from '../../services/stock';
import { accessoryStock, writeOrderOptions } from './accessories.order';
import { jstDate } from './calendar';
import { authorisedCard } from './card.service';
import type { CartLineRow } from './cart-state';
import { cartTotals } from './carts.mapper';
import type { CartRow, CartViewer } from './carts.queries';
import { isSelling, requireCart } from './carts.service';
import { loadPricedCart } from './checkout.pricing';
import { fieldError } from './checkout.service';
import { spendCoupon } from './coupon-use';
import { assertPaymentUsable } from './payments.routes';
import { checkShipments, orderShipments } from './shipments.order';

/** A placed order row. */
export type OrderRow = typeof orders.$inferSelect;
/** What a decision produced: the order, and whether it was replayed from an earlier request. */
export type Decision = { order: OrderRow; replayed: boolean; lines: CartLineRow[] };

/** Hash of what a key promised: the cart and the body. */
export function requestHash(token: string, body: DecisionBody): string {
  const canonical = JSON.stringify({
    token,
    payment_id: body.payment_id,
    total: body.total_payment,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/** A new order number like OK-20261122-483920. */
export function newOrderNo(now = new Date()): string {
  return `OK-${jstDate(now).replaceAll('-', '')}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Tries this many random order numbers before giving up (one clash is already rare). */
const ORDER_NO_ATTEMPTS = 5;

/**
 * Inserts the order under a fresh random number. A number already taken is skipped with
 * ON CONFLICT DO NOTHING rather than caught, because a failed statement would abort the
 * whole PostgreSQL transaction and with it the stock already reserved.
 */
async function insertOrder(
  tx: Tx,
  values: Omit<typeof orders.$inferInsert, 'orderNo'>,
): Promise<OrderRow> {
  for (let attempt = 0; attempt < ORDER_NO_ATTEMPTS; attempt++) {
    const [order] = await tx
      .insert(orders)
      .values({ ...values, orderNo: newOrderNo() })
      .onConflictDoNothing({ target: orders.orderNo })
      .returning();
    if (order) return order;
  }
  throw new Error(`no free order number after ${ORDER_NO_ATTEMPTS} attempts`);
}

async function orderById(tx: Tx, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) throw new ApiException(404, ERROR_CODES.notFound, undefined, M.orderNotFound);
  return row;
}

/** Checks that the cart can become an order now; returns its lines, pricing and payment. */
async function checkReady(tx: Tx, channel: Channel, cart: CartRow, body: DecisionBody) {
  // The cart is already the viewer's (or a guest's), so its own member stands for the viewer.
  const viewer = cart.userId ?? undefined;
  if (!isSelling(channel))
    throw new ApiException(422, ERROR_CODES.notSale, undefined, M.notSelling);
  const { lines, pricing } = await loadPricedCart(tx, cart);
  if (lines.length === 0) throw fieldError('cart', M.emptyCart);
  if (!cart.checkout.orderer) throw fieldError('orderer', M.noOrderer);
  checkShipments(cart, lines);
  if (!cart.paymentId || cart.paymentId !== body.payment_id)
    throw fieldError('payment_id', M.noPayment);
  const payment = await assertPaymentUsable(tx, channel, cart.token, viewer, cart.paymentId);
  return { lines, pricing, payment };
}

/** Takes the used points off the member's balance (never below 0) and uses up a taken coupon. */
async function spendPromotions(
  tx: Tx,
  cart: CartRow,
  totals: { pointDiscount: number; couponDiscount: number },
) {
  if (totals.pointDiscount > 0 && cart.userId) {
    const spent = await tx
      .update(users)
      .set({ pointsBalance: sql`${users.pointsBalance} - ${totals.pointDiscount}` })
      .where(and(eq(users.id, cart.userId), gte(users.pointsBalance, totals.pointDiscount)))
      .returning({ id: users.id });
    if (spent.length === 0) throw fieldError('point', M.pointsOverBalance('—'));
  }
  if (totals.couponDiscount > 0 && cart.checkout.couponCode) {
    await spendCoupon(tx, cart, cart.checkout.couponCode);
  }
}

/** Turns a ready cart into an order: stock taken atomically, amounts frozen, cart emptied. */
async function placeOrder(tx: Tx, channel: Channel, cart: CartRow, body: DecisionBody) {
  const { lines, pricing, payment } = await checkReady(tx, channel, cart, body);
  const totals = cartTotals(cart, lines, pricing);
  if (totals.totalPayment !== body.total_payment) {
    throw fieldError('total_payment', M.totalChanged);
  }
  // No order without a successful card result: authorised (3-D Secure passed) for this exact total.
  const card = payment.kind === 'card' ? await authorisedCard(tx, cart, totals.totalPayment) : null;
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
  const order = await insertOrder(tx, {
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
  const placedLines = await tx
    .insert(orderLines)
    .values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.product.id,
        variantId: l.variantId,
        productName: l.product.name,
        variantName: l.variantName,
        unitPrice: l.product.price,
        taxRate: l.product.taxRate,
        quantity: l.quantity,
      })),
    )
    .returning({ id: orderLines.id, variantId: orderLines.variantId });
  await writeOrderOptions(tx, order.id, lines, placedLines, pricing.options, card?.id);
  if (card && !(await paymentProvider(tx).capture(card.id))) {
    throw fieldError('card_token', M.cardNotAuthorized);
  }
  await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
  await tx
    .update(carts)
    .set({ orderNo: order.orderNo, checkout: {}, paymentId: null })
    .where(eq(carts.id, cart.id));
  return { order, lines };
}

/** `POST /v1/carts/{token}/decision`: exactly one order per key and per cart. */
export async function decide(
  db: Db,
  channel: Channel,
  token: string,
  viewer: CartViewer,
  key: string,
  body: DecisionBody,
): Promise<Decision> {
  const hash = requestHash(token, body);
  return db.transaction(async (tx) => {
    // The cart row lock queues double clicks and second tabs behind the first decision.
    const cart = await requireCart(tx, channel, token, viewer, true);
    const [seen] = await tx.select().from(orderRequests).where(eq(orderRequests.key, key)).limit(1);
    if (seen) {
      if (seen.bodyHash !== hash) throw fieldError('idempotency_key', M.idempotencyMismatch);
      return { order: await orderById(tx, seen.orderId), replayed: true, lines: [] };
    }
    if (cart.orderNo) {
      const [done] = await tx
        .select()
        .from(orders)
        .where(eq(orders.orderNo, cart.orderNo))
        .limit(1);
      if (done) {
        await tx
          .insert(orderRequests)
          .values({ key, cartId: cart.id, bodyHash: hash, orderId: done.id });
        return { order: done, replayed: true, lines: [] };
      }
    }
    const placed = await placeOrder(tx, channel, cart, body);
    await tx
      .insert(orderRequests)
      .values({ key, cartId: cart.id, bodyHash: hash, orderId: placed.order.id });
    return { ...placed, replayed: false };
  });
}

/** The decision's answer body. */
export function toDecisionResult(order: OrderRow): DecisionResult {
  return {
    order_no: order.orderNo,
    guest_token: order.guestToken ?? '',
    total_payment: order.totalPayment,
  };
}
