import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES as M } from '../../../../contract/addresses/addresses.messages';
import { CHECKOUT_MESSAGES } from '../../../../contract/checkout/checkout.messages';
import { jobs, userAddresses, users } from '../../../db/schema/index';
import { runDueJobs } from '../../../jobs/runner';
import { containsCardNumber } from '../../../services/card-number';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { testMailer, testOutbox } from '../../../testing/jobs';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';
import { ADDRESS_LIMIT } from './addresses.model';
import { book, CSV_HEADER, csvRow, HIRAGANA_ADDRESS, importCsv } from './addresses.testing';
import { CSV_COLUMNS } from './addresses-csv.model';
import {
  EXPORT_JOB,
  EXPORT_MAIL_LIMIT,
  EXPORT_SYNC_ROWS,
  exportAddressesJob,
} from './addresses-export.commands';

let api: TestApi;
let taro = '';
let hanako = '';
beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
});
afterAll(() => api.drop());

const sjis = (lines: string[]) =>
  new Uint8Array(iconv.encode(`${lines.join('\r\n')}\r\n`, 'cp932'));
const utf8Bom = (lines: string[]) => new TextEncoder().encode(`\uFEFF${lines.join('\n')}\n`);

async function exportBook(token: string, encoding?: string) {
  const q = encoding ? `?encoding=${encoding}` : '';
  const res = await api.app.request(`/v1/me/user-addresses/export${q}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('CSV import', () => {
  it('imports a UTF-8 file with a BOM (hiragana and full-width digits normalised)', async () => {
    const res = await importCsv(
      api.app,
      taro,
      utf8Bom([CSV_HEADER, csvRow(1).replace('530-0001', '５３０－０００１')]),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ imported: 1 });
    const added = (await book(api.app, taro)).body.data.at(-1);
    expect(added).toMatchObject({
      shipping_last_name_kana: 'ヤマモト',
      postal_code: '5300001',
      prefecture: '大阪府',
    });
  });

  it('imports nothing from a Shift_JIS file with one bad row and names the row', async () => {
    const before = (await book(api.app, taro)).body.data.length;
    const lines = [CSV_HEADER, csvRow(2), csvRow(3, '大阪'), csvRow(4)];
    const res = await importCsv(api.app, taro, sjis(lines));
    const body = expectApiError(res, 422, 'user_address.import_invalid');
    expect(body.errors?.file).toHaveLength(1);
    expect(body.errors?.file?.[0]).toMatch(/^3行目: .*都道府県/);
    expect((await book(api.app, taro)).body.data.length).toBe(before);
  });

  it('refuses a card number in any cell, whatever joins its groups, importing nothing', async () => {
    const before = (await book(api.app, taro)).body.data.length;
    for (const number of ['4111,1111,1111,1111', '4111:1111:1111:1111', '4111〜1111〜1111〜1111']) {
      const row = csvRow(7).replace('梅田ビル7F', `"${number}"`);
      const res = await importCsv(api.app, taro, sjis([CSV_HEADER, row]));
      expect(expectApiError(res, 422, 'common.validation').errors, number).toEqual({
        file: [CHECKOUT_MESSAGES.cardNumberRejected],
      });
    }
    expect((await book(api.app, taro)).body.data.length).toBe(before);
  });

  it('reads a file cell by cell: a room number beside a phone number is no card', async () => {
    // A row whose numbers, read across the commas, pass the card checks; no cell does on its own.
    const row = (room: number) =>
      csvRow(8).replace('梅田ビル8F', String(room)).replace(/1-8,/, '1-2-3,');
    const room = [...Array(900).keys()]
      .map((n) => n + 100)
      .find((n) => containsCardNumber(row(n)) && !row(n).split(',').some(containsCardNumber));
    expect(room).toBeDefined();
    const res = await importCsv(api.app, taro, sjis([CSV_HEADER, row(room ?? 0)]));
    expect(res.status).toBe(201);
  });

  it('imports a good Shift_JIS file in one go', async () => {
    const before = (await book(api.app, taro)).body.data.length;
    const res = await importCsv(api.app, taro, sjis([CSV_HEADER, csvRow(5), csvRow(6)]));
    expect(res.status).toBe(201);
    const after = (await book(api.app, taro)).body.data;
    expect(after.length).toBe(before + 2);
    expect(after.at(-1)).toMatchObject({
      shipping_last_name: '山本',
      shipping_first_name: '6郎',
      address2: '梅田ビル6F',
    });
  });

  it('refuses a missing header, an empty file, no file, and rows beyond x-limit', async () => {
    const noHeader = await importCsv(api.app, hanako, sjis([csvRow(1)]));
    expect(expectApiError(noHeader, 422, 'user_address.import_invalid').errors?.file?.[0]).toMatch(
      /1行目の見出し/,
    );
    expectApiError(
      await importCsv(api.app, hanako, sjis([CSV_HEADER])),
      422,
      'user_address.import_invalid',
    );
    const form = await api.app.request('/v1/me/user-addresses/import', {
      method: 'POST',
      headers: { Authorization: `Bearer ${hanako}` },
      body: new FormData(),
    });
    expect(form.status).toBe(422);
    const many = Array.from({ length: ADDRESS_LIMIT + 5 }, (_, i) => csvRow(i + 1));
    const over = await importCsv(api.app, hanako, sjis([CSV_HEADER, ...many]));
    expect(expectApiError(over, 422, 'user_address.limit_exceeded').errors?.file?.[0]).toMatch(
      new RegExp(`最大${ADDRESS_LIMIT}件`),
    );
    expect((await book(api.app, hanako)).body.data.length).toBe(1);
  });
});

describe('CSV export', () => {
  it('writes Shift_JIS by default and UTF-8 on request, with the same rows as the book', async () => {
    const { res, bytes } = await exportBook(taro);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=Shift_JIS');
    expect(res.headers.get('x-suggested-filename')).toMatch(/^addresses-\d{8}\.csv$/);
    const text = iconv.decode(bytes, 'cp932');
    const utf = await exportBook(taro, 'utf8');
    expect(utf.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(utf.bytes.toString('utf8').slice(1)).toBe(text);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.map(([t]) => t).join(','));
    const entries = (await book(api.app, taro)).body.data;
    expect(lines.length).toBe(entries.length + 1);
    expect(lines[1]).toContain('東京都');
    // What was exported imports again unchanged (round trip).
    expect((await importCsv(api.app, hanako, new Uint8Array(bytes))).status).toBe(201);
    expectApiError(
      await req(api.app, 'GET', '/v1/me/user-addresses/export?encoding=latin1', { token: taro }),
      422,
      'common.validation',
    );
  });

  it('answers 202 for a book over the download size and mails the file from a job', async () => {
    const [hanakoRow] = await api.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'hanako@example.jp'));
    const userId = hanakoRow?.id ?? 0;
    const [template] = await api.database.db
      .select()
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId));
    // A large book, inserted directly (quicker than a hundred calls).
    const {
      id: _id,
      isDefault: _d,
      isSenderDefault: _s,
      ...copy
    } = template as NonNullable<typeof template>;
    await api.database.db
      .insert(userAddresses)
      .values(Array.from({ length: EXPORT_SYNC_ROWS }, () => ({ ...copy, divisionCt: 2 })));
    const { res, bytes } = await exportBook(hanako, 'utf8');
    expect(res.status).toBe(202);
    expect(JSON.parse(bytes.toString())).toEqual({
      message: '遅延処理中なのでしばらくお待ちください',
      delayed: true,
    });
    const queued = await api.database.db.select().from(jobs).where(eq(jobs.name, EXPORT_JOB));
    expect(queued.map((j) => j.payload)).toEqual([{ user_id: userId, encoding: 'utf8' }]);
    const sent = testOutbox.length;
    expect(await runDueJobs(api.database, { names: [EXPORT_JOB], mailer: testMailer })).toBe(1);
    const mail = testOutbox.at(-1);
    expect(testOutbox.length).toBe(sent + 1);
    expect(mail?.to).toBe('hanako@example.jp');
    const file = mail?.attachments?.[0];
    expect(file?.filename).toMatch(/-utf8\.csv$/);
    const rows = file?.content.toString('utf8').trimEnd().split('\r\n') ?? [];
    expect(rows.length).toBe((await book(api.app, hanako)).body.data.length + 1);
  });

  it('the job function writes Shift_JIS when asked (called directly)', async () => {
    const [row] = await api.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'taro@example.jp'));
    await exportAddressesJob(
      { database: api.database, now: new Date('2026-11-25T00:00:00Z'), mailer: testMailer },
      { user_id: row?.id ?? 0, encoding: 'sjis' },
    );
    const file = testOutbox.at(-1)?.attachments?.[0];
    expect(file?.filename).toBe('addresses-20261125.csv');
    expect(iconv.decode(file?.content ?? Buffer.alloc(0), 'cp932')).toContain('山田');
  });
});

describe('CSV cells a spreadsheet would run, and characters Shift_JIS lacks', () => {
  let biz = '';
  const add = (fields: Record<string, string>) =>
    req(api.app, 'POST', '/v1/me/user-addresses', {
      token: biz,
      body: { ...HIRAGANA_ADDRESS, ...fields },
    });
  const fresh = async () => {
    await req(api.app, 'DELETE', '/v1/me/user-addresses-all', { token: biz });
  };
  beforeAll(async () => {
    biz = await memberToken(api.app, 'biz@example.jp', 'Biz-pass-2026');
  });

  it('prefixes formula cells with a quote, and the import takes the quote off again', async () => {
    await fresh();
    const formulas = {
      city: '=HYPERLINK("http://evil.example/","開く")',
      address1: '+1-2',
      address2: "@SUM(A1)'",
      name: '-',
    };
    expect((await add({ ...formulas, address2: "'=1+1" })).status).toBe(201);
    expect((await add({ city: '-2+3', address1: '@A1' })).status).toBe(201);
    const before = (await book(api.app, biz)).body.data;
    for (const encoding of ['sjis', 'utf8']) {
      const { res, bytes } = await exportBook(biz, encoding);
      expect(res.status).toBe(200);
      const text = encoding === 'utf8' ? bytes.toString('utf8') : iconv.decode(bytes, 'cp932');
      const cells = text.split(/[,\r\n]/).map((cell) => cell.replace(/^"|"$/g, ''));
      expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example/"",""開く"")"`);
      expect(text).toContain("''=1+1");
      await fresh();
      expect((await importCsv(api.app, biz, new Uint8Array(bytes))).status).toBe(201);
      const after = (await book(api.app, biz)).body.data;
      // The own address comes back as one more entry; the two added ones come back unchanged.
      const fields = (list: typeof before) =>
        list.slice(-2).map((a) => [a.city, a.address1, a.address2]);
      expect(fields(after)).toEqual(fields(before));
    }
  });

  it('writes CP932 equivalents for 〜 − — and keeps them on a round trip', async () => {
    await fresh();
    expect(
      (await add({ city: '札幌市〜中央区', address1: '2−1', address2: 'ビル—3F ¥' })).status,
    ).toBe(201);
    const { res, bytes } = await exportBook(biz);
    expect(res.status).toBe(200);
    const text = iconv.decode(bytes, 'cp932');
    expect(text).not.toContain('?');
    expect(text).toContain('札幌市～中央区,2－1,ビル―3F ￥');
    await fresh();
    expect((await importCsv(api.app, biz, new Uint8Array(bytes))).status).toBe(201);
    const imported = (await book(api.app, biz)).body.data.at(-1);
    expect([imported?.city, imported?.address1, imported?.address2]).toEqual([
      '札幌市～中央区',
      '2－1',
      'ビル―3F ￥',
    ]);
  });

  it('refuses a Shift_JIS export that would lose a character, naming the row; UTF-8 keeps it', async () => {
    await fresh();
    expect((await add({ shipping_last_name: '𠮷田' })).status).toBe(201);
    expect((await add({ address2: 'ハイツ😀' })).status).toBe(201);
    const own = (await book(api.app, biz)).body.data.length - 2;
    const { res, bytes } = await exportBook(biz);
    const body = JSON.parse(bytes.toString()) as {
      message: string;
      errors: { encoding: string[] };
    };
    expect(res.status).toBe(422);
    expect(body.message).toContain(`${own + 2}行目「𠮷」`);
    expect(body.message).toContain(`${own + 3}行目「😀」`);
    expect(body.message).toContain('UTF-8');
    const utf = await exportBook(biz, 'utf8');
    expect(utf.res.status).toBe(200);
    await fresh();
    expect((await importCsv(api.app, biz, new Uint8Array(utf.bytes))).status).toBe(201);
    const names = (await book(api.app, biz)).body.data.map(
      (a) => `${a.shipping_last_name}${a.address2}`,
    );
    expect(names).toContain('𠮷田');
    expect(names.some((n) => n.endsWith('ハイツ😀'))).toBe(true);
  });

  it('the mailing job falls back to UTF-8 with a notice when the book no longer fits Shift_JIS', async () => {
    const [row] = await api.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'biz@example.jp'));
    await exportAddressesJob(
      { database: api.database, now: new Date('2026-11-25T00:00:00Z'), mailer: testMailer },
      { user_id: row?.id ?? 0, encoding: 'sjis' },
    );
    const mail = testOutbox.at(-1);
    expect(mail?.text).toContain('UTF-8（BOM付き）で書き出しました');
    expect(mail?.attachments?.[0]?.content.toString('utf8')).toContain('𠮷田');
  });
});

describe('a mailed export goes only to a verified address, a few times an hour', () => {
  const hanakoId = async () =>
    (await api.database.db.select().from(users).where(eq(users.email, 'hanako@example.jp')))[0]
      ?.id ?? 0;

  it('refuses in Japanese while the member’s address is unverified, queueing nothing', async () => {
    const id = await hanakoId();
    await api.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, id));
    const queued = async () =>
      (await api.database.db.select().from(jobs).where(eq(jobs.name, EXPORT_JOB))).length;
    const before = await queued();
    const { res, bytes } = await exportBook(hanako, 'utf8');
    expect(res.status).toBe(422);
    expect(JSON.parse(bytes.toString()).message).toBe(M.exportNeedsVerifiedEmail);
    expect(await queued()).toBe(before);
    await api.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, id));
  });

  it('answers 429 past the member’s hourly allowance of mailed exports', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < EXPORT_MAIL_LIMIT.limit + 1; i += 1) {
      statuses.push((await exportBook(hanako, 'utf8')).res.status);
    }
    // One export was mailed by the earlier test in this hour.
    expect(statuses.filter((s) => s === 202)).toHaveLength(EXPORT_MAIL_LIMIT.limit - 1);
    expect(statuses.at(-1)).toBe(429);
  });
});
