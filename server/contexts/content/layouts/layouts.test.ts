import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ColorSchemeSchema,
  FileContentsSchema,
  PageLayoutListSchema,
  PageLayoutSchema,
  PublicEnvSchema,
} from '../../../../contract/settings/layouts.schema';
import { recordContentChange } from '../../../db/content-version';
import { colorSchemes } from '../../../db/schema/index';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { request } from '../content/content.testing';
import { mediaFile } from '../media/files-contents.model';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

const COVER = '/media/catalogs/2026-spring/1.svg';
const filesContents = (url: string) =>
  call(api.app, 'GET', `/v1/files-contents?url=${encodeURIComponent(url)}`);

describe('GET /v1/layouts', () => {
  it("answers every page's layout of the channel, each as GET /v1/layouts/{page} does", async () => {
    for (const channel of ['default', 'wa']) {
      const res = await call(api.app, 'GET', '/v1/layouts', { channel });
      expect(res.status).toBe(200);
      const { data } = v.parse(PageLayoutListSchema, res.body);
      expect(data.map((l) => l.page)).toContain('top');
      expect(data.map((l) => l.page)).toEqual(data.map((l) => l.page).sort());
      for (const layout of data) {
        const one = await call(api.app, 'GET', `/v1/layouts/${layout.page}`, { channel });
        expect(layout).toEqual(one.body);
      }
      const missing = await call(api.app, 'GET', '/v1/layouts/mypage-point', { channel });
      expect([missing.status, data.some((l) => l.page === 'mypage-point')]).toEqual([404, false]);
    }
  });
});

describe('GET /v1/layouts/{page}', () => {
  it('answers the top page: layout and sections in order, the catalogue cover embedded', async () => {
    const res = await call(api.app, 'GET', '/v1/layouts/top');
    expect(res.status).toBe(200);
    const layout = v.parse(PageLayoutSchema, res.body);
    expect(layout.layout).toBe('default');
    expect(layout.sections.map((s) => s.type)).toEqual([
      'banners',
      'caution',
      'new_arrivals',
      'ranking',
      'topics',
      'news_blog',
      'free_areas',
      'embed',
    ]);
    expect(layout.sections.at(-1)?.url).toBe(COVER);
  });

  it('answers other pages and other channels their own layout', async () => {
    const cart = v.parse(PageLayoutSchema, (await call(api.app, 'GET', '/v1/layouts/cart')).body);
    expect(cart.layout).toBe('simple');
    const wa = await call(api.app, 'GET', '/v1/layouts/top', { channel: 'wa' });
    expect(v.parse(PageLayoutSchema, wa.body).sections[2]?.type).toBe('news_blog');
  });

  it('answers 404 in Japanese for a page without a layout or a malformed name', async () => {
    for (const page of ['nothing-here', 'TOP', '..%2Fsettings']) {
      const res = await call(api.app, 'GET', `/v1/layouts/${page}`);
      expect(expectApiError(res, 404, 'common.not_found').message).toBe(
        'このページのレイアウトはありません。',
      );
    }
  });
});

describe('GET /v1/colorschemes/selected/front', () => {
  it('answers the selected scheme with loading, cursor and animation settings', async () => {
    const res = await call(api.app, 'GET', '/v1/colorschemes/selected/front');
    const scheme = v.parse(ColorSchemeSchema, res.body);
    expect(scheme.name).toBe('紺と朱');
    expect(scheme.loading).toMatchObject({ is_enabled: true, size: 20 });
    expect(scheme.cursor).toMatchObject({ is_enabled: false, size: 10 });
    expect(scheme.animation).toEqual({ type: 'fade', duration_ms: 300 });
    const wa = v.parse(
      ColorSchemeSchema,
      (await call(api.app, 'GET', '/v1/colorschemes/selected/front', { channel: 'wa' })).body,
    );
    expect(wa.cursor).toMatchObject({ is_enabled: true, color: '#b7282e' });
  });

  it('falls back to the spec sizes when the channel has none selected', async () => {
    const res = await call(api.app, 'GET', '/v1/colorschemes/selected/front', {
      channel: 'school',
    });
    const scheme = v.parse(ColorSchemeSchema, res.body);
    expect(scheme).toMatchObject({ name: 'default', animation: { type: 'none' } });
    expect([scheme.loading.size, scheme.cursor.size]).toEqual([20, 10]);
    const rows = await api.database.db.select().from(colorSchemes);
    expect(rows.some((r) => r.channelId === 'school')).toBe(false);
  });
});

