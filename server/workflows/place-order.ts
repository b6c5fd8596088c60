/**
 * Placing an order (`POST /v1/carts/{token}/decision`) from start to end: the cart is read and
 * priced once, the card is captured outside any transaction, and one transaction turns the locked
 * cart into an order, calling each context through its steps in the order the business needs. A card
 * captured for an order that was not placed is refunded here.
 */
import { isDeepStrictEqual } from 'node:util';
import type { DecisionBody } from '../../contract/checkout/checkout.schema';
import {
  authorisedCard,
  type CardAtDecision,
  type CardProvider,
  type CartRow,
  type CartViewer,
  captureCard,
  cartDecisionKey,
  cartTotals,
  checkGiftOrder,
  checkOrderable,
  checkTotal,
  closeOrder,
  createOrderGift,
  type Decision,
  guestReceiptUrl,
  intentHeldByOrder,
  loadPricedCart,
  lockCartById,
  type OrderTotals,
  openOrder,
  type PaymentProvider,
  type PricedCart,
  priorDecision,
  requestHash,
  requireCart,
  usableCart,
  usablePayment,
  wasDecided,
} from '../contexts/commerce/steps';
import { recordOrderPoints, spendAllowance } from '../contexts/identity/steps';
import type { Db, Tx } from '../db/client';
import type { Channel } from '../http/types';

/** What one decision asks for: the cart's token, who asks, the key it is sent under, the body. */
export type OrderRequest = {
  token: string;
  viewer: CartViewer;
  sentKey: string | undefined;
  body: DecisionBody;
};

/** What the checks found the priced cart ready for: the payment and the totals; or why not. */
type Readiness = { payment: { kind: string }; totals: OrderTotals } | { refused: unknown };

const NO_CARD: CardAtDecision = { live: null, captured: null, capturedNow: false };

/**
 * Every check a cart must pass to become an order, on the cart as priced: the checkout's own
 * (selling, goods, orderer, addresses, payment), the payment method's, and a gift's.
 */
async function checkReady(tx: Tx, channel: Channel, priced: PricedCart, body: DecisionBody) {
  checkOrderable(channel, priced, body);
  const payment = await usablePayment(tx, priced, priced.cart.paymentId ?? 0);
  await checkGiftOrder(tx, priced.cart, priced.lines, payment.kind);
  return { payment, totals: cartTotals(priced.cart, priced.lines, priced.pricing) };
}

/** The checks' verdict without throwing, in a read-only transaction of its own. */
async function readiness(
  db: Db,
  channel: Channel,
  priced: PricedCart,
  body: DecisionBody,
): Promise<Readiness> {
  try {
    return await db.transaction((tx) => checkReady(tx, channel, priced, body));
  } catch (refused) {
    return { refused };
  }
}

/**
 * `POST /v1/carts/{token}/decision`: exactly one order per key and per cart (the key derived from
 * the cart when none is sent).
 */
export async function placeOrder(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  request: OrderRequest,
): Promise<Decision> {
  const { token, viewer, body } = request;
  const hash = requestHash(token, body);
  const cart = await requireCart(db, channel, token, viewer);
  const key = request.sentKey ?? cartDecisionKey(cart.id);
  const priced: PricedCart = { cart, ...(await loadPricedCart(db, cart)) };
  const ready = (await wasDecided(db, cart, key))
    ? undefined
    : await readiness(db, channel, priced, body);
  // The card is captured only for a decision that should go through, before any row lock.
  const paid =
    ready && !('refused' in ready) && ready.payment.kind === 'card'
      ? await captureIfTotal(cards(db), cart, ready.totals, body)
      : NO_CARD;
  try {
    return await db.transaction(async (tx) => {
      // The cart row lock queues double clicks and second tabs behind the first decision.
      const locked = usableCart(await lockCartById(tx, cart.id), channel, viewer);
      const prior = await priorDecision(tx, locked, key, hash);
      if (prior) return prior;
      const unchanged = isDeepStrictEqual(locked, cart);
      const now = unchanged ? priced : { cart: locked, ...(await loadPricedCart(tx, locked)) };
      const verdict = unchanged && ready ? ready : await checkReady(tx, channel, now, body);
      if ('refused' in verdict) throw verdict.refused;
      return await writeOrder(tx, channel, now, verdict, paid, { key, hash, body });
    });
  } catch (error) {
    if (paid.captured && paid.capturedNow) await refundUnheld(db, cards, paid.captured.id);
    throw error;
  }
}

/**
 * Refunds in full a payment this attempt captured and no order took. Another attempt of the same
 * cart may have taken it (`captureCard` reuses a capture) and written its order: then it stays.
 * When the database cannot say (it went away, so no order can have been written either), the
 * refund is tried; if the provider cannot be reached either, the retry takes the capture.
 */
async function refundUnheld(db: Db, cards: CardProvider, intentId: string): Promise<void> {
  const held = await intentHeldByOrder(db, intentId).catch(() => false);
  if (!held) await cards(db).cancel(intentId);
}

/** Captures the cart's card when the total the shopper confirmed is the cart's total. */
async function captureIfTotal(
  provider: PaymentProvider,
  cart: CartRow,
  totals: OrderTotals,
  body: DecisionBody,
): Promise<CardAtDecision> {
  if (totals.totalPayment !== body.total_payment) return NO_CARD;
  return captureCard(provider, cart, body.total_payment);
}

/**
 * Inside the decision's transaction: the order with its stock, points, shareholder allowance, gift,
 * lines, closed cart, request record and confirmation mail.
 */
async function writeOrder(
  tx: Tx,
  channel: Channel,
  priced: PricedCart,
  ready: { payment: { kind: string }; totals: OrderTotals },
  paid: CardAtDecision,
  sent: { key: string; hash: string; body: DecisionBody },
): Promise<Decision> {
  const { cart } = priced;
  const { payment, totals } = ready;
  checkTotal(totals, sent.body);
  // No order without a successful card result: authorised (3-D Secure passed) for this exact total.
  const card = payment.kind === 'card' ? authorisedCard(cart, paid, totals.totalPayment) : null;
  const order = await openOrder(tx, channel, priced, totals, sent.body);
  await recordOrderPoints(tx, {
    userId: cart.userId,
    orderId: order.id,
    used: totals.pointDiscount,
    goodsWithTax: totals.goodsWithTax,
    couponDiscount: totals.couponDiscount,
  });
  if (cart.userId !== null) {
    await spendAllowance(tx, {
      userId: cart.userId,
      channelId: channel.id,
      orderId: order.id,
      amount: totals.benefit.points,
      items: totals.benefit.items,
    });
  }
  await createOrderGift(tx, channel, order, cart.checkout, payment.kind);
  return closeOrder(tx, channel, priced, order, {
    key: sent.key,
    hash: sent.hash,
    cardId: card?.id,
    receiptUrl: guestReceiptUrl(order),
  });
}
