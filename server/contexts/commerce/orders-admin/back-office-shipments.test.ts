import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../../contract/orders/back-office-orders.schema';
import { auditLog, jobs, orderPackings, productVariants } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { type StaffBrowser, signedInAs, staffCall } from '../../back-office/staff/staff.testing';
import { memberToken } from '../../catalogue/catalog/catalog.testing';
import { addDays, earliestDelivery, shopCalendarAt } from '../../platform/calendar/index';
import { variantOf } from '../cart/cart.testing';
import { placeOrder } from '../orders/orders.testing';
import { placeGift } from '../social-gift/social-gift.testing';

let api: TestApi;
let operator: StaffBrowser;
let editor: StaffBrowser;
let taro: string;
let oxford = 0;

beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: 'script-token' } });
  operator = await signedInAs(api, 'operator@example.jp');
  editor = await signedInAs(api, 'editor@example.jp');
  taro = await memberToken(api.app);
  oxford = await variantOf(api.app, 'oxford-shirt', 'L');
  // This file places many orders of one size: enough stock for all of them.
  await db().update(productVariants).set({ stock: 500 }).where(eq(productVariants.id, oxford));
});
afterAll(() => api.drop());

const db = () => api.database.db;
const getOrder = (id: number) =>
  staffCall<AdminOrder>(api, operator, 'GET', `/v1/admin/orders/${id}`);
type Answer = AdminOrder & { message?: string; errors?: Record<string, string[]> };
const change = (id: number, key: string, body: Record<string, unknown>) =>
  staffCall<Answer>(api, operator, 'PATCH', `/v1/admin/orders/${id}/shipments/${key}`, { body });
const mailsTo = async (subjectPart: string) =>
  (await db().select().from(jobs).where(eq(jobs.name, 'mail.send'))).filter((j) =>
    String((j.payload as { subject?: string }).subject ?? '').includes(subjectPart),
  );

/** The text pdftotext reads from PDF bytes (what the slip really prints). */
function pdfText(bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'slip-')), 'slip.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The slip's answer, its bytes read as such (staffCall reads text). */
async function slip(id: number, key: string, browser: StaffBrowser | null = operator) {
  const headers: Record<string, string> = { Host: 'admin.localhost' };
  if (browser) headers.Cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await api.app.request(
    `http://admin.localhost/v1/admin/orders/${id}/shipments/${key}/delivery-slip`,
    { headers },
  );
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('GET /v1/admin/orders/{id}/shipments/{key}/delivery-slip', () => {
  it('prints the shop, the order number, the ship-to, the lines with tax-included prices, wrap and のし', async () => {
    const placed = await placeOrder(api.app, taro, { lines: [{ variantId: oxford, quantity: 2 }] });
    const order = (await getOrder(placed.id)).body;
    const key = order.shipments[0]?.key ?? '';
    await db().insert(orderPackings).values({
      orderId: placed.id,
      shippingKey: key,
      wrapping: 'wrap',
      noshi: 'oiwai',
      noshiName: '山田',
    });
    const { res, bytes } = await slip(placed.id, key);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-suggested-filename')).toBe(
      `delivery-slip-${placed.orderNo}-${key}.pdf`,
    );
    const text = pdfText(bytes);
    expect(text).toContain('納品書');
    expect(text).toContain(placed.orderNo);
    expect(text).toContain('大川屋オンラインショップ');
    expect(text).toContain('東京都江東区大川一丁目2番3号');
    // An address longer than its column goes on to a second line, not cut off.
    expect(text).toContain('大川屋ビル');
    expect(text).not.toContain('…');
    expect(text).toContain(order.lines[0]?.name ?? 'missing line');
    const line = order.lines[0];
    const unit = Math.floor(((line?.unit_price ?? 0) * (100 + (line?.tax_rate ?? 0))) / 100);
    expect(text).toContain(`¥${unit.toLocaleString('ja-JP')}`);
    expect(text).toContain(`¥${(unit * 2).toLocaleString('ja-JP')}`);
    expect(text).toMatch(/ギフト包装/);
    expect(text).toMatch(/のし：.*（山田）/);
    // The ship-to's phone, stored as digits, prints hyphenated as on a carrier's label.
    expect(order.shipments[0]?.phone).toMatch(/^0\d{9,10}$/);
    expect(text).toMatch(/電話番号：0\d{1,4}-\d{1,4}-\d{4}/);
  });

  it('prints no prices on a social gift, whose recipient receives it', async () => {
    const gift = await placeGift(api.app, oxford, { bearer: taro });
    const [row] = await db().select({ id: jobs.id }).from(jobs).limit(0);
    expect(row).toBeUndefined();
    const list = await staffCall<{ data: { id: number; order_no: string }[] }>(
      api,
      operator,
      'GET',
      `/v1/admin/orders?q=${gift.orderNo}`,
    );
    const id = list.body.data[0]?.id ?? 0;
    const order = (await getOrder(id)).body;
    expect(order.shipments[0]?.social_gift).toBe(true);
    const { res, bytes } = await slip(id, order.shipments[0]?.key ?? '');
    expect(res.status).toBe(200);
    const text = pdfText(bytes);
    expect(text).toContain(gift.orderNo);
    expect(text).toContain(order.lines[0]?.name ?? 'missing line');
    expect(text).not.toMatch(/¥|単価|金額（税込）/);
    expect(text).toContain('ギフトのため金額は記載していません');
  });

  it('is for staff only: no session 401, an editor 403, a member token 401, an unknown shipment 404', async () => {
    const placed = await placeOrder(api.app, taro, { lines: [{ variantId: oxford, quantity: 1 }] });
    expect((await slip(placed.id, '1', null)).res.status).toBe(401);
    expect((await slip(placed.id, '1', editor)).res.status).toBe(403);
    const asMember = await api.app.request(
      `http://admin.localhost/v1/admin/orders/${placed.id}/shipments/1/delivery-slip`,
      { headers: { Host: 'admin.localhost', Authorization: `Bearer ${taro}` } },
    );
    expect(asMember.status).toBe(401);
    expect((await slip(placed.id, '9')).res.status).toBe(404);
    expect((await slip(999999, '1')).res.status).toBe(404);
  });
});

