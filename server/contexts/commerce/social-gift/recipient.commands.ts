import { DELIVERY_NAMES } from '../../../../contract/checkout/checkout-constants';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { SOCIAL_GIFT_MESSAGES as M } from '../../../../contract/social-gift/social-gift.messages';
import type {
  GiftAcceptBody,
  GiftComplete,
  GiftDeliveryCheck,
  GiftView,
} from '../../../../contract/social-gift/social-gift.schema';
import type { Db, Tx } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Channel } from '../../../http/types';
import { enqueueMail } from '../../../jobs/mail';
import { audience } from '../../../services/mail/mail-rules';
import { shopCalendarAt } from '../../platform/api';
import {
  deliveryRefusal,
  type GiftRow,
  giftLeadtime,
  giftShipmentGoods,
  liveStatus,
  timezoneKey,
} from './social-gift.model';
import {
  buyerOf,
  findGiftByToken,
  giftLines,
  orderShippingsOf,
  updateGift,
} from './social-gift.queries';

type Found = NonNullable<Awaited<ReturnType<typeof findGiftByToken>>>;

const notFound = () => new ApiException(404, ERROR_CODES.notFound, undefined, M.notFound);
const refuse = (field: string, message: string) =>
  new ApiException(422, ERROR_CODES.validation, { [field]: [message] }, message);

/** The gift of a link in this channel (404 otherwise), locked when `lock`. */
async function requireGift(db: Db | Tx, channel: Channel, token: string, lock = false) {
  if (!/^[A-Za-z0-9_-]{22,64}$/.test(token)) throw notFound();
  const row = await findGiftByToken(db, token, lock);
  if (!row || row.channelId !== channel.id) throw notFound();
  return row;
}

/** The gift's state now: a cancelled order cancels its waiting gift, a passed expiry expires it. */
function statusOf(row: Found, now = new Date()): GiftRow['status'] {
  const status = liveStatus(row.gift, now);
  return status === 'waiting' && row.orderStatus === 'cancelled' ? 'cancelled' : status;
}

/** 422 with the Japanese reason unless the gift still waits for its recipient (and is paid). */
function requireWaiting(row: Found): void {
  const status = statusOf(row);
  if (status === 'expired') throw refuse('token', M.expired);
  if (status === 'cancelled') throw refuse('token', M.cancelled);
  if (status !== 'waiting') throw refuse('token', M.alreadyAccepted);
  if (row.paymentKind !== 'card' && row.paidAt === null) throw notFound();
}

/** `GET /v1/social-gifts/{token}/products`: sender, message and goods (no prices); closed gifts say only their status. */
export async function viewGift(db: Db, channel: Channel, token: string): Promise<GiftView> {
  const row = await requireGift(db, channel, token);
  // A bank-transfer gift has no link until it is paid: its token opens nothing before then.
  if (row.paymentKind !== 'card' && row.paidAt === null) throw notFound();
  const status = statusOf(row);
  const open = status === 'waiting' || status === 'accepted' || status === 'shipped';
  const all = open ? await giftLines(db, row.gift.orderId) : [];
  const shippings = open ? await orderShippingsOf(db, row.gift.orderId) : null;
  const lines = giftShipmentGoods(all, shippings, row.gift.shippingKey);
  return {
    status,
    sender_name: row.gift.senderName,
    message: open ? row.gift.message : '',
    expires_at: row.gift.expiresAt.toISOString(),
    shipping_id: row.gift.shippingKey,
    products: lines.map((l) => ({
      name: l.name,
      variant_name: l.variantName,
      quantity: l.quantity,
      product_info: { key: l.key ?? null, image: l.image ?? null },
    })),
    delivery_at: row.gift.deliveryDate,
    delivery_timezone_key: row.gift.deliveryTime,
  };
}

/** `GET /v1/social-gifts/{token}/shipping`: the shipment the gift is. */
export async function giftShipping(db: Db, channel: Channel, token: string) {
  const row = await requireGift(db, channel, token);
  if (row.paymentKind !== 'card' && row.paidAt === null) throw notFound();
  return {
    id: row.gift.shippingKey,
    status: statusOf(row),
    delivery_name: DELIVERY_NAMES[3] ?? '',
  };
}

