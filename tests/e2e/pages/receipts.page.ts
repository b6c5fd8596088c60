import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect as baseExpect, type Page } from '@playwright/test';
import { reviewShotsAtWidths } from '../support/review-shots';

/** Downloads and mails wait on the server's PDF work and job queue: allow a busy machine time. */
const expect = baseExpect.configure({ timeout: 30_000 });

const MAIL_DIR = join(process.env.E2E_DATA_DIR ?? '.build/e2e-data', 'mail');

function decodeQp(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text body of an `.eml` written by the server's outbox (base64, quoted-printable or plain). */
function mailText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).trim();
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(head)?.[1]?.trim().toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return encoding === 'quoted-printable' ? decodeQp(body) : body;
}

/** Waits for the mail to `to` in the outbox and answers its text. */
export async function mailTextTo(to: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        for (const file of await readdir(MAIL_DIR).catch(() => [] as string[])) {
          const raw = await readFile(join(MAIL_DIR, file), 'utf8');
          if (new RegExp(`^To: .*${to.replace(/[.]/g, '\\.')}`, 'im').test(raw)) {
            found = mailText(raw);
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}

/** The text of a PDF file (poppler's pdftotext), to check what the receipt really prints. */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The receipt screens: the guest page and the panel on the order detail. */
export class ReceiptPage {
  constructor(readonly page: Page) {}

  /** Fills 宛名 and 但し書き. */
  async fill(name: string, proviso = '') {
    await this.page.getByLabel('宛名').fill(name);
    await this.page.getByLabel('但し書き').fill(proviso);
  }

  /** Presses a button and answers the file it downloads and its suggested name. */
  async download(button: string) {
    const waiting = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: button }).click();
    const download = await waiting;
    const file = await download.path();
    await expect(this.page.getByRole('status')).toHaveText('ダウンロードが完了しました');
    return { file, name: download.suggestedFilename() };
  }

  /** Saves phone and desktop screenshots when the run keeps them (E2E_SCREENS=1). */
  async screenshots(name: string) {
    await reviewShotsAtWidths(this.page, name);
  }
}
