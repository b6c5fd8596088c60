import { ORDER_MESSAGES as M } from '../../../../contract/orders/orders.messages';
import type { OrderDetail } from '../../../../contract/orders/orders.schema';
import { FORMATS } from '../../../../contract/shared/common.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Channel } from '../../../http/types';
import { enqueueMail } from '../../../jobs/mail';
import { audience, type ShopMail } from '../../../services/mail/mail-rules';
import { findMember } from '../../identity/api';
import { orderDetail } from './order-views.queries';
import { orderNotFound } from './orders.commands';
import type { MemberOrder } from './orders.queries';
import { findMemberOrder } from './orders.queries';

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
  const member = await findMember(tx, { id: userId });
  const to = member?.email ?? order.email;
  if (!to) return;
  const message: ShopMail = {
    ...audience('order_cancelled', member ? userId : null),
    to,
    subject: M.mailSubject(order.orderNo),
    text: M.mailBody({
      name: `${member?.lastName ?? ''} ${member?.firstName ?? ''}`.trim(),
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
 * For `PUT /v1/me/orders/{id}/cancel`, inside its transaction: the member's order, locked (a
 * second cancel from another tab or a double click waits behind this one); 404 when it is not
 * theirs, 422 when already cancelled or in shipping.
 */
export async function lockMemberCancellable(
  tx: Tx,
  channel: Channel,
  userId: number,
  id: number,
): Promise<MemberOrder['order']> {
  const row = await findMemberOrder(tx, userId, channel.id, id, true);
  if (!row) throw orderNotFound();
  const { order } = row;
  if (order.status === 'cancelled') throw refuse(M.alreadyCancelled);
  if (order.status !== 'new' || !order.isCancellable) throw refuse(M.notCancellable);
  return order;
}

/** The member's order as the order history shows it (404 when it is not theirs). */
export async function memberOrderDetail(
  db: Db,
  channel: Channel,
  userId: number,
  id: number,
): Promise<OrderDetail> {
  const detail = await orderDetail(db, userId, channel.id, id);
  if (!detail) throw orderNotFound();
  return detail;
}
