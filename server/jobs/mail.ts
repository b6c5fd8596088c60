import type { Database, Db, Tx } from '../db/client';
import { namedLimiter } from '../http/rate-limit';
import { MAIL_RULES, recipientKey, type ShopMail } from '../services/mail/mail-rules';
import { enqueueJob } from './queue';

/**
 * Queues a mail in the caller's transaction: it is sent (by the worker, retried on failure)
 * only if that transaction commits, and is not lost if the process dies before sending. Its
 * kind decides whether it waits for the member's address to be verified (`MAIL_RULES`). With a
 * `key`, the mail is queued once for ever (see `enqueueJob`).
 */
export async function enqueueMail(db: Db | Tx, message: ShopMail, key?: string): Promise<void> {
  await enqueueJob(db, { name: 'mail.send', payload: { ...message }, key });
}

/** What to do with a mail now: send it (to this address), wait for verification, or drop it. */
export type MailDecision = { action: 'send'; to: string } | { action: 'wait' } | { action: 'drop' };

/**
 * Looks up a member's registered address and when the member verified it (null: not yet);
 * undefined for no such member. Identity's, handed in by the caller: the platform knows no context.
 */
export type MemberAddressLookup = (
  db: Db,
  userId: number,
) => Promise<{ email: string; verifiedAt: Date | null } | undefined>;

/**
 * Whether and where a mail may go now. A `verified` kind goes to its member's own address once
 * the member verified it, never to another address typed for the member (an orderer e-mail at
 * checkout, say): no one can have the shop mail an inbox they do not own. A mail for a member
 * who left is dropped.
 */
export async function decideMail(
  db: Db,
  message: ShopMail,
  memberAddress: MemberAddressLookup,
): Promise<MailDecision> {
  if (MAIL_RULES[message.kind] !== 'verified') return { action: 'send', to: message.to };
  if (message.userId === undefined) return { action: 'drop' };
  const member = await memberAddress(db, message.userId);
  if (!member) return { action: 'drop' };
  return member.verifiedAt ? { action: 'send', to: member.email } : { action: 'wait' };
}

/** Mails an address nobody verified may receive from the shop in an hour. */
export const MAILS_PER_RECIPIENT_HOUR = 30;

/**
 * Counts a mail to an address nobody verified (one sent before verification, or a guest's)
 * against that address's hourly allowance; false when the address had enough. A verified
 * member's mails go to the inbox its owner proved, and the shop's inbox takes every inquiry.
 */
export async function recipientAllows(database: Database, message: ShopMail): Promise<boolean> {
  const rule = MAIL_RULES[message.kind];
  if (rule === 'shop' || rule === 'verified') return true;
  const limiter = namedLimiter(database, 'mail-recipient', MAILS_PER_RECIPIENT_HOUR, 3_600_000);
  return limiter.hit(recipientKey(message.to));
}
