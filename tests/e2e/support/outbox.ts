import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The e2e server's mail outbox folder (`.eml` files). */
const MAIL_DIR = join(process.env.E2E_DATA_DIR ?? '.build/e2e-data', 'mail');

/** A mail as a journey reads it. */
export type Mail = { to: string; subject: string; text: string; file: string };

function decodeQp(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeWords(header: string): string {
  return header.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQp(text.replace(/_/g, ' ')),
  );
}

function parseEml(raw: string, file: string): Mail {
  const split = raw.indexOf('\r\n\r\n') >= 0 ? raw.indexOf('\r\n\r\n') : raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).trim();
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQp(body)
        : body;
  return { to: header('To'), subject: decodeWords(header('Subject')), text, file };
}

/** Waits (up to 20 s: mails go through the job queue) for a mail to `to` whose subject holds `subject`. */
export async function waitForMail(to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        for (const file of (await readdir(MAIL_DIR).catch(() => [] as string[])).sort().reverse()) {
          const mail = parseEml(await readFile(join(MAIL_DIR, file), 'utf8'), file);
          if (mail.to.includes(to) && mail.subject.includes(subject)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as Mail;
}
