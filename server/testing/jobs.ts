import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { runDueJobs } from '../jobs/runner';
import { MAIL_MESSAGES } from '../services/mail/mail.messages';
import type { Mailer, MailMessage } from '../services/mail/mailer';

/** The mails the tests' mailer sent (newest last); each server test file starts with it empty. */
export const testOutbox: MailMessage[] = [];

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });

/**
 * The tests' mailer: composes each mail as the real one does (a mail nodemailer cannot build
 * fails here too), then keeps it in `testOutbox` instead of writing a file.
 */
export const testMailer: Mailer = {
  async deliver(message) {
    await composer.sendMail({ from: MAIL_MESSAGES.from, ...message });
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
