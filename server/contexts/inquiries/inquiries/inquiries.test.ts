import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../../../contract/catalog/catalog.schema';
import { INQUIRY_ERRORS as E } from '../../../../contract/inquiries/inquiries.messages';
import type {
  InquiryDetail,
  InquirySummary,
} from '../../../../contract/inquiries/inquiries.schema';
import { inquiries } from '../../../db/schema/index';
import { runDueJobs } from '../../../jobs/runner';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { testMailer, testOutbox } from '../../../testing/jobs';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';
import { PNG_1PX, uploadFile } from '../uploads/uploads.testing';

const ADMIN = 'inquiries-admin-token';
let api: TestApi;
let taro: string;
let hanako: string;
const cat: Record<string, number> = {};

beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: ADMIN } });
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
  const tree = await req<{ data: CategoryNode[] }>(
    api.app,
    'GET',
    '/v1/categories/hierarchy?table=inquiries',
  );
  for (const node of tree.body.data.flatMap((n) => [n, ...n.children])) cat[node.key] = node.id;
});
afterAll(() => api.drop());

/** Sends the queued mails and answers those to `to` (newest last). */
async function mailsTo(to: string) {
  await runDueJobs(api.database, { names: ['mail.send'], mailer: testMailer });
  return testOutbox.filter((m) => m.to === to);
}

const guest = {
  name: '山田 花子',
  name_kana: 'やまだ はなこ',
  email: 'guest-inq@example.jp',
  phone: '０３－１２３４－５６７８',
  subject: '配送について',
  body: '届け日を変更できますか。',
};
const business = {
  ...guest,
  email: 'biz-inq@example.jp',
  name_kana: '',
  corporation: '株式会社ミセ商事',
  corporation_kana: 'かぶしきがいしゃみせしょうじ',
  address: '東京都千代田区1-1',
  business_type: '小売',
  annual_sale: '１,２００,０００',
  url: 'https://example.jp/shop',
};
const post = (body: unknown, token?: string) =>
  req<{ id: number }>(api.app, 'POST', '/v1/inquiries', { body, token });
const thread = (id: number, token?: string) =>
  req<InquiryDetail>(api.app, 'GET', `/v1/me/inquiries/${id}`, { token });
const adminReply = (id: number, body: unknown, token = ADMIN) =>
  api.app.request(`/v1/admin/inquiries/${id}/replies`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

describe('GET /v1/categories/hierarchy?table=inquiries', () => {
  it('serves the inquiry categories on two levels, business among them', () => {
    expect(Object.keys(cat)).toEqual(
      expect.arrayContaining(['order', 'order-delivery', 'order-cancel', 'business', 'other']),
    );
  });
});

describe('POST /v1/inquiries', () => {
  it('takes a guest’s inquiry (hiragana kana, full-width phone), mails the guest and the shop', async () => {
    const res = await post({ ...guest, category_id: cat['order-delivery'] });
    expect(res.status).toBe(201);
    const [auto] = await mailsTo(guest.email);
    expect(auto?.subject).toContain('お問い合わせを受け付けました');
    expect(auto?.text).not.toContain('inquiry_history');
    // The guest's text goes to the shop only: the auto-reply repeats none of it.
    for (const typed of [guest.name, 'ヤマダ', guest.subject, guest.body]) {
      expect(auto?.text).not.toContain(typed);
      expect(auto?.subject).not.toContain(typed);
    }
    const shop = await mailsTo('support@example.jp');
    expect(shop.at(-1)?.text).toContain('0312345678');
    expect(shop.at(-1)?.text).toContain('ヤマダ');
  });

  it('asks a guest for name, kana, e-mail and phone, in Japanese, and stores nothing', async () => {
    const res = await post({
      category_id: cat.other,
      subject: '件名',
      body: '本文',
      name_kana: 'Yamada',
    });
    const body = expectApiError(res, 422, 'common.validation');
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['email', 'name', 'name_kana', 'phone']);
    expect(body.errors?.name_kana?.[0]).toContain('全角カタカナ');
    expect(await mailsTo('nobody@example.jp')).toEqual([]);
  });

  it('takes the business form with its company fields and checks them', async () => {
    const bad = await post({
      ...business,
      category_id: cat.business,
      corporation: '',
      url: 'ftp:x',
      capital: '十億',
    });
    const errors = expectApiError(bad, 422, 'common.validation').errors ?? {};
    expect(Object.keys(errors).sort()).toEqual(['capital', 'corporation', 'url']);
    const res = await post({ ...business, category_id: cat.business });
    expect(res.status).toBe(201);
    const [auto] = await mailsTo(business.email);
    expect(auto?.text).not.toContain('カブシキガイシャミセショウジ');
    const shop = (await mailsTo('support@example.jp')).at(-1);
    expect(shop?.text).toContain('会社名（フリガナ）：カブシキガイシャミセショウジ');
    expect(shop?.text).toContain('年商（円）：1200000');
  });

  it('refuses an unknown or product category, another member’s order and someone else’s upload', async () => {
    expectApiError(await post({ ...guest, category_id: 999999 }), 422, 'common.validation');
    const taroFile = await uploadFile(api.app, PNG_1PX, 'a.png', { token: taro });
    const res = await post(
      { ...guest, category_id: cat.other, file_ids: [taroFile.body.id] },
      hanako,
    );
    expect(expectApiError(res, 422, 'common.validation').errors?.file_ids).toEqual([E.fileUnknown]);
    const order = await post(
      { subject: 's', body: 'b', category_id: cat.order, order_id: 1 },
      hanako,
    );
    expect(expectApiError(order, 422, 'common.validation').errors?.order_id).toEqual([
      E.orderUnknown,
    ]);
    const four = Array.from({ length: 4 }, () => 'A'.repeat(32));
    expectApiError(
      await post({ ...guest, category_id: cat.other, file_ids: four }),
      422,
      'common.validation',
    );
  });
});

