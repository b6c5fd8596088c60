import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptInfo } from '../../../../contract/receipts/receipts.schema';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';
import { orderIdOf, pdfInfo } from './receipts.testing';

let api: TestApi;
let taro: string;
let hanako: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
  for (const no of [
    'OK-20260315-0012',
    'OK-20260802-0341',
    'OK-20261118-0907',
    'OK-20260905-0520',
  ]) {
    ids[no] = await orderIdOf(api.database.db, no);
  }
});
afterAll(() => api.drop());

const path = (no: string, what = 'download/receipt') => `/v1/me/orders/${ids[no]}/${what}`;

async function download(url: string, token?: string) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res = await api.app.request(url, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('member receipts', () => {
  it('shows the receipt of a paid bank-transfer order with the member name and the default proviso', async () => {
    const res = await req<ReceiptInfo>(api.app, 'GET', path('OK-20260802-0341', 'receipt'), {
      token: taro,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      order_no: 'OK-20260802-0341',
      name: '山田 太郎',
      proviso: 'お品代として',
      state: 'paid',
      is_issued: false,
      issue_count: 0,
    });
  });

  it('keeps the chosen 宛名 and 但し書き, issues once, then says 再発行 and refuses changes', async () => {
    const put = (body: object) =>
      req<ReceiptInfo>(api.app, 'PUT', path('OK-20260802-0341'), { token: taro, body });
    expectApiError(await put({ name: '　', proviso: '' }), 422, 'common.validation');
    // A second printed line (a fake amount), bidi overrides and invisible characters are refused.
    for (const [name, proviso] of <[string, string][]>[
      ['山田商店\n領収金額 ¥9,999,999', ''],
      ['山田商店', 'お品代として\r\n領収金額 ¥9,999,999'],
      ['山田\u202e999,999,9¥', ''],
      ['山田商店', 'お品代\u2028として'],
      ['山田\u200b商店', ''],
    ]) {
      const refused = expectApiError(await put({ name, proviso }), 422, 'common.validation');
      const field = name === '山田商店' ? 'proviso' : 'name';
      expect(refused.errors?.[field]?.[0], name + proviso).toMatch(/1行で入力してください/);
    }
    const saved = await put({ name: '株式会社ミセ商事', proviso: '' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: '株式会社ミセ商事', proviso: 'お品代として' });
    expect(
      (await put({ name: '株式会社ミセ商事 経理部', proviso: '贈答品代として' })).body,
    ).toMatchObject({
      name: '株式会社ミセ商事 経理部',
      proviso: '贈答品代として',
      is_issued: false,
    });

    const first = await download(path('OK-20260802-0341'), taro);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toBe('application/pdf');
    expect(first.res.headers.get('x-suggested-filename')).toBe('receipt-OK-20260802-0341.pdf');
    expect(first.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP/);
    expect(pdfInfo(first.bytes, 'Title')).toBe('領収書');
    expect(pdfInfo(first.bytes, 'Subject')).toBe(
      'ご注文番号：OK-20260802-0341 登録番号：T1234567890123',
    );

    const second = await download(path('OK-20260802-0341'), taro);
    expect(pdfInfo(second.bytes, 'Title')).toBe('領収書（再発行）');
    const info = await req<ReceiptInfo>(api.app, 'GET', path('OK-20260802-0341', 'receipt'), {
      token: taro,
    });
    expect(info.body).toMatchObject({
      is_issued: true,
      issue_count: 2,
      name: '株式会社ミセ商事 経理部',
    });

    const late = expectApiError(await put({ name: '別の宛名' }), 422, 'common.validation');
    expect(late.message).toBe('領収書は発行済みのため、宛名・但し書きは変更できません。');
    expect(
      (await req<ReceiptInfo>(api.app, 'GET', path('OK-20260802-0341', 'receipt'), { token: taro }))
        .body.name,
    ).toBe('株式会社ミセ商事 経理部');
  });

  it('issues a card order’s receipt without a chosen 宛名 (the member’s name)', async () => {
    const { res, bytes } = await download(path('OK-20260315-0012'), taro);
    expect(res.status).toBe(200);
    expect(pdfInfo(bytes, 'Title')).toBe('領収書');
  });

  it('refuses an order waiting for payment in Japanese, and changes nothing', async () => {
    const { res, bytes } = await download(path('OK-20261118-0907'), taro);
    const body = JSON.parse(bytes.toString());
    expect(res.status).toBe(422);
    expect(body.message).toBe(
      'ご入金の確認が取れていないため、領収書はまだ発行できません。ご入金の確認後にお試しください。',
    );
    const put = await req(api.app, 'PUT', path('OK-20261118-0907'), {
      token: taro,
      body: { name: '山田 太郎' },
    });
    expectApiError(put, 422, 'common.validation');
    const info = await req<ReceiptInfo>(api.app, 'GET', path('OK-20261118-0907', 'receipt'), {
      token: taro,
    });
    expect(info.body).toMatchObject({ state: 'unpaid', is_issued: false, issue_count: 0 });
  });

  it('downloads the order as a quotation, paid or not', async () => {
    const { res, bytes } = await download(path('OK-20261118-0907', 'download/quotation'), taro);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-suggested-filename')).toBe('quotation-OK-20261118-0907.pdf');
    expect(pdfInfo(bytes, 'Title')).toBe('御見積書');
  });

  it('answers another member’s order exactly like a missing one', async () => {
    for (const what of ['receipt', 'download/receipt', 'download/quotation']) {
      const theirs = await req(api.app, 'GET', path('OK-20260905-0520', what), { token: taro });
      const missing = await req(api.app, 'GET', `/v1/me/orders/99999999/${what}`, { token: taro });
      expectApiError(theirs, 404, 'common.not_found');
      expect(theirs.body).toEqual(missing.body);
    }
    const put = await req(api.app, 'PUT', path('OK-20260802-0341'), {
      token: hanako,
      body: { name: '花子' },
    });
    expectApiError(put, 404, 'common.not_found');
    expectApiError(
      await req(api.app, 'GET', '/v1/me/orders/abc/receipt', { token: taro }),
      404,
      'common.not_found',
    );
  });

  it('needs a login', async () => {
    expectApiError(await req(api.app, 'GET', path('OK-20260802-0341')), 401, 'auth.unauthorized');
    expectApiError(
      await req(api.app, 'PUT', path('OK-20260802-0341'), { body: { name: 'x' } }),
      401,
      'auth.unauthorized',
    );
  });
});
