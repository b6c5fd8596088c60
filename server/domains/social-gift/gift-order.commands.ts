import { eq } from 'drizzle-orm';
import { SOCIAL_GIFT_MESSAGES as M } from '../../../src/lib/social-gift/social-gift.messages';
import type {
  ReceiverBody,
  SocialGiftSummary,
} from '../../../src/lib/social-gift/social-gift.schema';
import type { Db, Tx } from '../../db/client';
import type { CartCheckoutState } from '../../db/schema/index';
import { cartEmbroideries } from '../../db/schema/index';
import { env, publicOrigin } from '../../env';
import type { Channel } from '../../http/types';
import { enqueueJob } from '../../jobs/queue';
import { randomToken } from '../../services/tokens';
import type { CartLineRow, CartRow, CartViewer } from '../cart/cart.model';
import { changeCheckout, fieldError } from '../cart/cart.tx';
import { loadPricedCart } from '../cart/cart-state.queries';
import type { OrderRow } from '../cart/decision.model';
import {
  expiryOf,
  expiryText,
  GIFT_PAYMENT_KINDS,
  giftSummary,
  giftUrl,
} from './social-gift.model';
import { findGiftOfOrder, insertGift } from './social-gift.queries';

/** Whether a cart sends its first shipment as a social gift. */
export const isGiftCart = (checkout: CartCheckoutState): boolean => !!checkout.shipping?.socialGift;

/** 422 naming the first line that cannot be gifted: age-restricted, or made to order (name embroidery). */
async function checkGiftable(tx: Tx, cartId: number, lines: CartLineRow[]): Promise<void> {
  const restricted = lines.find((l) => l.product.isAgeRestricted);
  if (restricted) throw fieldError('is_social_gift', M.ageRestricted(restricted.product.name));
  const embroidered = await tx
    .select({ lineId: cartEmbroideries.lineId })
    .from(cartEmbroideries)
    .where(eq(cartEmbroideries.cartId, cartId));
  const made = lines.find((l) => embroidered.some((e) => e.lineId === l.id));
  if (made) throw fieldError('is_social_gift', M.madeToOrder(made.product.name));
}

/**
 * The checks a gift order must pass at the decision: one shipment, giftable goods, and a payment
 * settled before shipping (card or bank transfer, never 後払い or 掛け払い).
 */
export async function checkGiftOrder(
  tx: Tx,
  cart: CartRow,
  lines: CartLineRow[],
  paymentKind: string,
): Promise<void> {
  if (!isGiftCart(cart.checkout)) return;
  if ((cart.checkout.shipments ?? []).length > 0) throw fieldError('shipping', M.singleShipment);
  await checkGiftable(tx, cart.id, lines);
  if (!GIFT_PAYMENT_KINDS.has(paymentKind)) throw fieldError('payment_id', M.paymentNotAllowed);
}

/** `PATCH /v1/carts/social/receiver`: shipment 1 becomes a gift (no address) with its message card, or stops being one. */
export function setReceiver(db: Db, channel: Channel, body: ReceiverBody, viewer: CartViewer) {
  return changeCheckout(db, channel, body.token, viewer, async (tx, cart) => {
    const { shipping, ...rest } = cart.checkout;
    if (!body.is_social_gift) {
      if (!shipping?.socialGift) return { checkout: cart.checkout };
      // The gift's empty address goes too: the shopper enters a delivery address again.
      return { checkout: rest };
    }
    if ((cart.checkout.shipments ?? []).length > 0) throw fieldError('shipping', M.singleShipment);
    await checkGiftable(tx, cart.id, (await loadPricedCart(tx, cart)).lines);
    const gift = {
      address: null,
      userAddressId: null,
      deliveryId: 3,
      deliveryDate: null,
      deliveryTime: null,
      socialGift: { message: body.message },
    };
    return { checkout: { ...rest, shipping: gift } };
  });
}

/** The link mail (sent once per gift, whenever the gift first becomes paid). */
export async function queueLinkMail(
  tx: Tx | Db,
  gift: { id: number; token: string; expiresAt: Date },
  order: { orderNo: string; email: string | null; orderer: Record<string, string> | null },
  shop: string,
): Promise<void> {
  if (!order.email) return;
  const o = order.orderer ?? {};
  const text = M.mailLinkBody({
    name: `${o.last_name ?? ''} ${o.first_name ?? ''}`.trim(),
    orderNo: order.orderNo,
    url: giftUrl(publicOrigin(env), gift.token),
    expires: expiryText(gift.expiresAt),
    shop,
  });
  await enqueueJob(tx, {
    name: 'mail.send',
    payload: { to: order.email, subject: M.mailLinkSubject(order.orderNo), text },
    key: `social-gift:link:${gift.id}`,
  });
}

/** Records the gift of a freshly placed order (when its first shipment is one) and mails a card order's link. */
export async function createOrderGift(
  tx: Tx,
  channel: Channel,
  order: OrderRow,
  checkout: CartCheckoutState,
  paymentKind: string,
): Promise<void> {
  const gift = checkout.shipping?.socialGift;
  if (!gift) return;
  const o = order.orderer ?? {};
  const row = await insertGift(tx, {
    token: randomToken(24),
    orderId: order.id,
    shippingKey: '1',
    senderName: `${o.last_name ?? ''} ${o.first_name ?? ''}`.trim(),
    message: gift.message,
    expiresAt: expiryOf(channel.settings),
  });
  if (paymentKind === 'card') await queueLinkMail(tx, row, order, channel.siteName);
}

/** The buyer's view of an order's social gift, or null when the order is not one. Never the recipient. */
export async function socialGiftOf(
  db: Db | Tx,
  orderId: number,
): Promise<SocialGiftSummary | null> {
  const row = await findGiftOfOrder(db, orderId);
  if (!row) return null;
  const paid = row.paymentKind === 'card' || row.paidAt !== null;
  const summary = giftSummary(row.gift, publicOrigin(env), paid);
  if (row.orderStatus === 'cancelled' && summary.status === 'waiting') summary.status = 'cancelled';
  return summary;
}
