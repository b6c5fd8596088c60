import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlogSchema,
  BlogSummarySchema,
  NewsSchema,
  NewsSummarySchema,
  QaCategorySchema,
  QaSchema,
  StaticPageSchema,
} from '../../../../contract/content/articles.schema';
import { listOf } from '../../../../contract/shared/paging.schema';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, request } from '../content/content.testing';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

describe('news', () => {
  it('pages 10 newest first; guests see nothing read', async () => {
    const res = await call(api.app, 'GET', '/v1/news');
    const { data } = v.parse(listOf(NewsSummarySchema), res.body);
    expect(data).toHaveLength(10);
    expect(Number(res.headers.get('x-total'))).toBeGreaterThanOrEqual(12);
    expect(res.headers.get('x-last-page')).toBe('2');
    const dates = data.map((n) => n.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data.every((n) => !n.is_read)).toBe(true);
  });

  it('opens an item by key or id with sanitised HTML; unknown is 404', async () => {
    const { data } = v.parse(
      listOf(NewsSummarySchema),
      (await call(api.app, 'GET', '/v1/news')).body,
    );
    const first = data[0];
    if (!first) throw new Error('no news');
    const byKey = v.parse(NewsSchema, (await call(api.app, 'GET', `/v1/news/${first.key}`)).body);
    const byId = v.parse(NewsSchema, (await call(api.app, 'GET', `/v1/news/${first.id}`)).body);
    expect(byId).toEqual(byKey);
    expect(byKey.body).not.toMatch(/<script|onerror=/i);
    expectApiError(await call(api.app, 'GET', '/v1/news/no-such-news'), 404, 'common.not_found');
  });

  it('marks an item read for the member only (POST /v1/news/readables)', async () => {
    const { data } = v.parse(
      listOf(NewsSummarySchema),
      (await call(api.app, 'GET', '/v1/news')).body,
    );
    const id = data[1]?.id ?? 0;
    const taro = await memberToken(api, 'taro@example.jp');
    const hanako = await memberToken(api, 'hanako@example.jp');
    const res = await request(api, 'POST', '/v1/news/readables', {
      token: taro,
      body: { readable_id: id },
    });
    expect(res.status).toBe(200);
    expect(v.parse(NewsSchema, res.body).is_read).toBe(true);
    const again = await request(api, 'POST', '/v1/news/readables', {
      token: taro,
      body: { readable_id: id },
    });
    expect(again.status).toBe(200);
    const mine = await request<{ data: { id: number; is_read: boolean }[] }>(
      api,
      'GET',
      '/v1/news',
      { token: taro },
    );
    expect(mine.body.data.filter((n) => n.is_read).map((n) => n.id)).toEqual([id]);
    const theirs = await request<{ data: { is_read: boolean }[] }>(api, 'GET', '/v1/news', {
      token: hanako,
    });
    expect(theirs.body.data.some((n) => n.is_read)).toBe(false);
  });

  it('rejects guests, bad bodies and unknown items in Japanese', async () => {
    const token = await memberToken(api, 'taro@example.jp');
    expectApiError(
      await request(api, 'POST', '/v1/news/readables', { body: { readable_id: 1 } }),
      401,
      'auth.unauthorized',
    );
    expectApiError(
      await request(api, 'POST', '/v1/news/readables', {
        token: 'forged',
        body: { readable_id: 1 },
      }),
      401,
      'auth.unauthorized',
    );
    const bad = expectApiError(
      await request(api, 'POST', '/v1/news/readables', { token, body: { readable_id: 'x' } }),
      422,
      'common.validation',
    );
    expect(bad.errors?.readable_id).toEqual(['お知らせIDは数値で指定してください。']);
    expectApiError(
      await request(api, 'POST', '/v1/news/readables', { token, rawBody: '{' }),
      400,
      'common.bad_json',
    );
    expectApiError(
      await request(api, 'POST', '/v1/news/readables', { token, body: { readable_id: 999999 } }),
      404,
      'common.not_found',
    );
  });
});

describe('blogs', () => {
  it('lists articles and opens spring-coordinate with sanitised HTML', async () => {
    const list = v.parse(listOf(BlogSummarySchema), (await call(api.app, 'GET', '/v1/blogs')).body);
    expect(list.data.map((b) => b.key)).toContain('spring-coordinate');
    const one = v.parse(
      BlogSchema,
      (await call(api.app, 'GET', '/v1/blogs/spring-coordinate')).body,
    );
    expect(one.body.length).toBeGreaterThan(50);
    expect(one.image_path).toBe('/media/blogs/spring-coordinate.svg');
    expectApiError(await call(api.app, 'GET', '/v1/blogs/nope'), 404, 'common.not_found');
  });
});

describe('FAQ', () => {
  it('lists categories with counts and items, filtered by category', async () => {
    const cats = v.parse(
      listOf(QaCategorySchema),
      (await call(api.app, 'GET', '/v1/qa-categories')).body,
    ).data;
    expect(cats.length).toBeGreaterThanOrEqual(3);
    const all = v.parse(listOf(QaSchema), (await call(api.app, 'GET', '/v1/qas')).body).data;
    expect(all.length).toBe(cats.reduce((n, c) => n + c.count, 0));
    const first = cats[0];
    const some = v.parse(
      listOf(QaSchema),
      (await call(api.app, 'GET', `/v1/qas?category=${first?.key}`)).body,
    ).data;
    expect(some).toHaveLength(first?.count ?? -1);
    expect((await call(api.app, 'GET', '/v1/qas?category=nope')).body).toEqual({ data: [] });
  });
});

describe('static pages', () => {
  it('lists URLs and opens /law/ by path, with or without the trailing slash', async () => {
    const urls = (await call<{ data: { url: string }[] }>(api.app, 'GET', '/v1/static-pages/urls'))
      .body.data;
    expect(urls.map((u) => u.url)).toEqual(
      expect.arrayContaining(['/guide/', '/law/', '/privacy/']),
    );
    const law = v.parse(
      StaticPageSchema,
      (await call(api.app, 'GET', '/v1/static-pages/url/law/')).body,
    );
    expect(law.data.title).toBe('特定商取引法に基づく表記');
    expect(law.data.body).toContain('<table>');
    const noSlash = await call(api.app, 'GET', '/v1/static-pages/url/law');
    expect(v.parse(StaticPageSchema, noSlash.body).url).toBe('/law/');
  });

  it('404s unknown and hostile paths', async () => {
    for (const p of ['/nope/', '/..%2f..%2fetc/', `/${'a'.repeat(300)}/`, '/%E0%A4%A/']) {
      expectApiError(
        await call(api.app, 'GET', `/v1/static-pages/url${p}`),
        404,
        'common.not_found',
      );
    }
  });
});
