import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { type StaffBrowser, signedInAs, staffCall } from '../../back-office/staff/staff.testing';
import type { DraftPageRenderer } from '../previews/index';

type Item = Record<string, unknown> & { id: number; version: number; state: string };
type Saved = { item: Item; publish: { changes: number[] }; changed_fields?: string[] };
type Failure = { code: string; errors?: Record<string, string[]> };
type Link = { url: string; path: string; channel: string };

/** A stand-in for the channel's page code: it keeps the path and the records put in place. */
const renders: { channelId: string; pathname: string; overrides: unknown }[] = [];
const page: DraftPageRenderer = async (channelId, pathname, overrides) => {
  renders.push({ channelId, pathname, overrides });
  const html = `<!doctype html><html><head><title>${pathname}</title></head><body></body></html>`;
  return { status: 200, html, csp: { scripts: [], styles: [] } };
};

let api: TestApi;
let editor: StaffBrowser;
let operator: StaffBrowser;
beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: 'script-token' }, previews: page });
  editor = await signedInAs(api, 'editor@example.jp');
  operator = await signedInAs(api, 'operator@example.jp');
});
afterAll(() => api.drop());

const base = '/v1/admin/content/news';
const fields = {
  channel_id: null,
  is_show: true,
  publish_from: null,
  publish_to: null,
  published_at: '2026-04-01T10:00:00+09:00',
  category: 'お知らせ',
  body: '<p>本文</p>',
};
const post = (body: unknown, browser = editor) =>
  staffCall<Saved & Failure>(api, browser, 'POST', base, { body });
const put = (id: number, body: unknown) =>
  staffCall<Saved & Failure>(api, editor, 'PUT', `${base}/${id}`, { body });
const shown = async (key: string, channel?: string) =>
  (await call(api.app, 'GET', `/v1/news/${key}`, channel === undefined ? {} : { channel })).status;
const listedKeys = async (channel?: string) =>
  (
    await call<{ data: { key: string }[] }>(
      api.app,
      'GET',
      '/v1/news?per=all',
      channel === undefined ? {} : { channel },
    )
  ).body.data.map((n) => n.key);
const auditActions = async (id: number) =>
  (await api.database.db.query.auditLog.findMany({ orderBy: (log, { asc }) => [asc(log.id)] }))
    .filter((r) => r.recordType === 'news' && r.recordId === String(id))
    .map((r) => r.action);
const changeKinds = async (ids: number[]) =>
  (await api.database.db.query.contentChanges.findMany())
    .filter((r) => ids.includes(r.id))
    .map((r) => r.kind);

