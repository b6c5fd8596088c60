import { CARD_MESSAGES } from '../../../src/lib/cards/cards.messages';
import { isCardExpired } from '../../../src/lib/cards/cards.model';
import { CHECKOUT_MESSAGES as M } from '../../../src/lib/checkout/checkout.messages';
import type { Db, Tx } from '../../db/client';
import type { CartCheckoutState } from '../../db/schema/index';
import type { Channel } from '../../http/types';
import { giftPaymentReason } from '../social-gift/social-gift.model';
import { type CartRow, type CartViewer, cartTotals, withCheckout } from './cart.model';
import { changeCheckout, fieldError, requireCart } from './cart.tx';
import { loadPricedCart } from './cart-state.queries';
import { type CardPayment, paymentProvider } from './payment-provider';
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
  const { lines, pricing } = await loadPricedCart(db, cart);
  const base = cartTotals(cart, lines, { ...pricing, payment: null }).totalPayment;
  const buyer = await loadBuyer(db, cart.userId);
  const all = await listPayments(db);
  return all.map((p) => ({
    row: p,
    reason: unavailableReason(p, base + p.fee, buyer) ?? giftPaymentReason(cart.checkout, p.kind),
  }));
}

/** Throws the Japanese reason when `paymentId` cannot pay for this cart. */
export async function assertPaymentUsable(
  db: Db | Tx,
  channel: Channel,
  token: string,
  viewer: CartViewer,
  paymentId: number,
) {
  const choice = (await cartPayments(db, channel, token, viewer)).find(
    (p) => p.row.id === paymentId,
  );
  if (!choice) throw fieldError('payment_id', M.payment);
  if (choice.reason) throw fieldError('payment_id', choice.reason);
  return choice.row;
}

/** The tax-included total the cart would have with `payment`. */
async function totalWith(tx: Tx, cart: CartRow, payment: PaymentRow): Promise<number> {
  const { lines, pricing } = await loadPricedCart(tx, cart);
  return cartTotals(cart, lines, { ...pricing, payment: { name: payment.name, fee: payment.fee } })
    .totalPayment;
}

/** Authorises the cart's total on a card token; a decline says so in Japanese and changes nothing. */
async function authorizeCard(tx: Tx, cart: CartRow, payment: PaymentRow, token: string) {
  const intent = await paymentProvider(tx).authorize(
    token,
    await totalWith(tx, cart, payment),
    CARD_RETURN_URL,
  );
  if (!intent) throw fieldError('card_token', M.cardUnknown);
  if (intent.status === 'declined') throw fieldError('card_token', M.cardDeclined);
  return { intentId: intent.id, brand: intent.brand, last4: intent.last4 };
}

/** Authorises the cart's total on one of the member's saved cards (only the cart's own member). */
async function authorizeSavedCard(
  tx: Tx,
  cart: CartRow,
  payment: PaymentRow,
  cardId: number,
  requester?: number,
) {
  if (!cart.userId || cart.userId !== requester) throw fieldError('user_card_id', M.cardNotFound);
  const saved = await findUserCard(tx, cart.userId, cardId);
  if (!saved) throw fieldError('user_card_id', M.cardNotFound);
  if (isCardExpired(saved.expiration, new Date())) {
    throw fieldError('user_card_id', CARD_MESSAGES.expiredAtCheckout);
  }
  const display = { brand: saved.brand, last4: saved.last4 };
  const total = await totalWith(tx, cart, payment);
  const intent = await paymentProvider(tx).authorizeSaved(
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

/** Chooses how to pay; a card comes as a provider token (or a saved card) and is authorised right away. */
export async function setPayment(
  db: Db,
  channel: Channel,
  token: string,
  paymentId: number,
  choice: CardChoice = {},
) {
  const payment = await assertPaymentUsable(db, channel, token, choice.requester, paymentId);
  return changeCheckout(db, channel, token, choice.requester, async (tx, cart) => {
    let card: CartCheckoutState['card'];
    if (payment.kind === 'card') {
      if (choice.cardToken) card = await authorizeCard(tx, cart, payment, choice.cardToken);
      else if (choice.userCardId) {
        card = await authorizeSavedCard(tx, cart, payment, choice.userCardId, choice.requester);
      } else card = cart.checkout.card;
    }
    const { card: _old, ...rest } = cart.checkout;
    return {
      paymentId,
      checkout: card ? withCheckout({ ...cart, checkout: rest }, { card }) : rest,
    };
  });
}

/** The card payment of a cart, checked for the decision: authorised, for exactly `total`. */
export async function authorisedCard(tx: Tx, cart: CartRow, total: number): Promise<CardPayment> {
  const card = cart.checkout.card;
  if (!card) throw fieldError('card_token', M.cardRequired);
  const intent = await paymentProvider(tx).retrieve(card.intentId);
  if (intent?.status !== 'succeeded') throw fieldError('card_token', M.cardNotAuthorized);
  if (intent.amount !== total) throw fieldError('card_token', M.cardAmountChanged);
  return intent;
}
