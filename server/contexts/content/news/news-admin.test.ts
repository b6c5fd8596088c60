import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type News, NewsSchema } from '../../../../contract/content/articles.schema';
import { changesSince, getContentVersion } from '../../../db/content-version';
import { channels, news } from '../../../db/schema/index';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { countingRebuild, quietRebuilds } from '../../../testing/rebuilds';

const TOKEN = 'news-editor-token';
let api: TestApi;
const counter = countingRebuild();
beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: TOKEN, rebuild: counter.rebuild } });
});
afterAll(() => api.drop());

type Reply<T> = { status: number; text: string; body: T };
/** An editor's call (the editor's token unless `token` says otherwise) with its parsed answer. */
async function editor<T = News>(
  method: string,
  path: string,
  body?: unknown,
  token: string | null = TOKEN,
): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await api.app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : null) as T };
}

const shown = (idOrKey: string | number) => call<News>(api.app, 'GET', `/v1/news/${idOrKey}`);
const allNews = () => api.database.db.select().from(news).orderBy(news.id);

/** The channels for which a change of news `key` was recorded after `since`. */
async function recordedFor(key: string, since: Date) {
  const ids = (await api.database.db.select({ id: channels.id }).from(channels)).map((c) => c.id);
  const touched: string[] = [];
  for (const channel of ids) {
    const changes = await changesSince(api.database, channel, since);
    if (changes.some((c) => c.kind === 'news' && c.key === key)) touched.push(channel);
  }
  return { touched: touched.sort(), all: ids.sort() };
}

const ITEM = {
  title: '年末年始の営業についてのお知らせ',
  body: '<p>12月29日から1月3日まで休業いたします。<img src="https://example.jp/a.png" onerror="alert(1)"></p><script>alert(1)</script>',
};

let since: Date;
beforeEach(async () => {
  await quietRebuilds(api.app, TOKEN, counter);
  await new Promise((resolve) => setTimeout(resolve, 5));
  since = new Date();
});

describe('news calls without the editor token', () => {
  it('answer 401 in Japanese and change nothing', async () => {
    const before = await allNews();
    const id = before[0]?.id;
    const calls: [string, string, unknown?][] = [
      ['POST', '/v1/admin/news', ITEM],
      ['PUT', `/v1/admin/news/${id}`, ITEM],
      ['DELETE', `/v1/admin/news/${id}`],
    ];
    for (const [method, path, body] of calls) {
      for (const token of [null, 'news-editor-tokem']) {
        expectApiError(await editor(method, path, body, token), 401, 'auth.unauthorized');
      }
    }
    expect(await allNews()).toEqual(before);
  });
});

