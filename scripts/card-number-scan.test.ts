import { cp, mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScanTarget, scanE2eRun } from './card-number-scan';

const CARD = '4111 1111 1111 1111';
let root: string;
let clean: string;
let n = 0;

async function eml(text: string): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({
    from: 'a@example.jp',
    to: 'b@example.jp',
    subject: 'ご注文',
    text,
  });
  return info.message as Buffer;
}

/** A copy of a clean run (database, outbox, server log) to spoil in one way. */
async function run(): Promise<ScanTarget & { pglite: string }> {
  const dir = join(root, `run-${n++}`);
  await cp(clean, dir, { recursive: true });
  return {
    dataDir: join(dir, 'data'),
    logFile: join(dir, 'server.log'),
    pglite: join(dir, 'data', 'pglite'),
  };
}

async function withDb(path: string, sql: string) {
  const pg = await PGlite.create(path);
  await pg.exec(sql);
  await pg.close();
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'card-scan-test-'));
  clean = join(root, 'clean');
  await mkdir(join(clean, 'data', 'mail'), { recursive: true });
  await withDb(
    join(clean, 'data', 'pglite'),
    `create table products (id int, name text, data jsonb, tags text[]);
     insert into products values (1, '電話 03-1234-5678', '{"jan": "4901234567894"}', '{"〒100-0001"}');
     create table reviews (id int, body varchar(200));
     insert into reviews values (1, 'とても良い');`,
  );
  await writeFile(
    join(clean, 'data', 'mail', 'a.eml'),
    await eml('ご注文ありがとうございます。'.repeat(10)),
  );
  await writeFile(join(clean, 'server.log'), 'api: listening\nready: http://localhost:4399/\n');
}, 120_000);
afterAll(() => rm(root, { recursive: true, force: true }));

const text = (lines: string[]) => lines.join('\n');

describe('card number scan of an e2e run', () => {
  it('passes a clean run and says what it read', async () => {
    const result = await scanE2eRun(await run());
    expect(result.ok).toBe(true);
    expect(text(result.lines)).toMatch(/database: 2 tables, 4 text columns, 2 rows, 4 values/);
    expect(text(result.lines)).toMatch(/log: \d+ bytes, 3 lines/);
    expect(text(result.lines)).toMatch(/mail: 1 messages/);
  });

  it('fails on a card number stored in any text column, json or array, and prints it redacted', async () => {
    const target = await run();
    // One database spoiled four ways, each in a row or column of its own: every one must be found.
    await withDb(
      target.pglite,
      `update reviews set body = 'カード ${CARD}';
       update products set data = '{"memo": "４１１１－１１１１－１１１１－１１１１"}';
       update products set tags = '{"x", "${CARD}"}';
       -- Spelled past a naive detector: kanji numerals, a word joiner, dots, Arabic-Indic digits.
       insert into reviews values (2, '番号 四一一一\u2060一一一一.一一一一.١١١١ です');`,
    );
    const result = await scanE2eRun(target);
    expect(result.ok).toBe(false);
    const found = result.lines.filter((line) => line.startsWith('database "public"'));
    expect(found.map((line) => line.split(':')[0]).sort()).toEqual([
      'database "public"."products".data',
      'database "public"."products".tags',
      'database "public"."reviews".body',
      'database "public"."reviews".body',
    ]);
    for (const line of found) expect(line).toContain('[card number removed]');
    expect(text(result.lines)).toContain('4 card numbers found');
    expect(text(result.lines)).not.toMatch(/4111|４１１１/);
  }, 120_000);

  it('fails on a card number in the server log or in a mail body', async () => {
    const logged = await run();
    await writeFile(
      logged.logFile,
      `ready: http://localhost:4399/\n[api] POST /v1/x Error: ${CARD}\n`,
    );
    expect((await scanE2eRun(logged)).lines).toContain(
      'log line 2: [api] POST /v1/x Error: [card number removed]',
    );
    const mailed = await run();
    await writeFile(
      join(mailed.dataDir, 'mail', 'b.eml'),
      await eml(`${'ご注文'.repeat(30)} ${CARD}`),
    );
    const result = await scanE2eRun(mailed);
    expect(result.ok).toBe(false);
    expect(text(result.lines)).toMatch(/mail b\.eml: card number/);
  });

  it('cannot pass when there is nothing (or nothing of this run) to scan', async () => {
    const cases: [
      string,
      (t: ScanTarget & { pglite: string }) => Promise<unknown>,
      ScanTarget['since']?,
    ][] = [
      ['database is missing', (t) => rm(t.pglite, { recursive: true })],
      ['has no products', (t) => withDb(t.pglite, 'delete from products')],
      ['server log is missing', (t) => rm(t.logFile)],
      ['has no "ready:" line', (t) => writeFile(t.logFile, '')],
      ['no mails', (t) => rm(join(t.dataDir, 'mail'), { recursive: true })],
      ['not written by this run', (t) => utimes(t.logFile, new Date(0), new Date(0)), 1000],
    ];
    for (const [why, spoil, since] of cases) {
      const target = await run();
      await spoil(target);
      const result = await scanE2eRun({ ...target, since });
      expect(result.ok, why).toBe(false);
      expect(text(result.lines), why).toContain(why);
    }
  }, 120_000);
});
