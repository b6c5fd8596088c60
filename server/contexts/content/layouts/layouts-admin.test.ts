import { and, eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminColorScheme,
  AdminColorSchemeSchema,
} from '../../../../contract/content/layouts-admin.schema';
import {
  ColorSchemeSchema,
  type PageLayout,
  PageLayoutSchema,
} from '../../../../contract/settings/layouts.schema';
import { channelContentVersion, getContentVersion } from '../../../db/content-version';
import { jobs } from '../../../db/schema/index';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { SCHEME_WINDOW_JOB } from './schemes-window.tx';

const TOKEN = 'layout-operator-token';
const COVER = '/media/catalogs/2026-spring/1.svg';
let api: TestApi;
let builds = 0;
beforeAll(async () => {
  api = await seededApi(undefined, {
    admin: {
      token: TOKEN,
      rebuild: async () => {
        builds += 1;
        return { pages: 1, seconds: 0.1 };
      },
    },
  });
});
afterAll(() => api.drop());

type Opts = { body?: unknown; channel?: string; token?: string | null };

/** An admin call (the operator's token unless `token` says otherwise) with its parsed answer. */
async function admin<T = unknown>(method: string, path: string, opts: Opts = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = opts.token === undefined ? TOKEN : opts.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.channel) headers['X-Channel-Id'] = opts.channel;
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const res = await api.app.request(path, { method, headers, body });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : null) as T };
}

const layoutOf = async (page: string, channel?: string) => {
  const res = await call(api.app, 'GET', `/v1/layouts/${page}`, { channel });
  return res.status === 200 ? v.parse(PageLayoutSchema, res.body) : res.status;
};
const selectedFront = async (channel?: string) =>
  v.parse(
    ColorSchemeSchema,
    (await call(api.app, 'GET', '/v1/colorschemes/selected/front', { channel })).body,
  );
const schemesOf = async (channel?: string) =>
  (await admin<{ data: AdminColorScheme[] }>('GET', '/v1/admin/colorschemes', { channel })).body
    .data;

const part = (type: string, url: string | null = null, title: string | null = null) => ({
  type,
  url,
  title,
});
const SCHEME = {
  name: '若草',
  loading: { is_enabled: true, color: '#2e7d32', size: 24 },
  cursor: { is_enabled: true, color: '#1b5e20', size: 12 },
  animation: { type: 'fade', duration_ms: 250 },
};

/** Channels seeded with their own layouts and schemes; a change in one must leave the others. */
const CHANNELS = ['default', 'wa', 'simple'] as const;
const versionsNow = async () =>
  Promise.all([
    getContentVersion(api.database),
    ...CHANNELS.map((c) => channelContentVersion(api.database, c)),
  ]).then((all) => all.map((d) => d.getTime()));

let versions: number[];
let buildsBefore: number;
beforeEach(async () => {
  // A change of the previous test may still be rebuilding: start from a quiet rebuilder.
  await vi.waitFor(async () => {
    const seen = builds;
    const state = await admin<{ status: string }>('GET', '/v1/admin/rebuild');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.body.status).not.toBe('building');
    expect(builds).toBe(seen);
  });
  versions = await versionsNow();
  buildsBefore = builds;
});
/**
 * The channels whose content version the last call moved (a rebuild was queued for them); the
 * shop-wide version never moves, since layouts and schemes belong to one channel. A change made
 * while the previous test's rebuild is still finishing is rebuilt once that one ends, so a moved
 * version waits for its build to start.
 */
const rebuilt = async () => {
  const [shopWide, ...now] = await versionsNow();
  expect(shopWide).toBe(versions[0]);
  const moved = CHANNELS.filter((_, i) => (now[i] as number) > (versions[i + 1] as number));
  if (moved.length > 0) await vi.waitFor(() => expect(builds).toBeGreaterThan(buildsBefore));
  else expect(builds).toBe(buildsBefore);
  return moved;
};

describe('admin layout and colour scheme calls without the operator token', () => {
  it('answer 401 in Japanese and change nothing', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/v1/admin/layouts'],
      ['PUT', '/v1/admin/layouts/top', { layout: 'simple', sections: [] }],
      ['DELETE', '/v1/admin/layouts/cart'],
      ['GET', '/v1/admin/colorschemes'],
      ['POST', '/v1/admin/colorschemes', SCHEME],
      ['PUT', '/v1/admin/colorschemes/1', SCHEME],
      ['PUT', '/v1/admin/colorschemes/2/select'],
    ];
    for (const [method, path, body] of calls) {
      for (const token of [null, 'layout-operator-tokem']) {
        expectApiError(await admin(method, path, { body, token }), 401, 'auth.unauthorized');
      }
    }
    expect(((await layoutOf('top')) as PageLayout).layout).toBe('default');
    expect(await layoutOf('cart')).toMatchObject({ layout: 'simple' });
    expect((await selectedFront()).name).toBe('紺と朱');
    expect(await rebuilt()).toEqual([]);
  });
});

