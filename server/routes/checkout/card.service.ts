import { CHECKOUT_MESSAGES as M } from '../../../src/lib/checkout/checkout.messages';
import type { Db, Tx } from '../../db/client';
import type { CartCheckoutState } from '../../db/schema/index';
import type { Channel } from '../../http/types';
import { type CardPayment, paymentProvider } from '../../services/payment-provider';
import { cartTotals } from '../carts/carts.mapper';
import { type CartRow, loadCartLines } from '../carts/carts.queries';
import { assertPaymentUsable } from '../payments/payments.routes';
import { loadPricing, type PaymentRow } from './checkout.pricing';
import { changeCheckout, fieldError, withCheckout } from './checkout.service';

/** Where the 3-D Secure challenge sends the shopper back to. */
export const CARD_RETURN_URL = '/cart/confirm/';

/** The tax-included total the cart would have with `payment`. */
async function totalWith(tx: Tx, cart: CartRow, payment: PaymentRow): Promise<number> {
  const lines = await loadCartLines(tx, cart.id);
  const pricing = await loadPricing(tx, cart, lines);
  return cartTotals(cart, lines, { ...pricing, payment: { name: payment.name, fee: payment.fee } })
    .totalPayment;
}

/** Authorises the cart's total on a card token; a decline says so in Japanese and changes nothing. */
async function authorizeCard(tx: Tx, cart: CartRow, payment: PaymentRow, token: string) {
  const intent = await paymentProvider.authorize(
    token,
    await totalWith(tx, cart, payment),
    CARD_RETURN_URL,
  );
  if (!intent) throw fieldError('card_token', M.cardUnknown);
  if (intent.status === 'declined') throw fieldError('card_token', M.cardDeclined);
  return { intentId: intent.id, brand: intent.brand, last4: intent.last4 };
}

/** Chooses how to pay; a card comes as a provider token and is authorised right away. */
export async function setPayment(
  db: Db,
  channel: Channel,
  token: string,
  paymentId: number,
  cardToken?: string,
) {
  const payment = await assertPaymentUsable(db, channel, token, paymentId);
  return changeCheckout(db, channel, token, async (tx, cart) => {
    let card: CartCheckoutState['card'];
    if (payment.kind === 'card') {
      card = cardToken ? await authorizeCard(tx, cart, payment, cardToken) : cart.checkout.card;
    }
    const { card: _old, ...rest } = cart.checkout;
    return {
      paymentId,
      checkout: card ? withCheckout({ ...cart, checkout: rest }, { card }) : rest,
    };
  });
}

/** The card payment of a cart, checked for the decision: authorised, for exactly `total`. */
export async function authorisedCard(cart: CartRow, total: number): Promise<CardPayment> {
  const card = cart.checkout.card;
  if (!card) throw fieldError('card_token', M.cardRequired);
  const intent = await paymentProvider.retrieve(card.intentId);
  if (!intent || intent.status !== 'succeeded') throw fieldError('card_token', M.cardNotAuthorized);
  if (intent.amount !== total) throw fieldError('card_token', M.cardAmountChanged);
  return intent;
}
