import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BannerSchema,
  FreeAreaSchema,
  InfoMessageSchema,
  PopupSchema,
} from '../../../../contract/content/content.schema';
import { listOf } from '../../../../contract/shared/paging.schema';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

describe('GET /v1/banners', () => {
  it('returns only shown banners of the asked areas, in order', async () => {
    const res = await call(api.app, 'GET', '/v1/banners?area=main,topics');
    expect(res.status).toBe(200);
    const { data } = v.parse(listOf(BannerSchema), res.body);
    expect(data.every((b) => b.is_show === 1)).toBe(true);
    expect(data.some((b) => b.title.includes('受付終了'))).toBe(false);
    expect(new Set(data.map((b) => b.area))).toEqual(new Set(['main', 'topics']));
    const main = data.filter((b) => b.area === 'main').map((b) => b.sort);
    expect(main).toEqual([...main].sort((a, b) => a - b));
  });

  it('filters by one area and answers an unknown area with an empty list', async () => {
    const main = v.parse(
      listOf(BannerSchema),
      (await call(api.app, 'GET', '/v1/banners?area=main')).body,
    );
    expect(main.data.length).toBeGreaterThan(0);
    expect(main.data.every((b) => b.area === 'main')).toBe(true);
    const none = await call(api.app, 'GET', `/v1/banners?area=${'x'.repeat(150)}`);
    expect(none.body).toEqual({ data: [] });
    expectApiError(
      await call(api.app, 'GET', `/v1/banners?area=${'x'.repeat(300)}`),
      422,
      'common.validation',
    );
  });

  it('downloads a banner picture with a suggested file name; hidden banners are 404', async () => {
    const { data } = v.parse(
      listOf(BannerSchema),
      (await call(api.app, 'GET', '/v1/banners')).body,
    );
    const first = data[0];
    if (!first) throw new Error('no banner');
    const res = await call(api.app, 'GET', `/v1/banners/${first.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-suggested-filename')).toBe(`banner-${first.id}.svg`);
    expect(res.text).toContain('<svg');
    expectApiError(
      await call(api.app, 'GET', '/v1/banners/99999/download'),
      404,
      'common.not_found',
    );
    expectApiError(await call(api.app, 'GET', '/v1/banners/abc/download'), 404, 'common.not_found');
  });
});

describe('GET /v1/free-areas', () => {
  it('lists every shown block with sanitised HTML when per=all', async () => {
    const res = await call(api.app, 'GET', '/v1/free-areas?per=all');
    const { data } = v.parse(listOf(FreeAreaSchema), res.body);
    expect(data.map((f) => f.code)).toEqual(['top-shipping', 'top-catalog']);
    expect(res.headers.get('x-last-page')).toBe('1');
    expect(data[0]?.body).toContain('<a href="/guide/">');
  });

  it('rejects a bad page size with a Japanese message', async () => {
    const res = await call(api.app, 'GET', '/v1/free-areas?per=abc');
    expect(expectApiError(res, 422, 'common.validation').errors?.per).toBeDefined();
  });
});

describe('popups', () => {
  it('lists the top popups; one popup opens by id; unknown ids are 404', async () => {
    const { data } = v.parse(listOf(PopupSchema), (await call(api.app, 'GET', '/v1/popups')).body);
    expect(data).toHaveLength(1);
    expect(data[0]?.placement).toBe('top');
    const one = await call(api.app, 'GET', `/v1/popups/${data[0]?.id}`);
    expect(v.parse(PopupSchema, one.body).title).toBe(data[0]?.title);
    expectApiError(await call(api.app, 'GET', '/v1/popups/0'), 404, 'common.not_found');
    expectApiError(await call(api.app, 'GET', '/v1/popups/x'), 404, 'common.not_found');
  });
});

describe('information messages', () => {
  it('lists every message with per=all and opens one by code', async () => {
    const res = await call(api.app, 'GET', '/v1/messages?per=all');
    const { data } = v.parse(listOf(InfoMessageSchema), res.body);
    expect(data.map((m) => m.code)).toContain('caution');
    expect(Number(res.headers.get('x-total'))).toBe(data.length);
    const one = v.parse(
      InfoMessageSchema,
      (await call(api.app, 'GET', '/v1/messages/caution')).body,
    );
    expect(one.body).toContain('年末年始');
    expect(one.updated_at).toBe('2026-11-20T01:00:00.000Z');
    expectApiError(await call(api.app, 'GET', '/v1/messages/nope'), 404, 'common.not_found');
  });

  it('pages by 10 by default', async () => {
    const res = await call(api.app, 'GET', '/v1/messages');
    expect(res.headers.get('x-per-page')).toBe('10');
    expect((res.body as { data: unknown[] }).data.length).toBeLessThanOrEqual(10);
  });
});

describe('content media', () => {
  it('draws blog headers and catalogue pages; unknown ones are 404', async () => {
    const blog = await call(api.app, 'GET', '/media/blogs/spring-coordinate.svg');
    expect(blog.status).toBe(200);
    expect(blog.headers.get('content-type')).toContain('image/svg+xml');
    const page = await call(api.app, 'GET', '/media/catalogs/2026-spring/2.svg');
    expect(page.text).toContain('2 / 8');
    expect((await call(api.app, 'GET', '/media/catalogs/2026-spring/99.svg')).status).toBe(404);
    expect((await call(api.app, 'GET', '/media/blogs/nope.svg')).status).toBe(404);
    expect((await call(api.app, 'GET', '/media/blogs/..%2f.svg')).status).toBe(404);
  });
});
