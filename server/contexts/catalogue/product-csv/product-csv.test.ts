import { eq, inArray, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  contentChanges,
  productSearch,
  productSearchMarks,
  products,
} from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import {
  newBrowser,
  type StaffBrowser,
  signedInAs,
  staffCall,
} from '../../back-office/staff/staff.testing';
import { reindexProducts } from '../catalog/index';

type Summary = {
  dry_run: boolean;
  rows: number;
  updated: number;
  created: number;
  message: string;
};
type Refusal = { code: string; message: string; errors: Record<string, string[]> };
type Product = {
  product_key: string;
  code: string;
  name: string;
  product_price: number;
  version: number;
  channels: string[];
  is_show_product: boolean;
  variants: { code: string; name: string; stock: number }[];
};

const HEADER = '商品コード,商品名,規格コード,規格名,在庫,販売価格,税率,公開,販売チャネル';

let api: TestApi;
let editor: StaffBrowser;
beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: 'script-token' } });
  editor = await signedInAs(api, 'editor@example.jp');
});
afterAll(() => api.drop());

const importCsv = (
  body: string | Uint8Array<ArrayBuffer>,
  query = '',
  browser = editor,
  opts: { csrf?: false; type?: string } = {},
) =>
  staffCall<Summary & Refusal>(api, browser, 'POST', `/v1/admin/products/import${query}`, {
    raw: { body, type: opts.type ?? 'text/csv' },
    ...(opts.csrf === false ? { csrf: false } : {}),
  });