describe('POST /v1/admin/news', () => {
  it('publishes a sanitised item as GET /v1/news/{key} answers it, with a generated key, and rebuilds', async () => {
    const shopWide = await getContentVersion(api.database);
    const buildsBefore = counter.builds;
    const res = await editor('POST', '/v1/admin/news', ITEM);
    expect(res.status).toBe(201);
    const item = v.parse(NewsSchema, res.body);
    expect(item).toMatchObject({ title: ITEM.title, category: 'お知らせ', is_read: false });
    expect(item.key).toMatch(/^news-\d{8}-[0-9a-f]{6}$/);
    expect(item.body).toContain('12月29日から1月3日まで休業いたします。');
    expect(item.body).not.toMatch(/script|onerror|alert/);
    expect(Math.abs(Date.parse(item.published_at) - Date.now())).toBeLessThan(60_000);
    const [row] = await api.database.db.select().from(news).where(eq(news.id, item.id));
    expect(row?.bodyHtml).not.toMatch(/script|onerror/);
    expect((await shown(item.key)).body).toEqual(item);
    expect((await shown(item.id)).body).toEqual(item);
    const list = await call<{ data: { key: string }[] }>(api.app, 'GET', '/v1/news');
    expect(list.body.data[0]?.key).toBe(item.key);

    const { touched, all } = await recordedFor(item.key, since);
    expect(touched).toEqual(all);
    expect(await getContentVersion(api.database)).toEqual(shopWide);
    await expect.poll(() => counter.builds).toBeGreaterThan(buildsBefore);
  });

  it('keeps a given key, category and publication time', async () => {
    const res = await editor('POST', '/v1/admin/news', {
      ...ITEM,
      key: 'winter-holidays-2026',
      category: 'キャンペーン',
      published_at: '2026-12-01T10:00:00+09:00',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      key: 'winter-holidays-2026',
      category: 'キャンペーン',
      published_at: '2026-12-01T01:00:00.000Z',
    });
    expect((await shown('winter-holidays-2026')).body).toEqual(res.body);
  });

  it('refuses bad input per field in Japanese and a taken key, creating and recording nothing', async () => {
    const before = await allNews();
    const buildsBefore = counter.builds;
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { title: ['入力してください。'], body: ['入力してください。'] }],
      [
        { title: '  ', body: ' ', category: '', published_at: 'tomorrow', key: 'Winter Sale' },
        {
          title: ['タイトルを入力してください。'],
          body: ['本文を入力してください。'],
          category: ['カテゴリを入力してください。'],
          published_at: [
            '公開日時は 2026-04-01T10:00:00+09:00 の形式（ISO 8601）で入力してください。',
          ],
          key: [
            'キーは半角英小文字・数字・「-」の80文字以内で、英字を1文字以上含めて入力してください。',
          ],
        },
      ],
      [
        {
          title: 'あ'.repeat(101),
          body: 42,
          category: 'カ'.repeat(21),
          published_at: '2026-13-01T10:00:00+09:00',
          key: '20261201',
        },
        {
          title: ['100文字以内で入力してください。'],
          body: ['本文は文字列（HTML）で入力してください。'],
          category: ['20文字以内で入力してください。'],
          published_at: [
            '公開日時は 2026-04-01T10:00:00+09:00 の形式（ISO 8601）で入力してください。',
          ],
          key: [
            'キーは半角英小文字・数字・「-」の80文字以内で、英字を1文字以上含めて入力してください。',
          ],
        },
      ],
      [
        { ...ITEM, key: 'winter-holidays-2026' },
        { key: ['このキーは別のお知らせで使われています。'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await editor('POST', '/v1/admin/news', body);
      expect(expectApiError(res, 422, 'common.validation').errors).toEqual(errors);
    }
    expect(await allNews()).toEqual(before);
    expect((await recordedFor('winter-holidays-2026', since)).touched).toEqual([]);
    expect(counter.builds).toBe(buildsBefore);
  });
});

describe('PUT /v1/admin/news/{id}', () => {
  it('replaces title and body, keeps what it leaves out, and records the item', async () => {
    const old = v.parse(NewsSchema, (await shown('winter-holidays-2026')).body);
    const res = await editor('PUT', `/v1/admin/news/${old.id}`, {
      title: '冬の感謝セール',
      body: '<p>セールは<strong>12月1日</strong>から。</p><p onclick="x()">ぜひ</p>',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...old,
      title: '冬の感謝セール',
      body: '<p>セールは<strong>12月1日</strong>から。</p><p>ぜひ</p>',
    });
    expect((await shown(old.id)).body).toEqual(res.body);
    expect((await recordedFor(old.key, since)).touched.length).toBeGreaterThan(0);
  });

  it('moves an item to a new key and records both, so the old page goes too', async () => {
    const old = v.parse(NewsSchema, (await shown('winter-holidays-2026')).body);
    const res = await editor('PUT', `/v1/admin/news/${old.id}`, {
      ...ITEM,
      key: 'winter-sale-2026',
    });
    expect(res.body.key).toBe('winter-sale-2026');
    expectApiError(await shown('winter-holidays-2026'), 404, 'common.not_found');
    for (const key of ['winter-holidays-2026', 'winter-sale-2026']) {
      const { touched, all } = await recordedFor(key, since);
      expect(touched).toEqual(all);
    }
  });

  it('answers 404 for an unknown id and 422 for a key another item has, changing nothing', async () => {
    const before = await allNews();
    for (const id of ['999999', 'abc', '0', 'new-year-2026']) {
      const res = await editor('PUT', `/v1/admin/news/${id}`, ITEM);
      expectApiError(res, 404, 'common.not_found');
    }
    const mine = before.find((n) => n.key === 'winter-sale-2026');
    const taken = await editor('PUT', `/v1/admin/news/${mine?.id}`, {
      ...ITEM,
      key: 'new-year-2026',
    });
    expect(expectApiError(taken, 422, 'common.validation').errors).toEqual({
      key: ['このキーは別のお知らせで使われています。'],
    });
    const bad = await editor('PUT', `/v1/admin/news/${mine?.id}`, { title: 'x' });
    expect(expectApiError(bad, 422, 'common.validation').errors).toEqual({
      body: ['入力してください。'],
    });
    expect(await allNews()).toEqual(before);
    expect((await recordedFor('new-year-2026', since)).touched).toEqual([]);
  });
});

describe('DELETE /v1/admin/news/{id}', () => {
  it('deletes the item (204), records it, and answers 404 the second time', async () => {
    const item = v.parse(NewsSchema, (await shown('winter-sale-2026')).body);
    const res = await editor('DELETE', `/v1/admin/news/${item.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expectApiError(await shown(item.id), 404, 'common.not_found');
    const { touched, all } = await recordedFor(item.key, since);
    expect(touched).toEqual(all);
    const again = await editor('DELETE', `/v1/admin/news/${item.id}`);
    expect(expectApiError(again, 404, 'common.not_found').message).toBe(
      'このお知らせはありません。',
    );
  });
});

describe('OpenAPI', () => {
  it('documents the editors’ news calls', async () => {
    type Doc = { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    const doc = (await call<Doc>(api.app, 'GET', '/v1/openapi.json')).body;
    expect(JSON.stringify(doc.paths['/v1/admin/news']?.post?.requestBody)).toContain(
      'published_at',
    );
    expect(Object.keys(doc.paths['/v1/admin/news/{id}'] ?? {}).sort()).toEqual(['delete', 'put']);
  });
});
