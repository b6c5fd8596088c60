import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { env } from '../../env';
import { log } from '../../log';
import { MAIL_MESSAGES } from './mail.messages';

/** A mail as composed by a template. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the mail (e.g. an address-book CSV export). */
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
};

/** Where mails go: SMTP when SMTP_URL is set, otherwise `.eml` files in `dir`. */
export type MailerConfig = { smtpUrl?: string; dir: string; from: string };

const config: MailerConfig = {
  smtpUrl: env.SMTP_URL,
  dir: join(env.DATA_DIR, 'mail'),
  from: MAIL_MESSAGES.from,
};

/** The last mails sent by this process (newest last), for tests and local debugging. */
export const outbox: MailMessage[] = [];
const OUTBOX_LIMIT = 200;

/** Overrides where mails go (tests point it at a temporary folder). */
export function configureMailer(next: Partial<MailerConfig>): void {
  Object.assign(config, next);
}

function fileName(): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${randomBytes(4).toString('hex')}.eml`;
}

/** Sends one mail and throws when it cannot (the job queue retries it with back-off). */
export async function deliverMail(message: MailMessage): Promise<void> {
  const mail = { from: config.from, ...message };
  if (config.smtpUrl) {
    await nodemailer.createTransport(config.smtpUrl).sendMail(mail);
  } else {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await transport.sendMail(mail);
    await mkdir(config.dir, { recursive: true });
    await writeFile(join(config.dir, fileName()), info.message as Buffer);
  }
  outbox.push(message);
  if (outbox.length > OUTBOX_LIMIT) outbox.shift();
}

/** Sends one mail; failures are logged, never shown to the shopper (no account discovery). */
export async function sendMail(message: MailMessage): Promise<void> {
  try {
    await deliverMail(message);
  } catch (error) {
    log.error('[mail] sending failed', error);
  }
}