describe('a member’s thread', () => {
  let id = 0;
  it('records a member’s inquiry with an attachment and the account’s e-mail, and lists it', async () => {
    const file = await uploadFile(api.app, PNG_1PX, 'photo.png', { token: taro });
    const res = await post(
      {
        category_id: cat.product,
        subject: '色違い',
        body: '青はありますか。',
        file_ids: [file.body.id],
      },
      taro,
    );
    expect(res.status).toBe(201);
    id = res.body.id;
    const [auto] = (await mailsTo('taro@example.jp')).slice(-1);
    expect(auto?.text).toContain(`/mypage/inquiry_history/${id}/`);
    const again = await post(
      { category_id: cat.other, subject: 's', body: 'b', file_ids: [file.body.id] },
      taro,
    );
    expect(expectApiError(again, 422, 'common.validation').errors?.file_ids).toEqual([
      E.fileUnknown,
    ]);
    const detail = await thread(id, taro);
    expect(detail.body.attachments.map((a) => a.name)).toEqual(['photo.png']);
    expect(detail.body.category?.name).toBe('商品について');
  });

  it('hides it from other members and guests exactly like a missing one, attachments too', async () => {
    const missing = await thread(99999999, hanako);
    expectApiError(missing, 404, 'common.not_found');
    expect((await thread(id, hanako)).text).toBe(missing.text);
    expectApiError(await thread(id), 401, 'auth.unauthorized');
    const url = (await thread(id, taro)).body.attachments[0]?.url ?? '';
    const other = await api.app.request(url, { headers: { Authorization: `Bearer ${hanako}` } });
    expect(other.status).toBe(404);
    const reply = await req(api.app, 'POST', '/v1/inquiry-comments/reply', {
      body: { inquiry_id: id, body: 'x' },
      token: hanako,
    });
    expect(reply.text).toBe(missing.text);
  });

  it('lets the shop reply (admin token only), marks it unread, mails the member a link', async () => {
    expect((await adminReply(id, { body: '在庫がございます。' }, 'wrong')).status).toBe(401);
    expect((await adminReply(99999999, { body: 'x' })).status).toBe(404);
    expect((await adminReply(id, { body: '在庫がございます。' })).status).toBe(201);
    const [mail] = (await mailsTo('taro@example.jp')).slice(-1);
    expect(mail?.subject).toContain('お問い合わせへの回答');
    expect(mail?.text).toContain(`/mypage/inquiry_history/${id}/`);
    expect(mail?.text).not.toContain('在庫がございます。');
    const list = await req<{ data: InquirySummary[] }>(api.app, 'GET', '/v1/me/inquiries', {
      token: taro,
    });
    expect(list.body.data[0]).toMatchObject({ id, unread_count: 1 });
    const first = await thread(id, taro);
    expect(first.body.comments.map((c) => [c.author, c.is_unread])).toEqual([['shop', true]]);
    expect((await thread(id, taro)).body.comments[0]?.is_unread).toBe(false);
    const after = await req<{ data: InquirySummary[] }>(api.app, 'GET', '/v1/me/inquiries', {
      token: taro,
    });
    expect(after.body.data[0]?.unread_count).toBe(0);
    expect(
      (await req<{ data: unknown[] }>(api.app, 'GET', '/v1/me/inquiries', { token: hanako })).body
        .data,
    ).toEqual([]);
  });

  it('takes the member’s answer with a file, then refuses answers once the shop closed it', async () => {
    const file = await uploadFile(api.app, PNG_1PX, 'answer.png', { token: taro });
    const res = await req(api.app, 'POST', '/v1/inquiry-comments/reply', {
      body: { inquiry_id: id, body: 'では青をお願いします。', file_ids: [file.body.id] },
      token: taro,
    });
    expect(res.status).toBe(201);
    expect((await mailsTo('support@example.jp')).at(-1)?.text).toContain('では青をお願いします。');
    expect((await adminReply(id, { body: '承知しました。', close: true })).status).toBe(201);
    const detail = await thread(id, taro);
    expect(detail.body.status).toBe('closed');
    expect(detail.body.comments.map((c) => c.author)).toEqual(['shop', 'member', 'shop']);
    expect(detail.body.comments[1]?.attachments.map((a) => a.name)).toEqual(['answer.png']);
    const closed = await req(api.app, 'POST', '/v1/inquiry-comments/reply', {
      body: { inquiry_id: id, body: 'もう一つ' },
      token: taro,
    });
    expect(expectApiError(closed, 422, 'common.validation').message).toBe(E.closed);
    expect((await adminReply(id, { body: 'x' })).status).toBe(422);
  });

  it('mails a guest the shop’s reply itself', async () => {
    const res = await post({ ...guest, email: 'guest-reply@example.jp', category_id: cat.other });
    expect((await adminReply(res.body.id, { body: '明日お届けします。' })).status).toBe(201);
    const [, reply] = await mailsTo('guest-reply@example.jp');
    expect(reply?.text).toContain('明日お届けします。');
    expect(reply?.text).not.toContain('inquiry_history');
  });
});

