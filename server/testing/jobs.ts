import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { runDueJobs } from '../jobs/runner';
import type { Mailer, MailMessage } from '../services/mail/mailer';

/** The mails the tests' mailer sent (newest last); each server test file starts with it empty. */
export const testOutbox: MailMessage[] = [];

/**
 * The tests' mailer: composes each mail as the real one does (a mail nodemailer cannot build
 * fails here too), then keeps it in `testOutbox` instead of writing a file.
 */
export const testMailer: Mailer = {
  async deliver(message) {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    await transport.sendMail({ from: 'test@example.jp', ...message });
    testOutbox.push(message);
  },
};

/** Sends the mails queued so far (what the worker loop would do within half a second). */
export async function deliverQueuedMails(database: Database): Promise<number> {
  return runDueJobs(database, { names: ['mail.send'], mailer: testMailer });
}

/** The newest mail to `to`, after sending what is queued (tests read mails as a shopper would). */
export async function lastMailTo(database: Database, to: string): Promise<MailMessage | undefined> {
  await deliverQueuedMails(database);
  return testOutbox.findLast((m) => m.to === to);
}
