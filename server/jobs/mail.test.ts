import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/index';
import type { ShopMail } from '../services/mail/mail-rules';
import { createMailer, type Mailer } from '../services/mail/mailer';
import { migratedTestDatabase, type TestDatabase } from '../testing/test-database';
import { enqueueMail } from './mail';
import { RETRY_BASE_MS } from './queue';
import { runDueJobs } from './runner';

let test: TestDatabase;
let dir: string;
beforeAll(async () => {
  test = await migratedTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'mail-job-'));
});
afterAll(() => test.drop());

/** A mailer writing `.eml` files to `folder` under this file's temporary folder. */
const filesIn = (folder: string): Mailer =>
  createMailer({ dir: join(dir, folder), from: 'shop@example.jp' });

/** The recipients of the mails written to `folder`. */
async function recipientsIn(folder: string): Promise<string[]> {
  const names = await readdir(join(dir, folder)).catch(() => [] as string[]);
  const texts = await Promise.all(names.map((n) => readFile(join(dir, folder, n), 'utf8')));
  return texts.map((t) => /^To: (.*)$/m.exec(t)?.[1]?.trim() ?? '');
}

const mail = (to: string): ShopMail => ({
  to,
  subject: 'ご注文ありがとうございます',
  text: '本文',
  kind: 'guest_order_confirmation',
});

describe('enqueueMail', () => {
  it('sends the mail only once the transaction commits and the job runs', async () => {
    await test.database.db.transaction(async (tx) => {
      await enqueueMail(tx, mail('queued@example.jp'));
    });
    await expect(
      test.database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail('rolled-back@example.jp'));
        throw new Error('no order');
      }),
    ).rejects.toThrow();
    expect(await recipientsIn('ok')).toEqual([]);
    const mailer = filesIn('ok');
    expect(await runDueJobs(test.database, { names: ['mail.send'], mailer })).toBe(1);
    expect(await recipientsIn('ok')).toEqual(['queued@example.jp']);
  });

  it('retries a mail that could not be sent, recording why, and sends it later', async () => {
    const blocked = join(dir, 'blocked');
    await writeFile(blocked, 'a file where the mail folder should be');
    await enqueueMail(test.database.db, mail('retry@example.jp'));
    const now = new Date();
    const mailer = filesIn('blocked');
    expect(await runDueJobs(test.database, { now, names: ['mail.send'], mailer })).toBe(1);
    const [row] = await test.database.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/EEXIST|ENOTDIR/);
    const later = new Date(now.getTime() + RETRY_BASE_MS);
    const fixed = filesIn('later');
    expect(
      await runDueJobs(test.database, { now: later, names: ['mail.send'], mailer: fixed }),
    ).toBe(1);
    expect(await recipientsIn('later')).toEqual(['retry@example.jp']);
    expect(await test.database.db.select().from(jobs)).toEqual([]);
  });

  it('keeps a mail queued when the run was given no mailer, and sends it with the next that has one', async () => {
    await enqueueMail(test.database.db, mail('no-mailer@example.jp'));
    const now = new Date();
    expect(await runDueJobs(test.database, { now, names: ['mail.send'] })).toBe(1);
    const [row] = await test.database.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/no mailer/);
    const later = new Date(now.getTime() + RETRY_BASE_MS);
    const mailer = filesIn('given');
    expect(await runDueJobs(test.database, { now: later, names: ['mail.send'], mailer })).toBe(1);
    expect(await recipientsIn('given')).toEqual(['no-mailer@example.jp']);
  });
});
