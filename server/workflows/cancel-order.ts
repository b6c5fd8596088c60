/**
 * Cancelling an order, by the member (`PUT /v1/me/orders/{id}/cancel`) or by the shop
 * (`POST /v1/admin/orders/{id}/cancel`): one transaction under the order row's lock checks the
 * order may be cancelled, releases it (`releaseOrder`), and records and mails the cancellation.
 * A card the provider would not void rolls everything back (502).
 */
import { BACK_OFFICE_ORDER_MESSAGES } from '../../contract/orders/back-office-orders.messages';
import { ORDER_MESSAGES } from '../../contract/orders/orders.messages';
import type { OrderDetail } from '../../contract/orders/orders.schema';
import { ERROR_CODES } from '../../contract/shared/error.schema';
import {
  type ActionBase,
  type CardProvider,
  CardVoidError,
  claimShopRefund,
  lockMemberCancellable,
  lockShopCancellable,
  memberOrderDetail,
  queueCancellationMail,
  recordShopCancellation,
  shopCancelReason,
} from '../contexts/commerce/steps';
import type { Db } from '../db/client';
import { ApiException } from '../http/errors';
import type { Channel } from '../http/types';
import { releaseOrder } from './release-order';

/** A card void the provider refused becomes a 502 with `message`; other errors pass. */
const voidFailedAs = (message: string) => (error: unknown) => {
  if (error instanceof CardVoidError) {
    throw new ApiException(502, ERROR_CODES.internal, undefined, message);
  }
  throw error;
};

/**
 * `PUT /v1/me/orders/{id}/cancel`: the member's order, not yet in shipping, released with the
 * member's reason and the cancellation mailed; answers the order as the history shows it.
 */
export async function cancelMemberOrder(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  request: { userId: number; id: number; reason: string },
): Promise<OrderDetail> {
  const { userId, id, reason } = request;
  await db.transaction(async (tx) => {
    const order = await lockMemberCancellable(tx, channel, userId, id);
    await releaseOrder(tx, cards, order, reason).catch(voidFailedAs(ORDER_MESSAGES.cardVoidFailed));
    await queueCancellationMail(tx, userId, order, reason, channel);
  });
  return memberOrderDetail(db, channel, userId, id);
}

/**
 * `POST /v1/admin/orders/{id}/cancel`: the refund is claimed once per order (`refund:<order no>`),
 * the order released as every cancellation is (the card refunded at the provider), then its
 * history, the audit row and the customer's mail. A shipment already sent refuses it.
 */
export function cancelOrderByShop(
  db: Db,
  cards: CardProvider,
  base: ActionBase,
  reason: string,
): Promise<void> {
  return db.transaction(async (tx) => {
    const head = await lockShopCancellable(tx, base);
    const refund = await claimShopRefund(tx, head.order);
    await releaseOrder(tx, cards, head.order, shopCancelReason(reason)).catch(
      voidFailedAs(BACK_OFFICE_ORDER_MESSAGES.refundFailed),
    );
    await recordShopCancellation(tx, base, head, { reason, refund });
  });
}
