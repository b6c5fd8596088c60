import { ORDER_MESSAGES as M } from '../../../contract/orders/orders.messages';
import type { OrderDetail } from '../../../contract/orders/orders.schema';
import { FORMATS } from '../../../contract/shared/common.messages';
import { ERROR_CODES } from '../../../contract/shared/error.schema';
import type { Db, Tx } from '../../db/client';
import { ApiException } from '../../http/errors';
import type { Channel } from '../../http/types';
import { enqueueMail } from '../../jobs/mail';
import type { CardProvider } from '../../services/card-provider';
import { audience, type ShopMail } from '../../services/mail/mail-rules';
import { orderDetail } from './order-views.queries';
import { orderNotFound } from './orders.commands';
import type { MemberOrder } from './orders.queries';
import { findMemberOrder, memberMailName } from './orders.queries';
import { CardVoidError, releaseOrder } from './release.commands';

const refuse = (message: string) =>
  new ApiException(422, ERROR_CODES.validation, { order: [message] }, message);

/** Queues the cancellation mail of a member's order to the member's address (the order's if none). */
export async function queueCancellationMail(
  tx: Tx,
  userId: number,
  order: Pick<MemberOrder['order'], 'email' | 'orderNo' | 'totalPayment'>,
  reason: string,
  channel: Channel,
): Promise<void> {
  const member = await memberMailName(tx, userId);
  const to = member?.email ?? order.email;
  if (!to) return;
  const message: ShopMail = {
    ...audience('order_cancelled', member ? userId : null),
    to,
    subject: M.mailSubject(order.orderNo),
    text: M.mailBody({
      name: `${member?.last ?? ''} ${member?.first ?? ''}`.trim(),
      orderNo: order.orderNo,
      reason,
      total: FORMATS.yen(order.totalPayment),
      shop: channel.siteName,
    }),
  };
  // Queued in the caller's transaction: the mail goes out only if the cancellation commits.
  await enqueueMail(tx, message);
}

/**
 * `PUT /v1/me/orders/{id}/cancel`: in one transaction under the order row's lock, releases the
 * order (stock, points, allowance, coupon, card void; `releaseOrder`) with the member's reason and
 * queues the mail; an order already cancelled or in shipping is refused (422) and nothing changes.
 */
export async function cancelOrder(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  userId: number,
  id: number,
  reason: string,
): Promise<OrderDetail> {
  await db.transaction(async (tx) => {
    // The row lock queues a second cancel (another tab, a double click) behind this one.
    const row = await findMemberOrder(tx, userId, channel.id, id, true);
    if (!row) throw orderNotFound();
    const { order } = row;
    if (order.status === 'cancelled') throw refuse(M.alreadyCancelled);
    if (order.status !== 'new' || !order.isCancellable) throw refuse(M.notCancellable);
    await releaseOrder(tx, cards, order, reason).catch((error: unknown) => {
      if (error instanceof CardVoidError) {
        throw new ApiException(502, ERROR_CODES.internal, undefined, M.cardVoidFailed);
      }
      throw error;
    });
    await queueCancellationMail(tx, userId, order, reason, channel);
  });
  const detail = await orderDetail(db, userId, channel.id, id);
  if (!detail) throw orderNotFound();
  return detail;
}