/** `GET /v1/shipping-leadtime/input/{token}`: the lead time of the recipient's prefecture, up to the gift's expiry. */
export async function giftLeadtimeOf(db: Db, channel: Channel, token: string, pref: string | null) {
  const row = await requireGift(db, channel, token);
  requireWaiting(row);
  const cal = await shopCalendarAt(db, new Date());
  return { shipping_key: row.gift.shippingKey, ...giftLeadtime(row.gift, pref, cal) };
}

/** `POST /v1/social-gifts/check/shipping`: the address passed the schema; the gift must still wait. */
export async function checkGiftShipping(db: Db, channel: Channel, token: string): Promise<void> {
  requireWaiting(await requireGift(db, channel, token));
}

/** Refuses a date outside the recipient's lead time, on a closed day or past the expiry; answers the checked choice. */
export async function checkedDelivery(
  db: Db | Tx,
  gift: GiftRow,
  body: Omit<GiftDeliveryCheck, 'token'>,
) {
  const slot = timezoneKey(body.delivery_timezone);
  const lead = giftLeadtime(gift, body.prefecture, await shopCalendarAt(db, new Date()));
  const refusal = deliveryRefusal(lead, body.delivery_at, slot);
  if (refusal) throw refuse(refusal.field, refusal.message);
  return { delivery_at: body.delivery_at, delivery_timezone_key: slot };
}

/** `POST /v1/social-gifts/check/delivery`. */
export async function checkGiftDelivery(db: Db, channel: Channel, body: GiftDeliveryCheck) {
  const row = await requireGift(db, channel, body.token);
  requireWaiting(row);
  return checkedDelivery(db, row.gift, body);
}

/** The mail telling the buyer their gift was accepted (the date only, never the recipient). */
export async function queueAcceptedMail(tx: Tx, channel: Channel, orderId: number, date: string) {
  const buyer = await buyerOf(tx, orderId);
  if (!buyer?.email) return;
  const o = buyer.orderer ?? {};
  await enqueueMail(tx, {
    ...audience('gift_accepted', buyer.userId),
    to: buyer.email,
    subject: M.mailAcceptedSubject(buyer.orderNo),
    text: M.mailAcceptedBody({
      name: `${o.last_name ?? ''} ${o.first_name ?? ''}`.trim(),
      orderNo: buyer.orderNo,
      date,
      shop: channel.siteName,
    }),
  });
}

/**
 * For `PUT /v1/social-gifts/{token}`, inside its transaction: the gift under its row lock, still
 * waiting for its recipient (a second or racing acceptance finds it accepted: 422); 404 when the
 * link is unknown here.
 */
export async function lockWaitingGift(tx: Tx, channel: Channel, token: string) {
  const row = await requireGift(tx, channel, token, true);
  requireWaiting(row);
  return row;
}

/** Records the recipient's acceptance on the gift: the address, the date and slot chosen. */
export async function recordAcceptance(
  tx: Tx,
  gift: GiftRow,
  address: GiftAcceptBody['address'],
  chosen: { delivery_at: string; delivery_timezone_key: string | null },
): Promise<GiftComplete> {
  const acceptedAt = new Date();
  await updateGift(tx, gift.id, {
    status: 'accepted',
    recipient: { ...address },
    deliveryDate: chosen.delivery_at,
    deliveryTime: chosen.delivery_timezone_key,
    acceptedAt,
  });
  return { status: 'accepted', accepted_at: acceptedAt.toISOString(), ...chosen };
}

/** `GET /v1/social-gifts/{token}/complete`: the completion record (date and slot, never the address). */
export async function giftCompletion(
  db: Db,
  channel: Channel,
  token: string,
): Promise<GiftComplete> {
  const row = await requireGift(db, channel, token);
  if (row.paymentKind !== 'card' && row.paidAt === null) throw notFound();
  return {
    status: statusOf(row),
    accepted_at: row.gift.acceptedAt?.toISOString() ?? null,
    delivery_at: row.gift.deliveryDate,
    delivery_timezone_key: row.gift.deliveryTime,
  };
}
