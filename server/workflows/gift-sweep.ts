/**
 * The social-gift sweep (job `social-gift.sweep`, hourly): expires the gifts nobody accepted in
 * time, releasing their orders as a member cancellation does, then reminds buyers and mails the
 * links of bank-transfer gifts paid since.
 */
import { SOCIAL_GIFT_MESSAGES as M } from '../../contract/social-gift/social-gift.messages';
import type { CardProvider } from '../contexts/commerce/steps';
import {
  findGiftByToken,
  lockOrder,
  mailPaidGiftLinks,
  queueCancellationMail,
  remindGiftBuyers,
  updateGift,
  waitingGiftsBefore,
} from '../contexts/commerce/steps';
import type { Database } from '../db/client';
import { releaseOrder } from './release-order';

/** What the sweep runs with: the database, the time it runs at, the card provider. */
type SweepContext = { database: Database; now: Date; cards: CardProvider };
type Due = Awaited<ReturnType<typeof waitingGiftsBefore>>[number];

/**
 * Expires one gift under its row lock (a recipient accepting at the same moment waits, then finds
 * it expired) and releases its order (stock, points, allowance, coupon, card void), mailing a
 * member the cancellation.
 */
async function expireGift(ctx: SweepContext, due: Due): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const row = await findGiftByToken(tx, due.gift.token, true);
    if (row?.gift.status !== 'waiting' || row.gift.expiresAt > ctx.now) return;
    // The order's own lock: a member cancelling it at the same moment is released only once.
    const order = await lockOrder(tx, row.gift.orderId);
    if (!order) return;
    if (order.status === 'new') {
      await releaseOrder(tx, ctx.cards, order, M.expiredReason);
      if (order.userId !== null) {
        await queueCancellationMail(tx, order.userId, order, M.expiredReason, due.channel);
      }
    }
    const status =
      order.status === 'new' || order.status === 'cancelled' ? 'expired' : row.gift.status;
    await updateGift(tx, row.gift.id, { status, closedAt: ctx.now });
  });
}

/** `social-gift.sweep`: expires overdue gifts (cancelling and refunding their orders), reminds, mails paid links. */
export async function sweepGifts(ctx: SweepContext): Promise<void> {
  for (const due of await waitingGiftsBefore(ctx.database.db, ctx.now)) await expireGift(ctx, due);
  await remindGiftBuyers(ctx);
  await mailPaidGiftLinks(ctx);
}
