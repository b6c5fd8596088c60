import type { Database } from '../db/client';
import { runDueJobs } from '../jobs/runner';
import { type MailMessage, outbox } from '../services/mail/mailer';

/** Sends the mails queued so far (what the worker loop would do within half a second). */
export async function deliverQueuedMails(database: Database): Promise<number> {
  return runDueJobs(database, { names: ['mail.send'] });
}

/** The newest mail to `to`, after sending what is queued (tests read mails as a shopper would). */
export async function lastMailTo(database: Database, to: string): Promise<MailMessage | undefined> {
  await deliverQueuedMails(database);
  return outbox.findLast((m) => m.to === to);
}