describe('news in the content pattern (/v1/admin/content/news)', () => {
  it('lists the seeded news, newest first, each live', async () => {
    const res = await staffCall<{ data: Item[] }>(api, editor, 'GET', base);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(12);
    expect(res.body.data.every((n) => n.state === 'live' && n.version >= 1)).toBe(true);
    const dates = res.body.data.map((n) => Date.parse(String(n.published_at)));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('creates an item the shop shows at once, body sanitised, with an audit row and a news change', async () => {
    const res = await post({
      ...fields,
      key: 'spring-sale-news',
      title: '春のセールのお知らせ',
      body: '<p>開催します<script>alert(1)</script></p>',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.item).toMatchObject({ version: 1, state: 'live', category: 'お知らせ' });
    expect(await changeKinds(res.body.publish.changes)).toContain('news');
    const answer = await call<{ title: string; body: string }>(
      api.app,
      'GET',
      '/v1/news/spring-sale-news',
    );
    expect(answer.body.title).toBe('春のセールのお知らせ');
    expect(answer.body.body).toContain('開催します');
    expect(answer.body.body).not.toContain('script');
    expect(await auditActions(res.body.item.id)).toEqual(['content.news.create']);
  });

  it('names each bad field in Japanese (422), refuses a taken key and operators (403)', async () => {
    const bad = await post({
      ...fields,
      key: 'Bad Key',
      title: '',
      category: '',
      body: '',
      publish_from: '2026-06-01T00:00:00+09:00',
      publish_to: '2026-05-01T00:00:00+09:00',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.title?.[0]).toBe('タイトルを入力してください。');
    expect(bad.body.errors?.category?.[0]).toBe('区分を入力してください。');
    expect(bad.body.errors?.body?.[0]).toBe('本文を入力してください。');
    expect(bad.body.errors?.key?.[0]).toMatch(/スラッグは半角英小文字/);
    expect(bad.body.errors?.publish_to?.[0]).toBe('公開終了は公開開始より後の日時にしてください。');
    const undated = await post({ ...fields, published_at: null, key: 'undated', title: 't' });
    expect(undated.body.errors?.published_at?.[0]).toMatch(/^日付は/);
    const taken = await post({ ...fields, key: 'spring-sale-news', title: '重複' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors?.key?.[0]).toMatch(/スラッグ/);
    expect((await post({ ...fields, key: 'by-operator', title: 'x' }, operator)).status).toBe(403);
    expect(await shown('by-operator')).toBe(404);
  });

  it('hides an item, refuses a stale save (409), undoes, times it per channel, and deletes it', async () => {
    const { item } = (await post({ ...fields, key: 'closing-days', title: '休業日のお知らせ' }))
      .body;
    const hidden = await put(item.id, { version: 1, is_show: false });
    expect(hidden.body.item.state).toBe('hidden');
    expect(await shown('closing-days')).toBe(404);
    expect(await listedKeys()).not.toContain('closing-days');
    const stale = await put(item.id, { version: 1, title: '古い版から' });
    expect(stale.status).toBe(409);
    expect(stale.body.changed_fields).toEqual(['is_show']);
    const undo = await staffCall<Saved>(
      api,
      editor,
      'POST',
      `${base}/${item.id}/versions/1/restore`,
      {
        body: { version: 2 },
      },
    );
    expect(undo.body.item).toMatchObject({ is_show: true, version: 3, state: 'live' });
    expect(await listedKeys()).toContain('closing-days');
    const later = await put(item.id, { version: 3, publish_from: '2098-01-01T00:00:00+09:00' });
    expect(later.body.item.state).toBe('outside');
    expect(await shown('closing-days')).toBe(404);
    const waOnly = await put(item.id, {
      version: 4,
      publish_from: null,
      channel_id: 'wa',
    });
    expect(waOnly.body.item.state).toBe('live');
    expect(await shown('closing-days', 'wa')).toBe(200);
    expect(await shown('closing-days', 'simple')).toBe(404);
    const remove = (version: number) =>
      staffCall(api, editor, 'DELETE', `${base}/${item.id}?version=${version}`);
    expect((await remove(4)).status).toBe(409);
    expect((await remove(5)).status).toBe(200);
    expect(await shown('closing-days', 'wa')).toBe(404);
    expect(await auditActions(item.id)).toEqual([
      'content.news.create',
      'content.news.update',
      'content.news.restore',
      'content.news.update',
      'content.news.update',
      'content.news.delete',
    ]);
  });

  it('keeps the token calls: an item they create (dated ahead, shown at once) is listed and editable here', async () => {
    const res = await api.app.request('/v1/admin/news', {
      method: 'POST',
      headers: { Authorization: 'Bearer script-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'スクリプトから',
        body: '<p>x</p>',
        key: 'from-script',
        published_at: '2099-12-01T10:00:00+09:00',
      }),
    });
    expect(res.status).toBe(201);
    const listed = (await staffCall<{ data: Item[] }>(api, editor, 'GET', base)).body.data;
    const item = listed.find((n) => n.key === 'from-script');
    expect(item).toMatchObject({ state: 'live', category: 'お知らせ' });
    const saved = await put(item?.id ?? 0, { version: item?.version, title: '画面から直した' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await shown('from-script')).toBe(200);
  });

  it('previews a draft on its news page per channel, saving nothing', async () => {
    const { item } = (await post({ ...fields, key: 'draft-base', title: '元の題' })).body;
    const res = await staffCall<Link>(
      api,
      editor,
      'POST',
      `${base}/preview?channel=wa&id=${item.id}`,
      {
        body: { ...fields, key: 'draft-base', title: '下書きの題', is_show: false },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.channel).toBe('wa');
    const opened = await api.app.request(`http://wa.localhost${res.body.path}`, {
      headers: { Host: 'wa.localhost' },
    });
    expect(opened.status).toBe(200);
    const render = renders.at(-1);
    expect(render).toMatchObject({ channelId: 'wa', pathname: '/news/draft-base/' });
    expect(render?.overrides).toMatchObject({ news: { 'draft-base': { title: '下書きの題' } } });
    const stored = await staffCall<Item>(api, editor, 'GET', `${base}/${item.id}`);
    expect(stored.body).toMatchObject({ title: '元の題', version: 1, is_show: true });
    const bad = await staffCall<Failure>(api, editor, 'POST', `${base}/preview`, {
      body: { ...fields, key: 'draft-new', title: '' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.title?.[0]).toBe('タイトルを入力してください。');
  });
});
