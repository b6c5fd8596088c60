import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { env } from '../../env';
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

/** Sends mails; `deliver` throws when it cannot (the job queue retries it with back-off). */
export type Mailer = { deliver(message: MailMessage): Promise<void> };

/** The process's mailer: SMTP_URL, else `.eml` files in DATA_DIR/mail (local runs and the journeys). */
export function mailerFromEnv(): Mailer {
  return createMailer({
    smtpUrl: env.SMTP_URL,
    dir: join(env.DATA_DIR, 'mail'),
    from: MAIL_MESSAGES.from,
  });
}

/** No mailer given: every delivery fails, so a mail job stays queued for a process that has one. */
export const NO_MAILER: Mailer = {
  deliver: () => Promise.reject(new Error('no mailer was given to this job run')),
};

function fileName(): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${randomBytes(4).toString('hex')}.eml`;
}

/** A mailer sending through SMTP when `smtpUrl` is set, otherwise writing `.eml` files to `dir`. */
export function createMailer(config: MailerConfig): Mailer {
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async deliver(message) {
      const mail = { from: config.from, ...message };
      if (config.smtpUrl) {
        await nodemailer.createTransport(config.smtpUrl).sendMail(mail);
        return;
      }
      const info = await files.sendMail(mail);
      await mkdir(config.dir, { recursive: true });
      await writeFile(join(config.dir, fileName()), info.message as Buffer);
    },
  };
}
