import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { type StaffBrowser, signedInAs, staffCall } from '../../back-office/staff/staff.testing';

type Item = Record<string, unknown> & { id: number; version: number; state: string; sort: number };
type Saved = { item: Item; publish: { changes: number[] }; changed_fields?: string[] };
type Failure = { code: string; message?: string; errors?: Record<string, string[]> };

let api: TestApi;
let editor: StaffBrowser;
let operator: StaffBrowser;
beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: 'script-token' } });
  editor = await signedInAs(api, 'editor@example.jp');
  operator = await signedInAs(api, 'operator@example.jp');
});
afterAll(() => api.drop());

const base = '/v1/admin/content';
const always = { channel_id: null, is_show: true, publish_from: null, publish_to: null };
const post = (kind: string, body: unknown, browser = editor) =>
  staffCall<Saved & Failure>(api, browser, 'POST', `${base}/${kind}`, { body });
const put = (kind: string, id: number, body: unknown) =>
  staffCall<Saved & Failure>(api, editor, 'PUT', `${base}/${kind}/${id}`, { body });
const restore = (kind: string, id: number, n: number, version: number) =>
  staffCall<Saved>(api, editor, 'POST', `${base}/${kind}/${id}/versions/${n}/restore`, {
    body: { version },
  });
const remove = (kind: string, id: number, version: number) =>
  staffCall<Saved & Failure>(api, editor, 'DELETE', `${base}/${kind}/${id}?version=${version}`);
const auditActions = async (kind: string, id: number) =>
  (await api.database.db.query.auditLog.findMany({ orderBy: (log, { asc }) => [asc(log.id)] }))
    .filter((r) => r.recordType === kind && r.recordId === String(id))
    .map((r) => r.action);
const changeKinds = async (ids: number[]) =>
  (await api.database.db.query.contentChanges.findMany())
    .filter((r) => ids.includes(r.id))
    .map((r) => r.kind);
const shop = <T>(path: string, channel?: string) =>
  call<T>(api.app, 'GET', path, channel === undefined ? {} : { channel });

const shownQuestions = async (channel?: string) =>
  (await shop<{ data: { question: string; answer: string }[] }>('/v1/qas', channel)).body.data;
const shownCategories = async () =>
  (await shop<{ data: { key: string; count: number }[] }>('/v1/qa-categories')).body.data;
const pageStatus = async (url: string) => (await shop(`/v1/static-pages/url${url}`)).status;
const messageBody = async (code: string, channel?: string) => {
  const res = await shop<{ body: string }>(`/v1/messages/${code}`, channel);
  return res.status === 200 ? res.body.body : null;
};