describe('limits', () => {
  it('answers 429 with Retry-After after 10 inquiries an hour from one client, storing nothing more', async () => {
    const token = await memberToken(api.app, 'biz@example.jp', 'Biz-pass-2026');
    const body = { category_id: cat.other, subject: 's', body: 'b' };
    for (let i = 0; i < 10; i += 1) expect((await post(body, token)).status).toBe(201);
    const res = await post(body, token);
    expectApiError(res, 429, 'common.rate_limited');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const list = await req<{ data: unknown[] }>(api.app, 'GET', '/v1/me/inquiries?per=50', {
      token,
    });
    expect(list.body.data).toHaveLength(10);
  });

  it('answers 429 once one inbox was named 5 times an hour by guests, however it is spelt', async () => {
    const spellings = [
      'victim@example.jp',
      'Victim@Example.JP',
      'victim+1@example.jp',
      ' victim+promo@example.jp',
      'VICTIM+x@example.jp',
    ];
    const count = async () => (await api.database.db.select().from(inquiries)).length;
    for (const email of spellings) {
      expect((await post({ ...guest, email, category_id: cat.other })).status).toBe(201);
    }
    const before = await count();
    const refused = await post({ ...guest, email: 'VICTIM+2@example.jp', category_id: cat.other });
    expectApiError(refused, 429, 'common.rate_limited');
    expect(await count()).toBe(before);
    const other = await post({ ...guest, email: 'someone@example.jp', category_id: cat.other });
    expect(other.status).toBe(201);
  });

  it('holds the per-inbox limit under 20 concurrent posts (one atomic count)', async () => {
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post({ ...guest, email: `racer+${i}@example.jp`, category_id: cat.other }),
      ),
    );
    expect(sent.filter((r) => r.status === 201)).toHaveLength(5);
    expect(sent.filter((r) => r.status === 429)).toHaveLength(15);
  });

  it('repeats no link or text of an attacker in the guest’s auto-reply', async () => {
    const bait = {
      ...guest,
      email: 'bait@example.jp',
      name: '当選 http://evil.example/ 様',
      subject: '【重要】https://evil.example/prize',
      body: 'こちらから受け取り https://evil.example/login',
      category_id: cat.other,
    };
    expect((await post(bait)).status).toBe(201);
    const [auto] = await mailsTo('bait@example.jp');
    expect(auto?.text).toContain('お問い合わせを受け付けました');
    expect(`${auto?.subject}\n${auto?.text}`).not.toMatch(/evil|当選|重要|受け取り/);
  });
});
