import { SHIPMENT_MESSAGES as S } from '../../../../contract/checkout/shipments.messages';
import type { ShippingAddBody } from '../../../../contract/checkout/shipments.schema';
import { SOCIAL_GIFT_MESSAGES as M } from '../../../../contract/social-gift/social-gift.messages';
import type { ReceiverBody } from '../../../../contract/social-gift/social-gift.schema';
import type { Db, Tx } from '../../../db/client';
import type { CartCheckoutState, CartShipmentState } from '../../../db/schema/index';
import { env, publicOrigin } from '../../../env';
import type { Channel } from '../../../http/types';
import { enqueueMail } from '../../../jobs/mail';
import type { CardProvider } from '../../../services/card-provider';
import { audience } from '../../../services/mail/mail-rules';
import { randomToken } from '../../../services/tokens';
import type { CartLineRow, CartRow, CartViewer } from '../cart/index';
import {
  allocate,
  changeCheckout,
  FIRST_SHIPMENT,
  fieldError,
  loadPricedCart,
  type Shipment,
  shipmentsOf,
} from '../cart/index';
import type { OrderRow } from '../checkout/index';
import { appendShipment, checkRoomForShipment } from '../checkout/index';
import { GIFT_PAYMENT_KINDS } from '../payments/index';
import { expiryOf, expiryText, giftUrl } from './social-gift.model';
import { embroideredLineIds, insertGift } from './social-gift.queries';

/** For cart, which reads it from here until its split imports it from this domain's face. */
export { socialGiftOf } from './social-gift.queries';

/** The shipment a cart sends as its social gift (any one of its shipments), if any. */
export const giftShipmentOf = (checkout: CartCheckoutState): Shipment | undefined =>
  shipmentsOf(checkout).find((s) => s.socialGift);

/** Whether a cart sends one of its shipments as a social gift. */
export const isGiftCart = (checkout: CartCheckoutState): boolean => !!giftShipmentOf(checkout);

/**
 * 422 naming the first line of the gift shipment that cannot be gifted: age-restricted, or made
 * to order (name embroidery). Lines going only to the cart's other shipments are not checked.
 */
async function checkGiftable(
  tx: Tx,
  cart: { id: number; checkout: CartCheckoutState },
  lines: CartLineRow[],
  shippingKey: string,
): Promise<void> {
  const inGift = new Set((allocate(lines, cart.checkout).get(shippingKey) ?? []).map((l) => l.key));
  const gifted = lines.filter((l) => inGift.has(l.key));
  const restricted = gifted.find((l) => l.product.isAgeRestricted);
  if (restricted) throw fieldError('is_social_gift', M.ageRestricted(restricted.product.name));
  const embroidered = new Set(await embroideredLineIds(tx, cart.id));
  const made = gifted.find((l) => embroidered.has(l.id));
  if (made) throw fieldError('is_social_gift', M.madeToOrder(made.product.name));
}

/** 422 when the cart's gift shipment, if any, now holds goods that cannot be gifted (after a split). */
export async function checkGiftSplit(
  tx: Tx,
  cart: { id: number; checkout: CartCheckoutState },
  lines: CartLineRow[],
): Promise<void> {
  const gift = giftShipmentOf(cart.checkout);
  if (gift) await checkGiftable(tx, cart, lines, gift.key);
}

/**
 * The checks a gift order must pass at the decision: one gift shipment, giftable goods in it (at
 * least one), and a payment settled before shipping (card or bank transfer, never 後払い or 掛け払い).
 */
export async function checkGiftOrder(
  tx: Tx,
  cart: CartRow,
  lines: CartLineRow[],
  paymentKind: string,
): Promise<void> {
  const gifts = shipmentsOf(cart.checkout).filter((s) => s.socialGift);
  const [gift] = gifts;
  if (!gift) return;
  if (gifts.length > 1) throw fieldError('shipping', M.singleShipment);
  if (!allocate(lines, cart.checkout).get(gift.key)?.length) {
    const position = shipmentsOf(cart.checkout).indexOf(gift) + 1;
    throw fieldError('shipping', M.giftEmpty(S.label(String(position))));
  }
  await checkGiftable(tx, cart, lines, gift.key);
  if (!GIFT_PAYMENT_KINDS.has(paymentKind)) throw fieldError('payment_id', M.paymentNotAllowed);
}

