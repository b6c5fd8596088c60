import { eq } from 'drizzle-orm';
import { ORDER_MESSAGES as M } from '../../../src/lib/orders/orders.messages';
import type { OrderDetail } from '../../../src/lib/orders/orders.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { ApiException } from '../../http/errors';
import type { Channel } from '../../http/types';
import { enqueueMail } from '../../jobs/mail';
import type { MailMessage } from '../../services/mail/mailer';
import { returnAllowance } from '../benefit/benefit.commands';
import { paymentProvider } from '../cart/payment-provider';
import { orderDetail, orderNotFound } from './orders.commands';
import type { MemberOrder } from './orders.queries';
import {
  cardPaymentOf,
  findMemberOrder,
  freeTakenCoupon,
  markCancelled,
  returnStock,
} from './orders.queries';
import { takeBack } from './points.model';
import { addToBalance, earnedOnOrder, lockBalance, recordPoints } from './points.queries';

const refuse = (message: string) =>
  new ApiException(422, ERROR_CODES.validation, { order: [message] }, message);

/** Gives back the points the order used and takes back what it earned (never below 0; the gap is recorded). */
async function settlePoints(tx: Tx, userId: number, order: MemberOrder['order']): Promise<void> {
  const balance = await lockBalance(tx, userId);
  if (order.pointsUsed > 0) {
    await addToBalance(tx, userId, order.pointsUsed);
    await recordPoints(tx, {
      userId,
      orderId: order.id,
      kind: 'returned',
      points: order.pointsUsed,
    });
  }
  const earned = await earnedOnOrder(tx, order.id);
  if (earned > 0) {
    const { taken, shortfall } = takeBack(balance + order.pointsUsed, earned);
    await addToBalance(tx, userId, -taken);
    await recordPoints(tx, {
      userId,
      orderId: order.id,
      kind: 'revoked',
      points: -taken,
      shortfall,
    });
  }
}

/** The cancellation mail of an order, to the member's address. */
async function cancellationMail(
  tx: Tx,
  userId: number,
  order: MemberOrder['order'],
  channel: Channel,
) {
  const [member] = await tx
    .select({ email: users.email, last: users.lastName, first: users.firstName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const to = member?.email ?? order.email;
  if (!to) return null;
  const message: MailMessage = {
    to,
    subject: M.mailSubject(order.orderNo),
    text: M.mailBody({
      name: `${member?.last ?? ''} ${member?.first ?? ''}`.trim(),
      orderNo: order.orderNo,
      reason: order.cancelReason ?? '',
      total: `${order.totalPayment.toLocaleString('ja-JP')}円`,
      shop: channel.siteName,
    }),
  };
  return message;
}

/**
 * `PUT /v1/me/orders/{id}/cancel`: in one transaction under the order row's lock, puts the stock
 * back, settles points, gives back a shareholder-benefit allowance, frees a taken coupon, voids the card payment and records the reason;
 * queues the mail; an order already cancelled or in shipping is refused (422) and nothing changes.
 */
export async function cancelOrder(
  db: Db,
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
    await returnStock(tx, order.id);
    await settlePoints(tx, userId, order);
    await returnAllowance(tx, order.id);
    if (order.couponCode) await freeTakenCoupon(tx, userId, order.couponCode);
    const intentId = await cardPaymentOf(tx, order.id);
    if (intentId) {
      const voided = await paymentProvider(tx).cancel(intentId);
      if (voided?.status !== 'canceled') {
        throw new ApiException(502, ERROR_CODES.internal, undefined, M.cardVoidFailed);
      }
    }
    await markCancelled(tx, order.id, reason);
    // Queued in this transaction: the mail goes out only if the cancellation commits.
    const mail = await cancellationMail(tx, userId, { ...order, cancelReason: reason }, channel);
    if (mail) await enqueueMail(tx, mail);
  });
  return orderDetail(db, userId, channel.id, id);
}
