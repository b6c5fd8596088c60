/** Shop calls the multi-process tests make over HTTP: carts ready for the decision, and the decision. */

import type { Cart } from '../../contract/cart/cart.schema';
import { GUEST } from '../../server/contexts/commerce/cart/cart.testing';
import { earliestDelivery } from '../../server/contexts/platform/calendar/index';
import { type Reply, send, until } from './harness';

/** The sandbox's card payment method and a card it authorises at once. */
const CARD_PAYMENT = 4;
const GOOD_CARD = { number: '4242424242424242', exp: '12/30', cvc: '123', name: 'HANAKO YAMADA' };

/** The body of a 200; a busy machine's 503 is sent again (setting up is not what is tested). */
async function ok<T>(call: () => Promise<Reply<T>>, what: string): Promise<T> {
  const reply = await until(what, async () => {
    const r = await call();
    return r.status === 503 ? undefined : r;
  });
  if (reply.status !== 200)
    throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** A guest cart holding one `variantId`, with orderer, delivery and payment chosen (by card when `card`). */
export async function readyCart(base: string, variantId: number, card = false): Promise<Cart> {
  const { token } = await ok(() => send<Cart>(base, 'POST', '/v1/carts/init', {}), 'init');
  await ok(
    () =>
      send(base, 'PATCH', '/v1/carts/products/add', {
        token,
        product_id: variantId,
        quantity: 1,
      }),
    'add',
  );
  await ok(
    () => send(base, 'PATCH', '/v1/carts/order/modify', { token, orderer: GUEST }),
    'orderer',
  );
  const shipping = {
    token,
    same_as_orderer: true,
    delivery_id: 3,
    delivery_date: earliestDelivery(new Date(), GUEST.prefecture),
    delivery_time: 'am',
  };
  await ok(() => send(base, 'PATCH', '/v1/carts/shippings/modify', shipping), 'shipping');
  if (!card) {
    return ok(
      () => send<Cart>(base, 'PATCH', '/v1/carts/order/modify', { token, payment_id: 1 }),
      'payment',
    );
  }
  const tokenised = await ok(
    () => send<{ token: string }>(base, 'POST', '/sandbox-pay/tokens', GOOD_CARD),
    'card token',
  );
  const body = { token, payment_id: CARD_PAYMENT, card_token: tokenised.token };
  return ok(() => send<Cart>(base, 'PATCH', '/v1/carts/order/modify', body), 'card');
}

/** What a decision answers: the order, or a Japanese error. */
export type DecisionReply = Reply<{ order_no?: string; code?: string; message?: string }>;

/** Posts the decision of a ready cart under `key`. */
export function decide(base: string, cart: Cart, key: string): Promise<DecisionReply> {
  return send(
    base,
    'POST',
    `/v1/carts/${cart.token}/decision`,
    { total_payment: cart.detail.order.total_payment, payment_id: cart.payment_id },
    { 'Idempotency-Key': key },
  );
}

/** Prepares `n` ready carts a few at a time (the machine may be small). */
export async function readyCarts(
  base: string,
  n: number,
  variantId: number,
  card = false,
): Promise<Cart[]> {
  const carts: Cart[] = [];
  while (carts.length < n) {
    const batch = Math.min(5, n - carts.length);
    carts.push(
      ...(await Promise.all(Array.from({ length: batch }, () => readyCart(base, variantId, card)))),
    );
  }
  return carts;
}