describe('PATCH /v1/admin/orders/{id}/shipments/{key}', () => {
  const address = {
    last_name: '山田',
    first_name: '花子',
    last_name_kana: 'ヤマダ',
    first_name_kana: 'ハナコ',
    postal_code: '060-0001',
    prefecture: '北海道',
    city: '札幌市中央区北一条西',
    address1: '1-2-3',
    address2: '',
    phone_number: '011-123-4567',
  };

  it('changes the address and date before shipping: checked, version-checked, audited, in the history, mailed', async () => {
    const placed = await placeOrder(api.app, taro, { lines: [{ variantId: oxford, quantity: 1 }] });
    const order = (await getOrder(placed.id)).body;
    const key = order.shipments[0]?.key ?? '';
    const cal = await shopCalendarAt(db(), new Date());
    const earliest = earliestDelivery(new Date(), '北海道', cal);

    const badPostal = await change(placed.id, key, {
      version: order.version,
      address: { ...address, postal_code: '12-34' },
    });
    expect(badPostal.status).toBe(422);
    expect(Object.keys(badPostal.body.errors ?? {}).join()).toContain('postal_code');
    const badPrefecture = await change(placed.id, key, {
      version: order.version,
      address: { ...address, prefecture: '東京' },
    });
    expect(badPrefecture.status).toBe(422);
    const tooEarly = await change(placed.id, key, {
      version: order.version,
      address,
      delivery_date: addDays(earliest, -1),
    });
    expect(tooEarly.status).toBe(422);
    expect(tooEarly.body.errors?.delivery_date?.[0]).toBeTruthy();
    const tooLate = await change(placed.id, key, {
      version: order.version,
      delivery_date: addDays(earliest, 400),
    });
    expect(tooLate.status).toBe(422);
    expect((await change(placed.id, key, { version: order.version })).status).toBe(422);

    const done = await change(placed.id, key, {
      version: order.version,
      address,
      delivery_date: earliest,
      delivery_time: '14-16',
    });
    expect(done.status).toBe(200);
    expect(done.body.version).toBe(order.version + 1);
    expect(done.body.shipments[0]).toMatchObject({
      name: '山田 花子',
      postal_code: '060-0001',
      delivery_date: earliest,
    });
    expect(done.body.shipments[0]?.address).toContain('北海道札幌市中央区北一条西1-2-3');
    expect(done.body.history.at(-1)?.kind).toBe('shipment_changed');
    const mail = await mailsTo(`【お届け内容変更のお知らせ】ご注文番号 ${placed.orderNo}`);
    expect(mail).toHaveLength(1);
    expect(String((mail[0]?.payload as { text?: string } | undefined)?.text)).toContain(earliest);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'order'), eq(auditLog.recordId, String(placed.id))));
    expect(audits.map((a) => a.action)).toEqual(['order.shipment_change']);
    expect(JSON.stringify(audits[0]?.after)).toContain('北海道');

    // The same screen again: its version is old.
    const stale = await change(placed.id, key, { version: order.version, delivery_date: null });
    expect(stale.status).toBe(409);
    expect(
      (await change(placed.id, '9', { version: done.body.version, delivery_date: null })).status,
    ).toBe(404);
  });

  it('refuses once shipped or cancelled (409, saying why) and on a social gift', async () => {
    const placed = await placeOrder(api.app, taro, {
      lines: [{ variantId: oxford, quantity: 1 }],
      card: true,
    });
    let order = (await getOrder(placed.id)).body;
    const key = order.shipments[0]?.key ?? '';
    const shipped = await staffCall<AdminOrder>(
      api,
      operator,
      'POST',
      `/v1/admin/orders/${placed.id}/shipments/${key}/ship`,
      { body: { version: order.version, carrier: 'yamato', tracking_no: '123456789012' } },
    );
    expect(shipped.status).toBe(200);
    order = shipped.body;
    const late = await change(placed.id, key, { version: order.version, address });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('発送済みのお届け先は変更できません。');

    const other = await placeOrder(api.app, taro, {
      lines: [{ variantId: oxford, quantity: 1 }],
      card: true,
    });
    const open = (await getOrder(other.id)).body;
    const cancelled = await staffCall<AdminOrder>(
      api,
      operator,
      'POST',
      `/v1/admin/orders/${other.id}/cancel`,
      { body: { version: open.version, reason: '欠品' } },
    );
    expect(cancelled.status).toBe(200);
    const gone = await change(other.id, '1', { version: cancelled.body.version, address });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toContain('キャンセル済み');

    const gift = await placeGift(api.app, oxford, { bearer: taro });
    const found = await staffCall<{ data: { id: number }[] }>(
      api,
      operator,
      'GET',
      `/v1/admin/orders?q=${gift.orderNo}`,
    );
    const giftId = found.body.data[0]?.id ?? 0;
    const giftOrder = (await getOrder(giftId)).body;
    const refused = await change(giftId, giftOrder.shipments[0]?.key ?? '', {
      version: giftOrder.version,
      address,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('受取人が指定');
    expect(
      (
        await staffCall(api, editor, 'PATCH', `/v1/admin/orders/${other.id}/shipments/1`, {
          body: { version: 1, address },
        })
      ).status,
    ).toBe(403);
  });
});

