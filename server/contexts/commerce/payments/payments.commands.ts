import { CARD_MESSAGES } from '../../../../contract/cards/cards.messages';
import { isCardExpired } from '../../../../contract/cards/cards.model';
import { CHECKOUT_MESSAGES as M } from '../../../../contract/checkout/checkout.messages';
import type { Db, Tx } from '../../../db/client';
import type { Channel } from '../../../http/types';
import type { CardProvider } from '../../../services/card-provider';
import {
  type CartLineRow,
  type CartPricing,
  type CartRow,
  type CartViewer,
  cartTotals,
  changeCheckout,
  fieldError,
  loadPricedCart,
  requireCart,
  withCheckout,
} from '../cart/index';
import { giftPaymentReason } from './gift-payment.model';
import type { CardPayment, PaymentProvider } from './payment-provider';
import { type PaymentRow, unavailableReason } from './payments.model';
import { findUserCard, listPayments, loadBuyer } from './payments.queries';

/** Where the 3-D Secure challenge sends the shopper back to. */
export const CARD_RETURN_URL = '/cart/confirm/';

/** Payment choices of a cart: each method with whether the cart may use it. */
export async function cartPayments(
  db: Db | Tx,
  channel: Channel,
  token: string,
  viewer: CartViewer,
) {
  const cart = await requireCart(db, channel, token, viewer);
  return paymentChoices(db, cart, await loadPricedCart(db, cart));
}

/** Each payment method with why the priced cart may not use it (none: usable). */
async function paymentChoices(
  db: Db | Tx,
  cart: CartRow,
  { lines, pricing }: { lines: CartLineRow[]; pricing: CartPricing },
) {
  const base = cartTotals(cart, lines, { ...pricing, payment: null }).totalPayment;
  const buyer = await loadBuyer(db, cart.userId);
  const all = await listPayments(db);
  return all.map((p) => ({
    row: p,
    reason: unavailableReason(p, base + p.fee, buyer) ?? giftPaymentReason(cart.checkout, p.kind),
  }));
}

/** The payment `paymentId` when it can pay for the priced cart; else the Japanese reason (422). */
export async function usablePayment(
  db: Db | Tx,
  priced: { cart: CartRow; lines: CartLineRow[]; pricing: CartPricing },
  paymentId: number,
): Promise<PaymentRow> {
  const choices = await paymentChoices(db, priced.cart, priced);
  const choice = choices.find((p) => p.row.id === paymentId);
  if (!choice) throw fieldError('payment_id', M.payment);
  if (choice.reason) throw fieldError('payment_id', choice.reason);
  return choice.row;
}

/** Throws the Japanese reason when `paymentId` cannot pay for this cart. */
export async function assertPaymentUsable(
  db: Db | Tx,
  channel: Channel,
  token: string,
  viewer: CartViewer,
  paymentId: number,
) {
  const cart = await requireCart(db, channel, token, viewer);
  return usablePayment(db, { cart, ...(await loadPricedCart(db, cart)) }, paymentId);
}

/** The tax-included total the cart would have with `payment`. */
async function totalWith(tx: Db | Tx, cart: CartRow, payment: PaymentRow): Promise<number> {
  const { lines, pricing } = await loadPricedCart(tx, cart);
  return cartTotals(cart, lines, { ...pricing, payment: { name: payment.name, fee: payment.fee } })
    .totalPayment;
}

/** Authorises the cart's total on a card token; a decline says so in Japanese and changes nothing. */
async function authorizeCard(
  db: Db,
  cards: CardProvider,
  cart: CartRow,
  payment: PaymentRow,
  token: string,
) {
  const intent = await cards(db).authorize(
    token,
    await totalWith(db, cart, payment),
    CARD_RETURN_URL,
  );
  if (!intent) throw fieldError('card_token', M.cardUnknown);
  if (intent.status === 'declined') throw fieldError('card_token', M.cardDeclined);
  return { intentId: intent.id, brand: intent.brand, last4: intent.last4 };
}

/** Authorises the cart's total on one of the member's saved cards (only the cart's own member). */
async function authorizeSavedCard(
  db: Db,
  cards: CardProvider,
  cart: CartRow,
  payment: PaymentRow,
  cardId: number,
  requester?: number,
) {
  if (!cart.userId || cart.userId !== requester) throw fieldError('user_card_id', M.cardNotFound);
  const saved = await findUserCard(db, cart.userId, cardId);
  if (!saved) throw fieldError('user_card_id', M.cardNotFound);
  if (isCardExpired(saved.expiration, new Date())) {
    throw fieldError('user_card_id', CARD_MESSAGES.expiredAtCheckout);
  }
  const display = { brand: saved.brand, last4: saved.last4 };
  const total = await totalWith(db, cart, payment);
  const intent = await cards(db).authorizeSaved(
    saved.providerToken,
    total,
    display,
    CARD_RETURN_URL,
  );
  if (!intent) throw fieldError('user_card_id', M.cardUnknown);
  if (intent.status === 'declined') throw fieldError('user_card_id', M.cardDeclined);
  return { intentId: intent.id, ...display };
}

