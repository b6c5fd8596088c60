import * as v from 'valibot';
import { deliverMail } from '../services/mail/mailer';
import type { JobContext } from './queue';

/** The payload of a `mail.send` job: the composed mail. */
export const MailPayloadSchema = v.object({
  to: v.string(),
  subject: v.string(),
  text: v.string(),
});

/** `mail.send`: sends the mail; a failure throws, so the queue retries it with back-off. */
export async function sendMailJob(_ctx: JobContext, payload: Record<string, unknown>) {
  await deliverMail(v.parse(MailPayloadSchema, payload));
}
