import { PAYMENT_IDS } from '../../../../contract/checkout/checkout-constants';
import { SOCIAL_GIFT_MESSAGES as M } from '../../../../contract/social-gift/social-gift.messages';
import type { Database } from '../../../db/client';
import { env, publicOrigin } from '../../../env';
import { enqueueMail } from '../../../jobs/mail';
import { audience } from '../../../services/mail/mail-rules';
import { findMember } from '../../identity/api';
import {
  expiryText,
  giftUrl,
  queueLinkMail,
  REMIND_SETTING,
  settingDays,
  updateGift,
  waitingGiftsBefore,
} from '../social-gift/index';
import { paidBankTransferGifts } from './gift-expiry.queries';

/** The recurring job that expires, reminds and mails paid bank-transfer links. */
export const SWEEP_JOB = 'social-gift.sweep';

/** What the sweep's steps run with: the database and the time it runs at. */
type Context = { database: Database; now: Date };

/** Reminds the buyers of waiting, paid gifts that expire within their channel's reminder days (once per gift). */
export async function remindGiftBuyers(ctx: Context): Promise<void> {
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
    const o = d.order.orderer ?? {};
    // The member's card only when the order lacks the address or a name (older member orders):
    // the same absences the `??` below falls back on.
    const lacks = d.order.email == null || o.last_name == null || o.first_name == null;
    const member =
      d.order.userId !== null && lacks
        ? await findMember(ctx.database.db, { id: d.order.userId })
        : undefined;
    const to = d.order.email ?? member?.email;
    if (!to) continue;
    await ctx.database.db.transaction(async (tx) => {
      const mail = {
        ...audience('gift_reminder', d.order.userId),
        to,
        subject: M.mailReminderSubject(d.order.orderNo),
        text: M.mailReminderBody({
          name: `${o.last_name ?? member?.lastName ?? ''} ${o.first_name ?? member?.firstName ?? ''}`.trim(),
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
export async function mailPaidGiftLinks(ctx: Context): Promise<void> {
  const rows = await paidBankTransferGifts(ctx.database.db, ctx.now);
  for (const r of rows) await queueLinkMail(ctx.database.db, r.gift, r.order, r.siteName);
}