const exportCsv = (query = '', browser = editor) =>
  api.app.request(`http://admin.localhost/v1/admin/products.csv${query}`, {
    headers: {
      Host: 'admin.localhost',
      Cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
  });
const getProduct = (key: string) =>
  staffCall<Product>(api, editor, 'GET', `/v1/admin/products/${key}`);
/**
 * Writes a name no save screen would take, straight into the table, then reindexes it as the
 * shop does after any write (the list's keyword is looked up in the search index).
 */
const renameOxford = async (name: string) => {
  const [row] = await api.database.db
    .update(products)
    .set({ name })
    .where(eq(products.key, 'oxford-shirt'))
    .returning({ id: products.id });
  await reindexProducts(api.database.db, [row?.id ?? 0]);
};
/** The transaction that last wrote a product's search row (its `xmin`). */
const searchRowVersion = async (productId: number) => {
  const [row] = await api.database.db
    .select({ xmin: sql<string>`xmin::text` })
    .from(productSearch)
    .where(eq(productSearch.productId, productId));
  return row?.xmin;
};
const productByCode = async (code: string) => {
  const [row] = await api.database.db.select().from(products).where(eq(products.code, code));
  return row;
};

describe('GET /v1/admin/products.csv', () => {
  it('streams UTF-8 with a BOM, one row per variant, with the list filters', async () => {
    const res = await exportCsv('?keyword=oxford');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe(
      '商品コード,商品名,規格コード,規格名,在庫,販売価格,通常価格,税率,カテゴリ,ブランド,メーカー,販売チャネル,公開,年齢制限,商品説明',
    );
    const oxford = (await getProduct('oxford-shirt')).body;
    const rows = lines.filter((l) => l.startsWith(`${oxford.code},`));
    expect(rows).toHaveLength(Math.max(oxford.variants.length, 1));
    expect(rows[0]).toContain(String(oxford.product_price));
  });

  it('writes a formula-like cell with a leading quote, and Shift_JIS as CP932', async () => {
    await renameOxford('=HYPERLINK("http://evil")髙');
    const res = await exportCsv('?keyword=HYPERLINK&encoding=sjis');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=Shift_JIS');
    const text = iconv.decode(Buffer.from(await res.arrayBuffer()), 'cp932');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")髙"`);
  });

  it('refuses a Shift_JIS export naming the rows CP932 cannot hold', async () => {
    await renameOxford('オックスフォード😀');
    const res = await exportCsv('?keyword=%F0%9F%98%80&encoding=sjis');
    expect(res.status).toBe(422);
    const body = (await res.json()) as Refusal;
    expect(body.errors['行 2']?.[0]).toMatch(/^商品名に Shift_JIS（CP932）で表せない文字/);
    expect((await exportCsv('?keyword=%F0%9F%98%80')).status).toBe(200);
  });

  it('answers 401 without a session and 403 to an operator', async () => {
    expect((await exportCsv('', newBrowser())).status).toBe(401);
    const operator = await signedInAs(api, 'operator@example.jp');
    expect((await exportCsv('', operator)).status).toBe(403);
  });
});

describe('POST /v1/admin/products/import', () => {
  it('counts on a dry run, then updates and creates in one go with versions, search, audit', async () => {
    const before = (await getProduct('senbei-gift')).body;
    const csv = [
      HEADER,
      `${before.code},${before.name},,,,4321,10,公開,default`,
      'CSV-NEW-1,取り込みの新商品,CSV-NEW-1-M,M,5,1200,8,公開,default wa',
      'CSV-NEW-1,取り込みの新商品,CSV-NEW-1-L,L,7,1200,8,公開,default wa',
    ].join('\n');
    const senbeiRow = await productByCode(before.code);
    const senbeiRowVersion = await searchRowVersion(senbeiRow?.id ?? 0);
    const dry = await importCsv(csv, '?dry_run=1');
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dry_run: true, rows: 3, updated: 1, created: 1 });
    expect(dry.body.message).toBe('1 件更新、1 件新規');
    expect((await getProduct('senbei-gift')).body.product_price).toBe(before.product_price);

    const done = await importCsv(csv);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ dry_run: false, updated: 1, created: 1 });
    const after = (await getProduct('senbei-gift')).body;
    expect(after.product_price).toBe(4321);
    expect(after.version).toBe(before.version + 1);
    const created = await productByCode('CSV-NEW-1');
    expect(created?.key).toBe('csv-new-1');
    const made = (await getProduct('csv-new-1')).body;
    expect(made).toMatchObject({
      name: '取り込みの新商品',
      product_price: 1200,
      channels: ['default', 'wa'],
    });
    expect(made.variants.map((v) => [v.code, v.name, v.stock])).toEqual([
      ['CSV-NEW-1-M', 'M', 5],
      ['CSV-NEW-1-L', 'L', 7],
    ]);
    const versions = await staffCall<{ data: { version: number }[] }>(
      api,
      editor,
      'GET',
      '/v1/admin/products/senbei-gift/versions',
    );
    expect(versions.body.data.map((v) => v.version)).toContain(after.version);
    const [search] = await api.database.db
      .select()
      .from(productSearch)
      .where(eq(productSearch.productId, created?.id ?? 0));
    expect(search?.nameText).toContain('取り込み');
    // senbei-gift kept its name: its search row is not written anew, only marked current.
    expect(await searchRowVersion(senbeiRow?.id ?? 0)).toBe(senbeiRowVersion);
    const [mark] = await api.database.db
      .select()
      .from(productSearchMarks)
      .where(eq(productSearchMarks.productId, senbeiRow?.id ?? 0));
    expect(mark?.indexedAt.getTime()).toBeGreaterThanOrEqual(
      (await productByCode(before.code))?.updatedAt.getTime() ?? Infinity,
    );
    const changes = await api.database.db
      .select()
      .from(contentChanges)
      .where(inArray(contentChanges.key, ['senbei-gift', 'csv-new-1']));
    expect(new Set(changes.map((c) => `${c.key}:${c.channelId}`))).toEqual(
      new Set([
        ...before.channels.map((c) => `senbei-gift:${c}`),
        'senbei-gift:default',
        'csv-new-1:default',
        'csv-new-1:wa',
      ]),
    );
    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product.import'));
    expect(audit?.after).toMatchObject({
      updated: 1,
      created: 1,
      updated_codes: [before.code],
      created_codes: ['CSV-NEW-1'],
    });
    // A new name is searched at once.
    const renamed = await importCsv(
      `${HEADER}\n${before.code},改名した煎餅,,,,4321,10,公開,default`,
    );
    expect(renamed.status).toBe(200);
    const [again] = await api.database.db
      .select()
      .from(productSearch)
      .where(eq(productSearch.productId, senbeiRow?.id ?? 0));
    expect(again?.nameText).toContain('改名');
  });

  it('changes nothing when one row is bad, and names every bad row and field in Japanese', async () => {
    const before = (await getProduct('senbei-gift')).body;
    const csv = [
      HEADER,
      `${before.code},${before.name},,,,999,10,公開,default`,
      'CSV-BAD-1,新しい商品,,,,-5,10,公開,default',
      'CSV-BAD-2,,,,,100,9,見せる,nowhere',
      'CSV-BAD-3,数式,,,,=1+1,10,公開,default',
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('common.validation');
    expect(res.body.errors['行 3']).toEqual(['販売価格は0以上の整数で入力してください。']);
    expect(res.body.errors['行 4']).toEqual(
      expect.arrayContaining([
        '税率は 8 か 10 で入力してください。',
        '公開は「公開」か「非公開」で入力してください。',
        '商品名: 商品名を入力してください。',
      ]),
    );
    expect(res.body.errors['行 5']?.[0]).toMatch(/^販売価格が = \+ - @ で始まっています/);
    expect(res.body.errors['行 2']).toBeUndefined();
    expect((await getProduct('senbei-gift')).body.product_price).toBe(before.product_price);
    expect(await productByCode('CSV-BAD-1')).toBeUndefined();
  });

  it('refuses references the shop does not have, and a new product without a price column', async () => {
    const res = await importCsv(
      ['商品コード,商品名,カテゴリ,販売チャネル', 'CSV-REF-1,名前,ない分類,nowhere'].join('\n'),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors['行 2']).toEqual([
      'カテゴリに一致するものが登録されていません。管理画面の名前どおりに入力してください。',
      '販売チャネルに存在しない販売チャネル「nowhere」が含まれています。',
      '販売価格は新しい商品に必要です。',
    ]);
  });

  it('stores a quoted formula as text, and refuses duplicate codes in the file', async () => {
    const ok = await importCsv([HEADER, "CSV-Q-1,'=SUM(A1),,,,100,10,非公開,default"].join('\n'));
    expect(ok.status).toBe(200);
    expect((await productByCode('CSV-Q-1'))?.name).toBe('=SUM(A1)');
    const dup = await importCsv(
      [HEADER, 'CSV-D-1,a,V1,M,1,100,10,公開,default', 'CSV-D-1,a,V1,M,2,100,10,公開,default'].join(
        '\n',
      ),
    );
    expect(dup.status).toBe(422);
    expect(dup.body.errors['行 3']).toEqual([
      '商品コードと規格コードの組が 行 2 と重複しています。',
    ]);
    const differs = await importCsv(
      [HEADER, 'CSV-D-2,a,V1,M,1,100,10,公開,default', 'CSV-D-2,b,V2,L,2,200,10,公開,default'].join(
        '\n',
      ),
    );
    expect(differs.body.errors['行 3']?.[0]).toMatch(
      /^商品名・販売価格が同じ商品コードの 行 2 と異なります/,
    );
  });

  it('reads Shift_JIS chosen or detected, and refuses bytes that are not the chosen encoding', async () => {
    const csv = [HEADER, 'CSV-SJ-1,髙島屋の①番,,,,500,10,公開,default'].join('\r\n');
    const sjis = new Uint8Array(iconv.encode(csv, 'cp932'));
    const detected = await importCsv(sjis);
    expect(detected.status).toBe(200);
    expect((await productByCode('CSV-SJ-1'))?.name).toBe('髙島屋の①番');
    const chosen = await importCsv(sjis, '?encoding=sjis&dry_run=1');
    expect(chosen.body).toMatchObject({ updated: 1, created: 0 });
    const wrong = await importCsv(sjis, '?encoding=utf8');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.ファイル?.[0]).toMatch(/UTF-8 として読めないバイト/);
    const broken = new Uint8Array([...new TextEncoder().encode(`${HEADER}\n`), 0x82, 0x0a]);
    const bad = await importCsv(broken, '?encoding=sjis');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.ファイル?.[0]).toMatch(/Shift_JIS（CP932）として読めない/);
    const bom = await importCsv(
      `\uFEFF${HEADER}\nCSV-BOM-1,BOM,,,,1,10,公開,default`,
      '?dry_run=1',
    );
    expect(bom.body).toMatchObject({ created: 1 });
  });

  it('refuses unknown headers, an empty file and a multipart body', async () => {
    const unknown = await importCsv('商品コード,価格\nA,1');
    expect(unknown.body.errors.ファイル).toEqual([
      '見出し「価格」はこの CSV の列にありません。書き出した CSV の見出しを使ってください。',
    ]);
    expect((await importCsv('')).status).toBe(422);
    const quote = await importCsv(`${HEADER}\nA,=HYPERLINK("x"),,,,1,10,公開,default`);
    expect(quote.status).toBe(422);
    expect(quote.body.errors.ファイル?.[0]).toMatch(/^2 行目付近の CSV の形が正しくありません/);
    const unclosed = await importCsv(`${HEADER}\nA,"x,,,,1,10,公開,default`);
    expect(unclosed.body.errors.ファイル?.[0]).toMatch(/CSV の形が正しくありません/);
    const multipart = await importCsv('x', '', editor, { type: 'multipart/form-data; boundary=x' });
    expect(multipart.status).toBe(422);
  });

  // A 20 MB body and 100,001 rows are read for real: 6 s on a quiet machine, past the default
  // 30 s when several suites share two cores.
  it('refuses a 20 MB cell and 100,001 rows', { timeout: 180_000 }, async () => {
    const huge = await importCsv(`商品コード,商品説明\nA,"${'x'.repeat(20 * 1024 * 1024)}"`);
    expect(huge.status).toBe(422);
    expect(huge.body.errors.ファイル?.[0]).toMatch(/大きすぎる項目があります/);
    const many = `商品コード\n${'A\n'.repeat(100_001)}`;
    const tooMany = await importCsv(many);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.ファイル?.[0]).toMatch(/^行が多すぎます（100,000 行まで）/);
  });

  it('answers 413 past 64 MB, 403 without CSRF or to an operator, 401 to nobody', async () => {
    const big = await staffCall(api, editor, 'POST', '/v1/admin/products/import', {
      raw: { body: 'x', type: 'text/csv' },
      headers: { 'Content-Length': String(65 * 1024 * 1024) },
    });
    expect(big.status).toBe(413);
    expect((await importCsv(HEADER, '', editor, { csrf: false })).status).toBe(403);
    const operator = await signedInAs(api, 'operator@example.jp');
    expect((await importCsv(HEADER, '', operator)).status).toBe(403);
    expect((await importCsv(HEADER, '', newBrowser())).status).toBe(401);
  });
});