describe('carrier CSVs', () => {
  /** Places a card order (ready to ship at once) and answers its number and id. */
  const cardOrder = () =>
    placeOrder(api.app, taro, { lines: [{ variantId: oxford, quantity: 1 }], card: true });

  async function exportCsv(query: string, browser = operator) {
    const headers: Record<string, string> = {
      Host: 'admin.localhost',
      Cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    const res = await api.app.request(`http://admin.localhost/v1/admin/shipments.csv${query}`, {
      headers,
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = iconv.decode(Buffer.from(bytes), 'cp932');
    const rows = res.status === 200 ? (parse(text) as string[][]) : [];
    return { res, bytes, rows };
  }

  const importCsv = (format: string, text: string, browser = operator) =>
    staffCall<{ shipped: number; message?: string; errors?: Record<string, string[]> }>(
      api,
      browser,
      'POST',
      `/v1/admin/shipments/tracking-import?format=${format}`,
      { raw: { body: new Uint8Array(iconv.encode(text, 'cp932')), type: 'text/csv' } },
    );

  it('exports the shipments waiting to ship in B2クラウド columns, CP932, named by format and day', async () => {
    const ready = await cardOrder();
    const unpaid = await placeOrder(api.app, taro, { lines: [{ variantId: oxford, quantity: 1 }] });
    const { res, bytes, rows } = await exportCsv('?format=yamato-b2&per=200');
    expect(res.status).toBe(200);
    const day = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    expect(res.headers.get('x-suggested-filename')).toBe(
      `yamato-b2-${day.replaceAll('-', '')}.csv`,
    );
    expect(res.headers.get('content-type')).toContain('Shift_JIS');
    // CP932: the header's お客様管理番号 is not UTF-8.
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(rows[0]?.slice(0, 4)).toEqual([
      'お客様管理番号',
      '送り状種類',
      'クール区分',
      '伝票番号',
    ]);
    expect(rows[0]).toHaveLength(42);
    const row = rows.find((r) => r[0] === ready.orderNo);
    expect(row?.[1]).toBe('0');
    expect(row?.[4]).toBe(day.replaceAll('-', '/'));
    expect(row?.[10]).toMatch(/^\d{3}-\d{4}$/);
    const shipTo = (await getOrder(ready.id)).body.shipments[0];
    expect(row?.[15]).toBe(shipTo?.name);
    expect(row?.[24]).toBe('大川屋オンラインショップ');
    expect(row?.[22]).toContain('東京都江東区');
    expect(row?.[32]).toBe(ready.orderNo);
    expect(rows.some((r) => r[0] === unpaid.orderNo)).toBe(false);
    // The list's filters apply: the order number finds just that order.
    const one = await exportCsv(`?format=yamato-b2&q=${ready.orderNo}`);
    expect(one.rows.map((r) => r[0])).toEqual(['お客様管理番号', ready.orderNo]);
  });

  it('exports e飛伝Ⅱ columns, and refuses an unknown format and editors', async () => {
    const ready = await cardOrder();
    const { res, rows } = await exportCsv(`?format=sagawa-ehiden&q=${ready.orderNo}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-suggested-filename')).toMatch(/^sagawa-ehiden-\d{8}\.csv$/);
    expect(rows[0]?.slice(0, 3)).toEqual(['住所録コード', 'お届け先電話番号', 'お届け先郵便番号']);
    expect(rows[0]).toHaveLength(42);
    expect(rows[1]?.[8]).toBe(ready.orderNo);
    expect(rows[1]?.[6]).toBe((await getOrder(ready.id)).body.shipments[0]?.name);
    expect(rows[1]?.[41]).toBe('1');
    expect((await exportCsv('?format=fedex')).res.status).toBe(422);
    expect((await exportCsv('?format=yamato-b2', editor)).res.status).toBe(403);
  });

  it('imports B2クラウド tracking numbers: every shipment shipped, mailed and audited like a manual ship', async () => {
    const a = await cardOrder();
    const b = await cardOrder();
    const csv = `お客様管理番号,送り状種類,伝票番号\r\n${a.orderNo},0,1234-5678-9012\r\n${b.orderNo},0,２１０９８７６５４３２１\r\n`;
    const res = await importCsv('yamato-b2', csv);
    expect(res.status).toBe(200);
    expect(res.body.shipped).toBe(2);
    expect(res.body.message).toBe('2件のお届け先を発送済みにしました。');
    const first = (await getOrder(a.id)).body;
    expect(first.status).toBe('shipped');
    expect(first.shipments[0]).toMatchObject({ carrier: 'yamato', tracking_no: '123456789012' });
    expect((await getOrder(b.id)).body.shipments[0]?.tracking_no).toBe('210987654321');
    expect(await mailsTo(`【発送のお知らせ】ご注文番号 ${a.orderNo}`)).toHaveLength(1);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'order'), eq(auditLog.recordId, String(b.id))));
    expect(audits.map((x) => x.action)).toEqual(['order.ship']);
    expect(audits[0]?.actorEmail).toBe('operator@example.jp');
  });

  it('imports e飛伝 numbers by its own headers', async () => {
    const a = await cardOrder();
    const csv = `お客様管理ナンバー,お問合せ送り状No.\r\n${a.orderNo},123456789012\r\n`;
    const res = await importCsv('sagawa-ehiden', csv);
    expect(res.status).toBe(200);
    expect((await getOrder(a.id)).body.shipments[0]).toMatchObject({
      carrier: 'sagawa',
      tracking_url: expect.stringContaining('sagawa-exp.co.jp'),
    });
  });

  it('changes nothing when a row is bad, and names each bad row in Japanese', async () => {
    const good = await cardOrder();
    const shipped = await cardOrder();
    await importCsv('yamato-b2', `お客様管理番号,伝票番号\r\n${shipped.orderNo},111122223333\r\n`);
    const csv = [
      'お客様管理番号,伝票番号',
      `${good.orderNo},123456789012`,
      'OK-20991231-9999,123456789012',
      `${good.orderNo},12345`,
      `${shipped.orderNo},444455556666`,
    ].join('\r\n');
    const res = await importCsv('yamato-b2', csv);
    expect(res.status).toBe(422);
    expect(res.body.errors?.['行 3']?.[0]).toBe(
      'ご注文番号 OK-20991231-9999 のご注文はありません。',
    );
    expect(res.body.errors?.['行 4']?.[0]).toContain('12桁');
    expect(res.body.errors?.['行 5']?.[0]).toBe('このお届け先は発送済みです。');
    expect(res.body.errors?.['行 2']).toBeUndefined();
    // Each bad row is reported once: in errors, not again as the answer's message.
    expect(res.body.message).toBe(
      '3行を取り込めなかったため、何も発送済みにしていません。各行を直してからもう一度取り込んでください。',
    );
    const reports = [res.body.message ?? '', ...Object.values(res.body.errors ?? {}).flat()];
    expect(reports.filter((r) => r.includes('発送済みです'))).toHaveLength(1);
    expect(reports.filter((r) => r.includes('OK-20991231-9999'))).toHaveLength(1);
    const untouched = (await getOrder(good.id)).body;
    expect(untouched.status).toBe('new');
    expect(untouched.shipments[0]?.shipped_at).toBeNull();
    expect(await mailsTo(`【発送のお知らせ】ご注文番号 ${good.orderNo}`)).toHaveLength(0);
    const noColumns = await importCsv('yamato-b2', 'a,b\r\n1,2\r\n');
    expect(noColumns.status).toBe(422);
    expect(noColumns.body.errors?.ファイル?.[0]).toContain('お客様管理番号');
    expect((await importCsv('yamato-b2', csv, editor)).status).toBe(403);
  });
});

describe('POST /v1/admin/shipments/tracking-import: one shipment named twice', () => {
  it('refuses the second row that reaches a lone shipment by its numbered reference', async () => {
    const a = await placeOrder(api.app, taro, {
      lines: [{ variantId: oxford, quantity: 1 }],
      card: true,
    });
    const csv = `お客様管理番号,伝票番号\r\n${a.orderNo},123456789012\r\n${a.orderNo}-1,210987654321\r\n`;
    const res = await staffCall<{ message?: string; errors?: Record<string, string[]> }>(
      api,
      operator,
      'POST',
      '/v1/admin/shipments/tracking-import?format=yamato-b2',
      { raw: { body: new Uint8Array(iconv.encode(csv, 'cp932')), type: 'text/csv' } },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ '行 3': ['行 2 と同じお届け先です。'] });
    expect((await getOrder(a.id)).body.shipments[0]?.shipped_at).toBeNull();
  });
});

describe('GET /v1/admin/orders past 1,000 matches', () => {
  it('counts up to 1,000 past the page and says the total is capped', async () => {
    await db().execute(sql`
      insert into orders (order_no, channel_id, payment_id, delivery_id, status, ordered_at,
        total_product, total_tax, total_payment, email, orderer, shippings)
      select 'CAP-' || lpad(i::text, 6, '0'), 'default', 2, 3, 'delivered',
        timestamptz '2030-01-01 03:00+00' + i * interval '1 second', 1000, 100, 1100,
        'cap' || i || '@example.jp', '{}'::jsonb, '[]'::jsonb
      from generate_series(1, 1005) as i`);
    const list = (query: string) =>
      staffCall(api, operator, 'GET', `/v1/admin/orders?from=2030-01-01&to=2030-01-01${query}`);
    const first = await list('&per=50');
    expect(first.headers.get('x-total')).toBe('1000');
    expect(first.headers.get('x-total-capped')).toBe('1');
    expect(first.headers.get('x-last-page')).toBe('20');
    // Deep pages count past themselves: the last page knows the exact total.
    const deep = await list('&per=200&page=6');
    expect(deep.headers.get('x-total')).toBe('1005');
    expect(deep.headers.get('x-total-capped')).toBeNull();
    expect((deep.body as { data: unknown[] }).data).toHaveLength(5);
  });
});
