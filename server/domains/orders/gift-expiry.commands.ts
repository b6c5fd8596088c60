import { PAYMENT_IDS } from '../../../contract/checkout/checkout-constants';
import { SOCIAL_GIFT_MESSAGES as M } from '../../../contract/social-gift/social-gift.messages';
import type { Database } from '../../db/client';
import { env, publicOrigin } from '../../env';
import { enqueueMail } from '../../jobs/mail';
import type { CardProvider } from '../../services/card-provider';
import { audience } from '../../services/mail/mail-rules';
import {
  expiryText,
  findGiftByToken,
  giftUrl,
  queueLinkMail,
  REMIND_SETTING,
  settingDays,
  updateGift,
  waitingGiftsBefore,
} from '../social-gift/index';
import { queueCancellationMail } from './cancel.commands';
import { paidBankTransferGifts } from './gift-expiry.queries';
import { lockOrder } from './orders.queries';
import { releaseOrder } from './release.commands';

/** The recurring job that expires, reminds and mails paid bank-transfer links. */
export const SWEEP_JOB = 'social-gift.sweep';

type Context = { database: Database; now: Date; cards: CardProvider };
type Due = Awaited<ReturnType<typeof waitingGiftsBefore>>[number];

/**
 * Expires one gift under its row lock (a recipient accepting at the same moment waits, then finds
 * it expired) and releases its order as a member cancellation does (stock, points, allowance,
 * coupon, card void), mailing a member the cancellation.
 */
async function expireGift(ctx: Context, due: Due): Promise<void> {
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

/** Reminds the buyers of waiting, paid gifts that expire within their channel's reminder days (once per gift). */
async function remindBuyers(ctx: Context): Promise<void> {
  const horizon = new Date(ctx.now.getTime() + 30 * 86_400_000);
  const due = await waitingGiftsBefore(ctx.database.db, horizon);
  for (const d of due) {
    const days = settingDays(d.channel.settings[REMIND_SETTING], 3);
    if (d.gift.remindedAt || d.gift.expiresAt.getTime() - ctx.now.getTime() > days * 86_400_000)
      continue;
    if (
      d.order.status !== 'new' ||
      (d.order.paymentId !== PAYMENT_IDS.card && d.order.paidAt === null)
    )
      continue;
    const to = d.order.email ?? d.email;
    if (!to) continue;
    const o = d.order.orderer ?? {};
    await ctx.database.db.transaction(async (tx) => {
      const mail = {
        ...audience('gift_reminder', d.order.userId),
        to,
        subject: M.mailReminderSubject(d.order.orderNo),
        text: M.mailReminderBody({
          name: `${o.last_name ?? d.lastName ?? ''} ${o.first_name ?? d.firstName ?? ''}`.trim(),
          orderNo: d.order.orderNo,
          url: giftUrl(publicOrigin(env), d.gift.token),
          expires: expiryText(d.gift.expiresAt),
          shop: d.channel.siteName,
        }),
      };
      await enqueueMail(tx, mail, `social-gift:remind:${d.gift.id}`);
      await updateGift(tx, d.gift.id, { remindedAt: ctx.now });
    });
  }
}

/** Mails the link of bank-transfer gifts paid since they were ordered (the job key makes it once). */
async function mailPaidLinks(ctx: Context): Promise<void> {
  const rows = await paidBankTransferGifts(ctx.database.db, ctx.now);
  for (const r of rows) await queueLinkMail(ctx.database.db, r.gift, r.order, r.siteName);
}

/** `social-gift.sweep`: expires overdue gifts (cancelling and refunding their orders), reminds, mails paid links. */
export async function sweepGifts(ctx: Context): Promise<void> {
  for (const due of await waitingGiftsBefore(ctx.database.db, ctx.now)) await expireGift(ctx, due);
  await remindBuyers(ctx);
  await mailPaidLinks(ctx);
}