/** How the shopper pays by card: a new provider token, or a saved card of theirs. */
export type CardChoice = { cardToken?: string; userCardId?: number; requester?: number };

/** Authorises a newly chosen card (token or saved card) on the cart's total, before the cart is locked. */
async function authorizeChoice(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  token: string,
  payment: PaymentRow,
  choice: CardChoice,
) {
  if (payment.kind !== 'card' || !(choice.cardToken || choice.userCardId)) return undefined;
  const cart = await requireCart(db, channel, token, choice.requester);
  if (choice.cardToken) return authorizeCard(db, cards, cart, payment, choice.cardToken);
  return authorizeSavedCard(db, cards, cart, payment, choice.userCardId ?? 0, choice.requester);
}

/**
 * Chooses how to pay; a card comes as a provider token (or a saved card) and is authorised right
 * away, before the cart's transaction (an authorisation the cart then refuses is cancelled).
 */
export async function setPayment(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  token: string,
  paymentId: number,
  choice: CardChoice = {},
) {
  const payment = await assertPaymentUsable(db, channel, token, choice.requester, paymentId);
  const fresh = await authorizeChoice(db, cards, channel, token, payment, choice);
  try {
    return await changeCheckout(db, cards, channel, token, choice.requester, async (_tx, cart) => {
      const card = payment.kind === 'card' ? (fresh ?? cart.checkout.card) : undefined;
      const { card: _old, ...rest } = cart.checkout;
      return {
        paymentId,
        checkout: card ? withCheckout({ ...cart, checkout: rest }, { card }) : rest,
      };
    });
  } catch (error) {
    if (fresh) await cards(db).cancel(fresh.intentId);
    throw error;
  }
}

/**
 * What the provider said of the cart's card before the decision's transaction: the intent, the
 * captured payment, and whether this attempt captured it (`capturedNow`: false when an earlier
 * attempt of this cart's decision had captured it and then failed, e.g. the database went away).
 */
export type CardAtDecision = {
  live: CardPayment | null;
  captured: CardPayment | null;
  capturedNow: boolean;
};

/**
 * Reads the cart's card at the provider and captures it when it is authorised for exactly `total`.
 * An intent already captured for exactly `total` is taken as this decision's payment: an earlier
 * attempt captured it and failed before its order was written (the cart is still open, so no
 * order holds it), and its refund failed too. Runs before the decision's transaction, which then
 * checks the result (`authorisedCard`).
 */
export async function captureCard(
  provider: PaymentProvider,
  cart: CartRow,
  total: number,
): Promise<CardAtDecision> {
  const card = cart.checkout.card;
  if (!card) return { live: null, captured: null, capturedNow: false };
  const live = await provider.retrieve(card.intentId);
  if (live?.amount !== total) return { live, captured: null, capturedNow: false };
  if (live.status === 'captured') return { live, captured: live, capturedNow: false };
  if (live.status !== 'succeeded') return { live, captured: null, capturedNow: false };
  return { live, captured: await provider.capture(card.intentId), capturedNow: true };
}

/** The card payment of a cart, checked for the decision: authorised for exactly `total`, and captured. */
export function authorisedCard(cart: CartRow, at: CardAtDecision, total: number): CardPayment {
  const card = cart.checkout.card;
  if (!card) throw fieldError('card_token', M.cardRequired);
  const { live, captured } = at;
  const authorised = live?.status === 'succeeded' || live?.status === 'captured';
  if (live?.id !== card.intentId || !authorised) {
    throw fieldError('card_token', M.cardNotAuthorized);
  }
  if (live.amount !== total) throw fieldError('card_token', M.cardAmountChanged);
  if (captured?.id !== card.intentId) throw fieldError('card_token', M.cardNotAuthorized);
  return captured;
}

/** The card void failed at the provider: the caller's transaction must roll back. */
export class CardVoidError extends Error {}

/**
 * Voids (refunds when captured) a placed order's card payment inside the caller's transaction; a
 * payment the provider already cancelled counts as voided (a repeated verdict, a retry). Throws
 * `CardVoidError` when the provider did not void it.
 */
export async function voidCardPayment(tx: Tx, cards: CardProvider, intentId: string) {
  const provider = cards(tx);
  const voided = (await provider.cancel(intentId)) ?? (await provider.retrieve(intentId));
  if (voided?.status !== 'canceled') throw new CardVoidError(`card void failed for ${intentId}`);
}
