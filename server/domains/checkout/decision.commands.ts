import { randomBytes } from 'node:crypto';
import { CHECKOUT_MESSAGES as M } from '../../../src/lib/checkout/checkout.messages';
import type { DecisionBody } from '../../../src/lib/checkout/checkout.schema';
import { SHIPMENT_MESSAGES as S } from '../../../src/lib/checkout/shipments.messages';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import type { Db, Tx } from '../../db/client';
import { ApiException } from '../../http/errors';
import type { Channel } from '../../http/types';
import { enqueueMail } from '../../jobs/mail';
import { audience } from '../../services/mail/mail-rules';
import {
  accessoryStock,
  type CartLineRow,
  type CartRow,
  type CartViewer,
  cartTotals,
  FIRST_SHIPMENT,
  fieldError,
  isSelling,
  loadPricedCart,
  requireCart,
  shipmentsOf,
} from '../cart/index';
import {
  assertPaymentUsable,
  authorisedCard,
  type CardAtDecision,
  captureCard,
  paymentProvider,
} from '../payments/index';
import {
  cartDecisionKey,
  type Decision,
  filledShipments,
  type OrderRow,
  orderShipments,
  requestHash,
} from './decision.model';
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
import { orderHooks } from './order-hooks';
import { orderConfirmationMail } from './placed-order.messages';
import { type FoundOrder, orderMailData } from './placed-order.model';
import { spendPromotions } from './promotions.commands';
import { reserveStock } from './stock.queries';

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
  await orderHooks().checkGiftOrder(tx, cart, lines, payment.kind);
  return { lines, pricing, payment };
}

/** Turns a ready cart into an order: stock taken atomically, amounts frozen, cart emptied. */
async function placeOrder(
  tx: Tx,
  channel: Channel,
  cart: CartRow,
  body: DecisionBody,
  paid: CardAtDecision,
) {
  const { lines, pricing, payment } = await checkReady(tx, channel, cart, body);
  const totals = cartTotals(cart, lines, pricing);
  if (totals.totalPayment !== body.total_payment) {
    throw fieldError('total_payment', M.totalChanged);
  }
  // No order without a successful card result: authorised (3-D Secure passed) for this exact total.
  const card = payment.kind === 'card' ? authorisedCard(cart, paid, totals.totalPayment) : null;
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
  await orderHooks().recordOrderPoints(tx, {
    userId: cart.userId,
    orderId: order.id,
    used: totals.pointDiscount,
    goodsWithTax: totals.goodsWithTax,
    couponDiscount: totals.couponDiscount,
  });
  if (cart.userId !== null) {
    const spend = { userId: cart.userId, channelId: channel.id, orderId: order.id };
    const { benefit } = totals;
    await orderHooks().spendAllowance(tx, {
      ...spend,
      amount: benefit.points,
      items: benefit.items,
    });
  }
  await orderHooks().createOrderGift(tx, channel, order, checkout, payment.kind);
  const placedLines = await insertOrderLines(tx, order.id, lines);
  await writeOrderOptions(tx, order.id, lines, placedLines, pricing.options, card?.id);
  await closeCart(tx, cart.id, order.orderNo);
  return { order, lines };
}

/** Queues the order confirmation in the order's transaction: it goes out only if the order commits. */
async function queueOrderMail(tx: Tx, channel: Channel, order: OrderRow): Promise<void> {
  const found = await findPlacedOrder(tx, channel, order.orderNo, {
    token: order.guestToken ?? '',
  });
  const mail = orderMailData(order, found, channel.siteName);
  await enqueueMail(tx, {
    ...orderConfirmationMail({ ...mail, receiptUrl: orderHooks().receiptUrl(order) }),
    ...audience('order_confirmation', order.userId),
  });
}

/** `POST /v1/carts/{token}/decision`: exactly one order per key and per cart (key derived from the cart when not sent). */
export async function decide(
  db: Db,
  channel: Channel,
  token: string,
  viewer: CartViewer,
  sentKey: string | undefined,
  body: DecisionBody,
): Promise<Decision> {
  const hash = requestHash(token, body);
  const paid = await captureBefore(db, channel, token, viewer, sentKey, body);
  try {
    return await db.transaction(async (tx) => {
      // The cart row lock queues double clicks and second tabs behind the first decision.
      const cart = await requireCart(tx, channel, token, viewer, true);
      const key = sentKey ?? cartDecisionKey(cart.id);
      const seen = await findOrderRequest(tx, key);
      if (seen) {
        if (seen.bodyHash !== hash) throw fieldError('idempotency_key', M.idempotencyMismatch);
        const order: OrderRow | undefined = await findOrderById(tx, seen.orderId);
        if (!order) throw orderNotFound();
        return { order, replayed: true, lines: [] };
      }
      if (cart.orderNo) {
        const done = await findOrderByNo(tx, cart.orderNo);
        if (done) {
          await insertOrderRequest(tx, { key, cartId: cart.id, bodyHash: hash, orderId: done.id });
          return { order: done, replayed: true, lines: [] };
        }
      }
      const placed = await placeOrder(tx, channel, cart, body, paid);
      await insertOrderRequest(tx, {
        key,
        cartId: cart.id,
        bodyHash: hash,
        orderId: placed.order.id,
      });
      await queueOrderMail(tx, channel, placed.order);
      return { ...placed, replayed: false };
    });
  } catch (error) {
    // No order took the payment captured for it: refund it in full.
    if (paid.captured) await paymentProvider(db).cancel(paid.captured.id);
    throw error;
  }
}

/**
 * Asks the provider about the cart's card and captures it before the decision's transaction (no
 * row lock waits on the provider); a cart already decided, or decided under this key, is left alone.
 */
async function captureBefore(
  db: Db,
  channel: Channel,
  token: string,
  viewer: CartViewer,
  sentKey: string | undefined,
  body: DecisionBody,
): Promise<CardAtDecision> {
  const cart = await requireCart(db, channel, token, viewer);
  const decided = await findOrderRequest(db, sentKey ?? cartDecisionKey(cart.id));
  if (decided || cart.orderNo || !(await readyToOrder(db, channel, cart, body))) {
    return { live: null, captured: null };
  }
  return captureCard(db, cart, body.total_payment);
}

/**
 * Whether the cart passes the decision's checks as it stands (read only), so a card is captured
 * only for a decision that should go through; when not, the decision itself answers why.
 */
async function readyToOrder(db: Db, channel: Channel, cart: CartRow, body: DecisionBody) {
  try {
    return await db.transaction(async (tx) => {
      const { lines, pricing, payment } = await checkReady(tx, channel, cart, body);
      const total = cartTotals(cart, lines, pricing).totalPayment;
      return payment.kind === 'card' && total === body.total_payment;
    });
  } catch {
    return false;
  }
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
