import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/index';
import type { ShopMail } from '../services/mail/mail-rules';
import { configureMailer, outbox, sendMail } from '../services/mail/mailer';
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

const mail = (to: string): ShopMail => ({
  to,
  subject: 'ご注文ありがとうございます',
  text: '本文',
  kind: 'guest_order_confirmation',
});

describe('enqueueMail', () => {
  it('sends the mail only once the transaction commits and the job runs', async () => {
    configureMailer({ smtpUrl: undefined, dir: join(dir, 'ok') });
    await test.database.db.transaction(async (tx) => {
      await enqueueMail(tx, mail('queued@example.jp'));
    });
    await expect(
      test.database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail('rolled-back@example.jp'));
        throw new Error('no order');
      }),
    ).rejects.toThrow();
    expect(outbox.some((m) => m.to === 'queued@example.jp')).toBe(false);
    expect(await runDueJobs(test.database, { names: ['mail.send'] })).toBe(1);
    expect(outbox.filter((m) => m.to === 'queued@example.jp')).toHaveLength(1);
    expect(outbox.some((m) => m.to === 'rolled-back@example.jp')).toBe(false);
    expect(await readdir(join(dir, 'ok'))).toHaveLength(1);
  });

  it('retries a mail that could not be sent, recording why, and sends it later', async () => {
    const blocked = join(dir, 'blocked');
    await writeFile(blocked, 'a file where the mail folder should be');
    configureMailer({ smtpUrl: undefined, dir: blocked });
    await enqueueMail(test.database.db, mail('retry@example.jp'));
    const now = new Date();
    expect(await runDueJobs(test.database, { now, names: ['mail.send'] })).toBe(1);
    const [row] = await test.database.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/EEXIST|ENOTDIR/);
    expect(outbox.some((m) => m.to === 'retry@example.jp')).toBe(false);
    configureMailer({ dir: join(dir, 'later') });
    const later = new Date(now.getTime() + RETRY_BASE_MS);
    expect(await runDueJobs(test.database, { now: later, names: ['mail.send'] })).toBe(1);
    expect(outbox.filter((m) => m.to === 'retry@example.jp')).toHaveLength(1);
    expect(await test.database.db.select().from(jobs)).toEqual([]);
  });

  it('leaves sendMail as callers knew it: a failure is logged, not thrown', async () => {
    configureMailer({ dir: join(dir, 'blocked') });
    await expect(sendMail(mail('direct@example.jp'))).resolves.toBeUndefined();
  });
});
