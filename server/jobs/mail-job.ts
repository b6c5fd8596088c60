import * as v from 'valibot';
import { log } from '../log';
import { MAIL_RULES, type MailKind } from '../services/mail/mail-rules';
import { decideMail, type MemberAddressLookup, recipientAllows } from './mail';
import { enqueueJob, type JobContext } from './queue';

const KINDS = Object.keys(MAIL_RULES) as [MailKind, ...MailKind[]];

/** The payload of a `mail.send` job: the composed mail, its kind and member. */
export const MailPayloadSchema = v.object({
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  kind: v.picklist(KINDS),
  userId: v.optional(v.number()),
  /** When the mail first found its address unverified. */
  waitingSince: v.optional(v.string()),
});

/** How often a mail waiting for its address to be verified looks again, and for how long. */
const WAIT_RETRY_MS = 60 * 60_000;
const WAIT_AT_MOST_MS = 7 * 24 * 60 * 60_000;

/** Puts a mail back in the queue for an hour later; false once it waited long enough. */
async function waitForVerification(
  ctx: JobContext,
  payload: v.InferOutput<typeof MailPayloadSchema>,
): Promise<boolean> {
  const since = payload.waitingSince ?? ctx.now.toISOString();
  if (ctx.now.getTime() - Date.parse(since) >= WAIT_AT_MOST_MS) return false;
  const runAt = new Date(ctx.now.getTime() + WAIT_RETRY_MS);
  await enqueueJob(ctx.database.db, {
    name: 'mail.send',
    payload: { ...payload, waitingSince: since },
    runAt,
  });
  return true;
}

/**
 * `mail.send`: sends the mail where its rule allows (a member's mail waits for the member's
 * address, looked up with `memberAddress`, to be verified, up to a week) when its recipient's
 * hourly allowance holds; a delivery failure throws, so the queue retries it with back-off.
 */
export async function sendMailJob(
  ctx: JobContext,
  payload: Record<string, unknown>,
  memberAddress: MemberAddressLookup,
) {
  const parsed = v.parse(MailPayloadSchema, payload);
  const { waitingSince: _, ...message } = parsed;
  const decision = await decideMail(ctx.database.db, message, memberAddress);
  if (decision.action === 'wait' && (await waitForVerification(ctx, parsed))) return;
  if (decision.action !== 'send') {
    log.warn(`[mail] ${message.kind} not sent: the member's address is not verified`);
    return;
  }
  const mail = { ...message, to: decision.to };
  if (!(await recipientAllows(ctx.database, mail))) {
    log.warn(`[mail] ${message.kind} not sent: the recipient's hourly allowance is used up`);
    return;
  }
  const { kind: _kind, userId: _user, ...envelope } = mail;
  await ctx.mailer.deliver(envelope);
}
