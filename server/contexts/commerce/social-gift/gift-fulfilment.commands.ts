import { SOCIAL_GIFT_MESSAGES as M } from '../../../../contract/social-gift/social-gift.messages';
import type { Tx } from '../../../db/client';
import { queueLinkMail } from './gift-order.commands';
import { lockedGiftsOf, updateGift } from './social-gift.queries';

/**
 * Why the shop cannot ship the order's gifts yet (a gift still waits for its recipient), or null.
 * Expired and cancelled gifts belong to cancelled orders, which the shop never ships.
 */
export async function giftShipRefusal(tx: Tx, orderId: number): Promise<string | null> {
  const gifts = await lockedGiftsOf(tx, orderId);
  return gifts.some((g) => g.status === 'waiting') ? M.notAcceptedYet : null;
}

/** Marks the order's accepted gifts shipped (after `giftShipRefusal` passed in the same transaction). */
export async function markGiftsShipped(tx: Tx, orderId: number, now: Date): Promise<void> {
  for (const gift of await lockedGiftsOf(tx, orderId)) {
    if (gift.status === 'accepted')
      await updateGift(tx, gift.id, { status: 'shipped', closedAt: now });
  }
}

/** On a bank transfer's payment: mails the waiting gifts' links now (the job key keeps it once). */
export async function mailLinksOnPayment(
  tx: Tx,
  order: {
    id: number;
    orderNo: string;
    email: string | null;
    orderer: Record<string, string> | null;
    userId: number | null;
  },
  shop: string,
  now: Date,
): Promise<void> {
  for (const gift of await lockedGiftsOf(tx, order.id)) {
    if (gift.status === 'waiting' && gift.expiresAt > now)
      await queueLinkMail(tx, gift, order, shop);
  }
}
