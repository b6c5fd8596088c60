/**
 * Accepting a social gift (`PUT /v1/social-gifts/{token}`): once, under the gift row's lock, the
 * recipient's date is checked against the shop calendar, the acceptance recorded on the gift, the
 * order's gift shipment scheduled, and the buyer mailed, in one transaction.
 */
import type { GiftAcceptBody, GiftComplete } from '../../contract/social-gift/social-gift.schema';
import {
  checkedDelivery,
  lockWaitingGift,
  queueAcceptedMail,
  recordAcceptance,
  scheduleGiftShipment,
} from '../contexts/commerce/steps';
import type { Db } from '../db/client';
import type { Channel } from '../http/types';

/**
 * Accepts the gift of `token` once: a second acceptance (or a racing one) finds it accepted and is
 * refused (422) without changing anything.
 */
export function acceptGift(
  db: Db,
  channel: Channel,
  token: string,
  body: GiftAcceptBody,
): Promise<GiftComplete> {
  return db.transaction(async (tx) => {
    const { gift } = await lockWaitingGift(tx, channel, token);
    const { address } = body;
    const chosen = await checkedDelivery(tx, gift, { ...body, prefecture: address.prefecture });
    const accepted = await recordAcceptance(tx, gift, address, chosen);
    await scheduleGiftShipment(tx, gift.orderId, {
      key: gift.shippingKey,
      date: chosen.delivery_at,
      slot: chosen.delivery_timezone_key,
    });
    await queueAcceptedMail(tx, channel, gift.orderId, chosen.delivery_at);
    return accepted;
  });
}
