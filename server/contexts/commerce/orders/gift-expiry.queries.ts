import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { channels, orders, payments, socialGifts } from '../../../db/schema/index';

/** Waiting, unexpired gifts paid by a bank transfer that has arrived, with their order and shop name. */
export function paidBankTransferGifts(db: Db, now: Date) {
  return db
    .select({ gift: socialGifts, order: orders, siteName: channels.siteName })
    .from(socialGifts)
    .innerJoin(orders, eq(orders.id, socialGifts.orderId))
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .innerJoin(channels, eq(channels.id, orders.channelId))
    .where(
      and(
        eq(socialGifts.status, 'waiting'),
        gt(socialGifts.expiresAt, now),
        eq(payments.kind, 'bank'),
        isNotNull(orders.paidAt),
      ),
    );
}
