import type { Db, Tx } from '../db/client';
import type { MailMessage } from '../services/mail/mailer';
import { enqueueJob } from './queue';

/**
 * Queues a mail in the caller's transaction: it is sent (by the worker, retried on failure)
 * only if that transaction commits, and is not lost if the process dies before sending.
 */
export async function enqueueMail(db: Db | Tx, message: MailMessage): Promise<void> {
  await enqueueJob(db, { name: 'mail.send', payload: { ...message } });
}