/** The checkout with shipment `key` replaced by `shipment` (shipment "1" is `shipping`). */
function withShipment(
  checkout: CartCheckoutState,
  key: string,
  shipment: CartShipmentState | undefined,
): CartCheckoutState {
  if (key === FIRST_SHIPMENT) {
    const { shipping: _old, ...rest } = checkout;
    return shipment ? { ...rest, shipping: shipment } : rest;
  }
  const shipments = (checkout.shipments ?? []).map((s) =>
    s.key === key ? { ...(shipment ?? GIFTLESS), key } : s,
  );
  return { ...checkout, shipments };
}

const GIFTLESS: CartShipmentState = {
  address: null,
  userAddressId: null,
  deliveryId: 3,
  deliveryDate: null,
  deliveryTime: null,
};

/**
 * `PATCH /v1/carts/social/receiver`: the shipment `shipping_key` (default "1") becomes a gift (no
 * address) with its message card, or stops being one. One gift shipment per order.
 */
export function setReceiver(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  body: ReceiverBody,
  viewer: CartViewer,
) {
  return changeCheckout(db, cards, channel, body.token, viewer, async (tx, cart) => {
    const key = body.shipping_key;
    const target = shipmentsOf(cart.checkout).find((s) => s.key === key);
    if (!target && key !== FIRST_SHIPMENT) throw fieldError('shipping_key', M.unknownShipment);
    if (!body.is_social_gift) {
      if (!target?.socialGift) return { checkout: cart.checkout };
      // The gift's empty address goes too: the shopper enters a delivery address again.
      return { checkout: withShipment(cart.checkout, key, undefined) };
    }
    const other = giftShipmentOf(cart.checkout);
    if (other && other.key !== key) throw fieldError('is_social_gift', M.singleShipment);
    await checkGiftable(tx, cart, (await loadPricedCart(tx, cart)).lines, key);
    const gift = { ...GIFTLESS, socialGift: { message: body.message } };
    return { checkout: withShipment(cart.checkout, key, gift) };
  });
}

/**
 * `PATCH /v1/carts/shippings/add` with `is_social_gift`: a further shipment sent as the order's
 * gift (no address: the recipient gives it), empty until goods are split to it. One per order.
 */
export function addGiftShipment(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  body: ShippingAddBody,
  viewer: CartViewer,
) {
  return changeCheckout(db, cards, channel, body.token, viewer, async (_tx, cart) => {
    checkRoomForShipment(channel, cart.checkout);
    if (giftShipmentOf(cart.checkout)) throw fieldError('is_social_gift', M.singleShipment);
    const gift = { ...GIFTLESS, socialGift: { message: body.message } };
    return { checkout: appendShipment(cart.checkout, gift) };
  });
}

/** The link mail (sent once per gift, whenever the gift first becomes paid). */
export async function queueLinkMail(
  tx: Tx | Db,
  gift: { id: number; token: string; expiresAt: Date },
  order: {
    orderNo: string;
    email: string | null;
    orderer: Record<string, string> | null;
    userId: number | null;
  },
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
  await enqueueMail(
    tx,
    {
      ...audience('gift_link', order.userId),
      to: order.email,
      subject: M.mailLinkSubject(order.orderNo),
      text,
    },
    `social-gift:link:${gift.id}`,
  );
}

/** Records the gift of a freshly placed order (when one of its shipments is one) and mails a card order's link. */
export async function createOrderGift(
  tx: Tx,
  channel: Channel,
  order: OrderRow,
  checkout: CartCheckoutState,
  paymentKind: string,
): Promise<void> {
  const shipment = giftShipmentOf(checkout);
  const gift = shipment?.socialGift;
  if (!shipment || !gift) return;
  const o = order.orderer ?? {};
  const row = await insertGift(tx, {
    token: randomToken(24),
    orderId: order.id,
    shippingKey: shipment.key,
    senderName: `${o.last_name ?? ''} ${o.first_name ?? ''}`.trim(),
    message: gift.message,
    expiresAt: expiryOf(channel.settings),
  });
  if (paymentKind === 'card') await queueLinkMail(tx, row, order, channel.siteName);
}