describe('FAQ in the content pattern', () => {
  let categoryId: number;
  beforeAll(async () => {
    const res = await post('faq-categories', { ...always, key: 'shipping-faq', name: '配送' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    categoryId = res.body.item.id;
  });

  it('creates an item the shop shows at once, answer sanitised, with an audit row and a faq change', async () => {
    const res = await post('faq-items', {
      ...always,
      category_id: categoryId,
      question: '送料はいくらですか？',
      answer: '<p>全国一律です<script>alert(1)</script><a href="javascript:x">x</a></p>',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.item).toMatchObject({ version: 1, state: 'live' });
    expect(await changeKinds(res.body.publish.changes)).toContain('faq');
    const shown = (await shownQuestions()).find((q) => q.question === '送料はいくらですか？');
    expect(shown?.answer).toContain('全国一律です');
    expect(shown?.answer).not.toMatch(/script|javascript/);
    expect((await shownCategories()).find((c) => c.key === 'shipping-faq')?.count).toBe(1);
    expect(await auditActions('faq-items', res.body.item.id)).toEqual(['content.faq-items.create']);
  });

  it('names each bad field in Japanese (422), refuses operators (403), takes the token', async () => {
    const bad = await post('faq-items', {
      ...always,
      category_id: null,
      question: '',
      answer: '',
      publish_from: '2026-06-01T00:00:00+09:00',
      publish_to: '2026-05-01T00:00:00+09:00',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.question?.[0]).toBe('質問を入力してください。');
    expect(bad.body.errors?.answer?.[0]).toBe('回答を入力してください。');
    expect(bad.body.errors?.category_id?.[0]).toBe('カテゴリを選んでください。');
    const unknown = await post('faq-items', {
      ...always,
      category_id: 999999,
      question: 'q',
      answer: 'a',
    });
    expect(unknown.body.errors?.category_id?.[0]).toBe('このカテゴリはありません。');
    const taken = await post('faq-categories', { ...always, key: 'shipping-faq', name: '重複' });
    expect(taken.body.errors?.key?.[0]).toMatch(/スラッグ/);
    const item = { ...always, category_id: categoryId, question: '担当外', answer: 'x' };
    expect((await post('faq-items', item, operator)).status).toBe(403);
    expect(
      (await post('faq-categories', { ...always, key: 'op', name: 'x' }, operator)).status,
    ).toBe(403);
    const byToken = await api.app.request(`${base}/faq-items`, {
      method: 'POST',
      headers: { Authorization: 'Bearer script-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...item, question: 'スクリプトから' }),
    });
    expect(byToken.status).toBe(201);
    expect((await shownQuestions()).map((q) => q.question)).not.toContain('担当外');
  });

  it('hides an item, refuses a stale save (409), undoes, times it, and deletes it', async () => {
    const { item } = (
      await post('faq-items', {
        ...always,
        category_id: categoryId,
        question: '返品は？',
        answer: 'a',
      })
    ).body;
    const hidden = await put('faq-items', item.id, { version: 1, is_show: false });
    expect(hidden.body.item.state).toBe('hidden');
    expect((await shownQuestions()).map((q) => q.question)).not.toContain('返品は？');
    const stale = await put('faq-items', item.id, { version: 1, question: '古い版から' });
    expect(stale.status).toBe(409);
    expect(stale.body.changed_fields).toEqual(['is_show']);
    const undo = await restore('faq-items', item.id, 1, 2);
    expect(undo.body.item).toMatchObject({ is_show: true, version: 3, state: 'live' });
    expect((await shownQuestions()).map((q) => q.question)).toContain('返品は？');
    const later = await put('faq-items', item.id, {
      version: 3,
      publish_from: '2098-01-01T00:00:00+09:00',
    });
    expect(later.body.item.state).toBe('outside');
    expect((await shownQuestions()).map((q) => q.question)).not.toContain('返品は？');
    const ended = await put('faq-items', item.id, {
      version: 4,
      publish_from: '2020-01-01T00:00:00+09:00',
      publish_to: '2021-01-01T00:00:00+09:00',
    });
    expect(ended.body.item.state).toBe('outside');
    expect((await remove('faq-items', item.id, 4)).status).toBe(409);
    expect((await remove('faq-items', item.id, 5)).status).toBe(200);
    expect((await staffCall(api, editor, 'GET', `${base}/faq-items/${item.id}`)).status).toBe(404);
    expect(await auditActions('faq-items', item.id)).toEqual([
      'content.faq-items.create',
      'content.faq-items.update',
      'content.faq-items.restore',
      'content.faq-items.update',
      'content.faq-items.update',
      'content.faq-items.delete',
    ]);
  });

  it('a hidden category hides its items; a channel-only item shows on that channel alone', async () => {
    await post('faq-items', {
      ...always,
      channel_id: 'wa',
      category_id: categoryId,
      question: '和の店だけ',
      answer: 'a',
    });
    expect((await shownQuestions()).map((q) => q.question)).not.toContain('和の店だけ');
    expect((await shownQuestions('wa')).map((q) => q.question)).toContain('和の店だけ');
    const category = await staffCall<Item>(
      api,
      editor,
      'GET',
      `${base}/faq-categories/${categoryId}`,
    );
    await put('faq-categories', categoryId, { version: category.body.version, is_show: false });
    expect((await shownCategories()).map((c) => c.key)).not.toContain('shipping-faq');
    expect((await shownQuestions()).map((q) => q.question)).not.toContain('送料はいくらですか？');
    const kept = await remove('faq-categories', categoryId, category.body.version + 1);
    expect(kept.status).toBe(422);
    expect(kept.body.message).toMatch(/^このカテゴリにはよくある質問が3件あります。/);
    const items = await staffCall<{ data: Item[] }>(api, editor, 'GET', `${base}/faq-items`);
    expect(items.body.data.map((i) => i.question)).toContain('和の店だけ');
  });
});

describe('static pages in the content pattern', () => {
  const page = (over: Record<string, unknown> = {}) => ({
    ...always,
    url: '/shipping-guide/',
    title: '配送について',
    body: '<p>配送の案内<img src="x" onerror="alert(1)"></p>',
    ...over,
  });

  it('publishes a page at its URL, sanitised, and refuses bad or taken URLs in Japanese', async () => {
    const res = await post('static-pages', page());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await changeKinds(res.body.publish.changes)).toContain('static-page');
    const shown = await shop<{ data: { body: string } }>('/v1/static-pages/url/shipping-guide/');
    expect(shown.status).toBe(200);
    expect(shown.body.data.body).not.toContain('onerror');
    const urls = (await shop<{ data: { url: string }[] }>('/v1/static-pages/urls')).body.data;
    expect(urls.map((u) => u.url)).toContain('/shipping-guide/');
    for (const url of ['/product/', 'guide', '/a/b/', '/日本語/']) {
      const bad = await post('static-pages', page({ url }));
      expect(bad.status, url).toBe(422);
      expect(bad.body.errors?.url?.[0]).toMatch(/ページのURL/);
    }
    const taken = await post('static-pages', page());
    expect(taken.body.errors?.url?.[0]).toBe('このURLは別の静的ページで使われています。');
    const untitled = await post('static-pages', page({ url: '/untitled/', title: '' }));
    expect(untitled.body.errors?.title?.[0]).toBe('タイトルを入力してください。');
    expect((await post('static-pages', page({ url: '/op/' }), operator)).status).toBe(403);
    expect(await auditActions('static-pages', res.body.item.id)).toEqual([
      'content.static-pages.create',
    ]);
  });

  it('hides, times, undoes and deletes a page, the shop following each step', async () => {
    const { item } = (await post('static-pages', page({ url: '/returns/', title: '返品' }))).body;
    await put('static-pages', item.id, { version: 1, is_show: false });
    expect(await pageStatus('/returns/')).toBe(404);
    expect((await put('static-pages', item.id, { version: 1, title: '古い' })).status).toBe(409);
    await restore('static-pages', item.id, 1, 2);
    expect(await pageStatus('/returns/')).toBe(200);
    await put('static-pages', item.id, { version: 3, publish_to: '2021-01-01T00:00:00+09:00' });
    expect(await pageStatus('/returns/')).toBe(404);
    expect((await remove('static-pages', item.id, 4)).status).toBe(200);
    expect(await auditActions('static-pages', item.id)).toContain('content.static-pages.delete');
  });
});

describe('information messages in the content pattern', () => {
  it('saves a message per page key that the shop shows live, per channel and period', async () => {
    const seeded = await staffCall<{ data: Item[] }>(api, editor, 'GET', `${base}/info-messages`);
    const caution = seeded.body.data.find((m) => m.code === 'caution');
    expect(caution).toBeDefined();
    const res = await post('info-messages', {
      ...always,
      code: 'holiday-notice',
      body: '年末年始の発送',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await changeKinds(res.body.publish.changes)).toContain('message');
    expect(await messageBody('holiday-notice')).toBe('年末年始の発送');
    const all = await shop<{ data: { code: string }[] }>('/v1/messages?per=all');
    expect(all.body.data.map((m) => m.code)).toContain('holiday-notice');

    const taken = await post('info-messages', { ...always, code: 'caution', body: '二つ目' });
    expect(taken.body.errors?.code).toEqual(['このページキーのメッセージはすでにあります。']);
    const empty = await post('info-messages', { ...always, code: 'empty-notice', body: ' ' });
    expect(empty.body.errors?.body).toEqual(['本文を入力してください。']);
    const badKey = await post('info-messages', { ...always, code: 'Cart Index', body: 'x' });
    expect(badKey.body.errors?.code?.[0]).toMatch(/ページキー/);
    expect(
      (await post('info-messages', { ...always, code: 'op', body: 'x' }, operator)).status,
    ).toBe(403);

    const { item } = res.body;
    await put('info-messages', item.id, { version: 1, channel_id: 'wa' });
    expect(await messageBody('holiday-notice')).toBeNull();
    expect(await messageBody('holiday-notice', 'wa')).toBe('年末年始の発送');
    await put('info-messages', item.id, { version: 2, is_show: false });
    expect(await messageBody('holiday-notice', 'wa')).toBeNull();
    expect((await put('info-messages', item.id, { version: 2, body: '古い' })).status).toBe(409);
    const undo = await restore('info-messages', item.id, 1, 3);
    expect(undo.body.item).toMatchObject({ channel_id: null, is_show: true, version: 4 });
    expect(await messageBody('holiday-notice')).toBe('年末年始の発送');
    await put('info-messages', item.id, { version: 4, publish_from: '2098-01-01T00:00:00+09:00' });
    expect(await messageBody('holiday-notice')).toBeNull();
    expect((await remove('info-messages', item.id, 5)).status).toBe(200);
    expect(await auditActions('info-messages', item.id)).toEqual([
      'content.info-messages.create',
      'content.info-messages.update',
      'content.info-messages.update',
      'content.info-messages.restore',
      'content.info-messages.update',
      'content.info-messages.delete',
    ]);
  });
});