describe('GET /public.json', () => {
  it('is public and cacheable: no Authorization needed, CORS open, per channel', async () => {
    const res = await call(api.app, 'GET', '/public.json');
    expect(res.status).toBe(200);
    const env = v.parse(PublicEnvSchema, res.body);
    expect(env).toMatchObject({ channel_id: 'default', theme: 'standard', is_invalid: false });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const wa = await api.app.request('/public.json', {
      headers: { 'X-Channel-Id': 'closed', Origin: 'http://elsewhere.example' },
    });
    expect(wa.headers.get('access-control-allow-origin')).toBe('*');
    expect(v.parse(PublicEnvSchema, await wa.json()).is_invalid).toBe(true);
  });

  it("dates the channel's own content: a change another channel shows leaves it, one for every channel moves it", async () => {
    const updatedAt = async (channel: string) =>
      Date.parse(
        v.parse(PublicEnvSchema, (await call(api.app, 'GET', '/public.json', { channel })).body)
          .content_updated_at,
      );
    const before = { default: await updatedAt('default'), wa: await updatedAt('wa') };
    await recordContentChange(api.database.db, { kind: 'layout', key: 'top', channels: ['wa'] });
    expect(await updatedAt('wa')).toBeGreaterThan(before.wa);
    expect(await updatedAt('default')).toBe(before.default);
    await recordContentChange(api.database.db, { kind: 'news', key: '1', channels: null });
    expect(await updatedAt('default')).toBeGreaterThan(before.default);
  });

  it('ignores a stale bearer token and answers 404 for an unknown channel', async () => {
    const res = await request(api, 'GET', '/public.json', { token: 'expired-or-forged' });
    expect(res.status).toBe(200);
    const unknown = await call(api.app, 'GET', '/public.json', { channel: 'no-such-channel' });
    expectApiError(unknown, 404, 'channel.not_exist');
  });
});

describe('GET /v1/files-contents', () => {
  it('returns a media SVG sanitised, by path or by the shop’s own absolute URL', async () => {
    const res = await filesContents(COVER);
    expect(res.status).toBe(200);
    const file = v.parse(FileContentsSchema, res.body);
    expect(file).toMatchObject({ url: COVER, content_type: 'image/svg+xml' });
    expect(file.content).toMatch(/^<svg [^>]*viewBox="0 0 600 800"/);
    expect(file.content).toContain('<title>');
    const absolute = await filesContents(`http://localhost${COVER}`);
    expect(v.parse(FileContentsSchema, absolute.body).content).toBe(file.content);
  });

  it('rejects other origins, paths outside /media/ and non-text files with a Japanese 422', async () => {
    const cases = [
      'https://evil.example/media/catalogs/2026-spring/1.svg',
      '//evil.example/media/x.svg',
      '/v1/settings/front',
      '/media/../v1/settings/front.svg',
      '/media/%2e%2e/v1/x.svg',
      'javascript:alert(1)//.svg',
      'http://user:pw@localhost/media/catalogs/2026-spring/1.svg',
    ];
    for (const url of cases) {
      const body = expectApiError(await filesContents(url), 422, 'common.validation');
      expect(body.errors?.url).toEqual([
        'このショップのメディア（/media/）のファイルだけを読み込めます。',
      ]);
    }
    const png = expectApiError(
      await filesContents('/media/og/site/default.png'),
      422,
      'common.validation',
    );
    expect(png.errors?.url).toEqual(['SVG か HTML のファイルだけを読み込めます。']);
    expectApiError(await call(api.app, 'GET', '/v1/files-contents'), 422, 'common.validation');
  });

  it('answers a Japanese 404 for a media file that does not exist', async () => {
    const res = await filesContents('/media/catalogs/no-such-catalog/1.svg');
    expect(expectApiError(res, 404, 'common.not_found').message).toBe('ファイルが見つかりません。');
  });
});

describe('mediaFile', () => {
  it('keeps only /media/ paths of the shop and names their type', () => {
    expect(mediaFile('/media/a/b.html', 'shop.example')).toEqual({
      ok: true,
      path: '/media/a/b.html',
      contentType: 'text/html',
    });
    expect(mediaFile('https://shop.example/media/a.svg', 'shop.example')).toMatchObject({
      ok: true,
    });
    expect(mediaFile('/media/a%2f..%2fb.svg', 'shop.example')).toEqual({
      ok: false,
      reason: 'not_own_media',
    });
    expect(mediaFile('media/a.svg', 'shop.example')).toMatchObject({ ok: false });
  });
});