describe('GET /v1/admin/layouts', () => {
  it("lists only the request's channel's page layouts", async () => {
    const all = await admin<{ data: PageLayout[] }>('GET', '/v1/admin/layouts');
    expect(all.status).toBe(200);
    expect(all.body.data.map((l) => l.page)).toEqual(['cart', 'maintenance', 'top']);
    v.parse(v.array(PageLayoutSchema), all.body.data);
    const wa = await admin<{ data: PageLayout[] }>('GET', '/v1/admin/layouts', { channel: 'wa' });
    expect(wa.body.data.map((l) => l.page)).toEqual(['top']);
    expect(wa.body.data[0]?.sections[2]?.type).toBe('news_blog');
  });
});

describe('PUT /v1/admin/layouts/{page}', () => {
  it('stores the layout and ordered parts, the storefront call answers them, and the site is rebuilt', async () => {
    const sections = [
      part('embed', `http://localhost${COVER}`, '春夏カタログ'),
      part('ranking'),
      part('banners'),
    ];
    const res = await admin<PageLayout>('PUT', '/v1/admin/layouts/top', {
      body: { layout: 'sample', sections },
    });
    expect(res.status).toBe(200);
    const expected = {
      page: 'top',
      layout: 'sample',
      sections: [part('embed', COVER, '春夏カタログ'), part('ranking'), part('banners')],
    };
    expect(res.body).toEqual(expected);
    expect(await layoutOf('top')).toEqual(expected);
    expect(await rebuilt()).toEqual(['default']);
  });

  it('creates a layout for a page that had none', async () => {
    const res = await admin('PUT', '/v1/admin/layouts/guide', {
      body: { layout: 'simple', sections: [part('caution')] },
    });
    expect(res.status).toBe(200);
    expect(await layoutOf('guide')).toMatchObject({
      layout: 'simple',
      sections: [part('caution')],
    });
    expect(await rebuilt()).toEqual(['default']);
  });

  it('refuses unknown layouts and parts, foreign or non-text embeds, stray URLs and repeats with Japanese messages, changing nothing', async () => {
    const before = await layoutOf('top');
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { layout: 'fancy', sections: [] },
        {
          layout: [
            'レイアウトは default、invalid-channel、maintenance、sample、simple のいずれかを指定してください。',
          ],
        },
      ],
      [
        { layout: 'default', sections: [part('carousel')] },
        {
          'sections.0.type': [
            '部品の種類は banners、caution、new_arrivals、ranking、topics、news_blog、free_areas、embed、cart、title、message、overview、image、purchase、data、detail、size-table、stock、reviews、qa、related、recommended のいずれかを指定してください。',
          ],
        },
      ],
      [
        {
          layout: 'default',
          sections: [part('ranking'), part('embed', 'https://evil.example/media/a.svg')],
        },
        { 'sections.1.url': ['このショップのメディア（/media/）のファイルだけを読み込めます。'] },
      ],
      [
        { layout: 'default', sections: [part('embed', '/media/og/site/default.png')] },
        { 'sections.0.url': ['SVG か HTML のファイルだけを読み込めます。'] },
      ],
      [
        { layout: 'default', sections: [part('embed')] },
        { 'sections.0.url': ['埋め込み（embed）には表示するファイルのURLを指定してください。'] },
      ],
      [
        { layout: 'default', sections: [part('banners', COVER)] },
        { 'sections.0.url': ['URLは埋め込み（embed）の部品にだけ指定できます。'] },
      ],
      [
        { layout: 'default', sections: [part('banners'), part('topics'), part('banners')] },
        { 'sections.2.type': ['同じ部品が2回以上指定されています。'] },
      ],
      [
        { layout: 'default', sections: Array.from({ length: 31 }, () => part('embed', COVER)) },
        { sections: ['部品は30個までです。'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await admin('PUT', '/v1/admin/layouts/top', { body });
      expect(expectApiError(res, 422, 'common.validation').errors).toEqual(errors);
    }
    const badPage = await admin('PUT', '/v1/admin/layouts/Top', {
      body: { layout: 'default', sections: [] },
    });
    expect(expectApiError(badPage, 422, 'common.validation').errors).toEqual({
      page: ['ページ名は半角英小文字・数字・「-」「_」の60文字以内で指定してください。'],
    });
    expect(await layoutOf('top')).toEqual(before);
    expect(await rebuilt()).toEqual([]);
  });

  it("changes only the request's channel: a wa layout is neither seen nor changed through default", async () => {
    const waTop = await layoutOf('top', 'wa');
    const res = await admin('PUT', '/v1/admin/layouts/cart', {
      channel: 'wa',
      body: { layout: 'default', sections: [part('cart')] },
    });
    expect(res.status).toBe(200);
    expect(await layoutOf('cart', 'wa')).toMatchObject({ layout: 'default' });
    expect(await layoutOf('cart')).toMatchObject({ layout: 'simple' });
    expect(await layoutOf('top', 'wa')).toEqual(waTop);
    const listed = await admin<{ data: PageLayout[] }>('GET', '/v1/admin/layouts');
    expect(listed.body.data.find((l) => l.page === 'cart')?.layout).toBe('simple');

    const campaign = { layout: 'simple', sections: [part('caution')] };
    expect(
      (await admin('PUT', '/v1/admin/layouts/campaign', { channel: 'wa', body: campaign })).status,
    ).toBe(200);
    expect(await layoutOf('campaign')).toBe(404);
    const pages = await admin<{ data: PageLayout[] }>('GET', '/v1/admin/layouts');
    expect(pages.body.data.map((l) => l.page)).not.toContain('campaign');
    expectApiError(await admin('DELETE', '/v1/admin/layouts/campaign'), 404, 'common.not_found');
    expect(await layoutOf('campaign', 'wa')).toMatchObject(campaign);
    expect(await rebuilt()).toEqual(['wa']);
  });
});

describe('DELETE /v1/admin/layouts/{page}', () => {
  it('removes the layout so the page falls back to its default parts, and rebuilds', async () => {
    const res = await admin('DELETE', '/v1/admin/layouts/cart', { channel: 'wa' });
    expect(res.status).toBe(204);
    expect(await layoutOf('cart', 'wa')).toBe(404);
    expect(await layoutOf('cart')).toMatchObject({ layout: 'simple' });
    expect(await rebuilt()).toEqual(['wa']);
  });

  it("answers 404 for a page without a layout or another channel's, changing nothing", async () => {
    for (const [page, channel] of [
      ['cart', 'wa'],
      ['maintenance', 'wa'],
      ['TOP', undefined],
    ] as const) {
      const res = await admin('DELETE', `/v1/admin/layouts/${page}`, { channel });
      expect(expectApiError(res, 404, 'common.not_found').message).toBe(
        'このページのレイアウトはありません。',
      );
    }
    expect(await layoutOf('maintenance')).toMatchObject({ layout: 'maintenance' });
    expect(await rebuilt()).toEqual([]);
  });
});

describe('colour schemes', () => {
  it("lists the channel's schemes with the selected one flagged", async () => {
    const schemes = await schemesOf();
    v.parse(v.array(AdminColorSchemeSchema), schemes);
    expect(schemes.map((s) => [s.name, s.is_selected])).toEqual([
      ['紺と朱', true],
      ['歳末セール', false],
    ]);
    expect((await schemesOf('wa')).map((s) => s.name)).toEqual(['藍と朱']);
  });

  it('creates a scheme unselected, without a rebuild, and refuses bad settings in Japanese', async () => {
    const res = await admin<AdminColorScheme>('POST', '/v1/admin/colorschemes', { body: SCHEME });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...SCHEME, is_selected: false });
    expect(await rebuilt()).toEqual([]);
    const bad = await admin('POST', '/v1/admin/colorschemes', {
      body: {
        name: '  ',
        loading: { is_enabled: true, color: 'red', size: 0 },
        cursor: { is_enabled: true, color: '#12', size: 40 },
        animation: { type: 'spin', duration_ms: 2500 },
      },
    });
    expect(expectApiError(bad, 422, 'common.validation').errors).toEqual({
      name: ['カラースキームの名前を入力してください。'],
      'loading.color': ['色は #rgb・#rrggbb・#rrggbbaa の形式か currentColor で指定してください。'],
      'loading.size': ['1以上で入力してください。'],
      'cursor.color': ['色は #rgb・#rrggbb・#rrggbbaa の形式か currentColor で指定してください。'],
      'cursor.size': ['32以下で入力してください。'],
      'animation.type': ['選択肢の中から選んでください。'],
      'animation.duration_ms': ['2000以下で入力してください。'],
    });
    expect((await schemesOf()).map((s) => s.name)).toEqual(['紺と朱', '歳末セール', '若草']);
  });

  it('edits a scheme: an unselected one quietly, the selected one shown on the storefront after a rebuild', async () => {
    const [selected, sale] = await schemesOf();
    const quiet = await admin<AdminColorScheme>('PUT', `/v1/admin/colorschemes/${sale?.id}`, {
      body: { ...SCHEME, name: '歳末セール2026' },
    });
    expect(quiet.body).toMatchObject({ name: '歳末セール2026', is_selected: false });
    expect(await rebuilt()).toEqual([]);
    const shown = await admin<AdminColorScheme>('PUT', `/v1/admin/colorschemes/${selected?.id}`, {
      body: { ...SCHEME, name: '紺と朱（改）' },
    });
    expect(shown.body).toMatchObject({ name: '紺と朱（改）', is_selected: true });
    expect(await selectedFront()).toEqual({
      name: '紺と朱（改）',
      loading: SCHEME.loading,
      cursor: SCHEME.cursor,
      animation: SCHEME.animation,
      colors: null,
    });
    expect(await rebuilt()).toEqual(['default']);
  });

  it('selects one scheme and unselects the others of the channel only', async () => {
    const sale = (await schemesOf())[1] as AdminColorScheme;
    const res = await admin<AdminColorScheme>('PUT', `/v1/admin/colorschemes/${sale.id}/select`);
    expect(res.body).toMatchObject({ id: sale.id, is_selected: true });
    expect((await schemesOf()).filter((s) => s.is_selected).map((s) => s.id)).toEqual([sale.id]);
    expect((await selectedFront()).name).toBe('歳末セール2026');
    expect((await selectedFront('wa')).name).toBe('藍と朱');
    expect(await rebuilt()).toEqual(['default']);
  });

  it('leaves exactly one selected when two selections arrive at once', async () => {
    const ids = (await schemesOf()).map((s) => s.id);
    for (let round = 0; round < 3; round += 1) {
      const results = await Promise.all(
        ids.map((id) => admin('PUT', `/v1/admin/colorschemes/${id}/select`)),
      );
      expect(results.map((r) => r.status)).toEqual(ids.map(() => 200));
      const selected = (await schemesOf()).filter((s) => s.is_selected);
      expect(selected).toHaveLength(1);
      expect((await selectedFront()).name).toBe(selected[0]?.name);
    }
  });

  it("answers 404 for another channel's scheme or an unknown id, changing nothing", async () => {
    const wa = (await schemesOf('wa'))[0] as AdminColorScheme;
    const before = await schemesOf();
    for (const [method, path, body] of [
      ['PUT', `/v1/admin/colorschemes/${wa.id}/select`, undefined],
      ['PUT', `/v1/admin/colorschemes/${wa.id}`, SCHEME],
      ['PUT', '/v1/admin/colorschemes/999999/select', undefined],
      ['PUT', '/v1/admin/colorschemes/abc', SCHEME],
    ] as const) {
      expectApiError(await admin(method, path, { body }), 404, 'common.not_found');
    }
    expect(await schemesOf()).toEqual(before);
    expect(await schemesOf('wa')).toEqual([wa]);
    expect(await rebuilt()).toEqual([]);
  });

  it('sets, keeps and removes a scheme period from a script: in use while it runs, its end booked', async () => {
    const created = await admin<AdminColorScheme>('POST', '/v1/admin/colorschemes', {
      body: { ...SCHEME, name: '夏の配色' },
      channel: 'simple',
    });
    const id = created.body.id;
    const shownBefore = (await selectedFront('simple')).name;
    expect(await rebuilt()).toEqual([]);
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const put = (body: Record<string, unknown>) =>
      admin<AdminColorScheme>('PUT', `/v1/admin/colorschemes/${id}`, {
        body: { ...SCHEME, name: '夏の配色', ...body },
        channel: 'simple',
      });

    const set = await put({ publish_from: from, publish_to: to });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toMatchObject({ publish_from: from, publish_to: to, is_selected: false });
    expect((await selectedFront('simple')).name).toBe('夏の配色');
    expect(await rebuilt()).toEqual(['simple']);
    const booked = await api.database.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.name, SCHEME_WINDOW_JOB), like(jobs.key, `color-scheme:${id}@%`)));
    expect(booked.map((j) => j.runAt.toISOString())).toEqual([to]);

    // An end before the period's kept start is refused on 公開終了, changing nothing.
    const early = new Date(Date.now() - 7_200_000).toISOString();
    const refused = await put({ publish_to: early });
    expect(expectApiError(refused, 422, 'common.validation').errors).toEqual({
      publish_to: ['公開終了は公開開始より後の日時にしてください。'],
    });
    // Left out, the period is kept.
    const kept = await put({ name: '夏の配色（改）' });
    expect(kept.body).toMatchObject({ name: '夏の配色（改）', publish_from: from, publish_to: to });
    expect(await rebuilt()).toEqual(['simple']);

    const removed = await put({ publish_from: null, publish_to: null });
    expect(removed.body).toMatchObject({ publish_from: null, publish_to: null });
    expect((await selectedFront('simple')).name).toBe(shownBefore);
    expect(await rebuilt()).toEqual(['simple']);
  });
});
