import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contentChanges, pagePreviews, staff } from '../../../db/schema';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import {
  newBrowser,
  type StaffBrowser,
  signedInAs,
  staffCall,
} from '../../back-office/staff/staff.testing';
import type { DraftPageRenderer } from './previews.model';

type Link = { url: string; path: string; channel: string; expires_at: string };
type Item = Record<string, unknown> & { id: number; version: number };
type Overrides = Record<string, Record<string, Record<string, unknown>>>;

/**
 * A stand-in for the channel's loaded page code: it answers the page's path and the records the
 * pass put in place of the stored ones, as the storefront's build readers would get them.
 */
const renders: { channelId: string; pathname: string; overrides: Overrides }[] = [];
const page: DraftPageRenderer = async (channelId, pathname, overrides) => {
  renders.push({ channelId, pathname, overrides: overrides as Overrides });
  const html = `<!doctype html><html><head><title>${pathname}</title></head><body><main>${JSON.stringify(overrides)}</main></body></html>`;
  return { status: 200, html, csp: { scripts: [], styles: [] } };
};

let api: TestApi;
let editor: StaffBrowser;
beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: 'script-token' }, previews: page });
  editor = await signedInAs(api, 'editor@example.jp');
});
afterAll(() => api.drop());

const base = '/v1/admin/content';
const always = { channel_id: null, is_show: true, publish_from: null, publish_to: null };
const preview = (kind: string, body: unknown, query = '', browser = editor) =>
  staffCall<Link>(api, browser, 'POST', `${base}/${kind}/preview${query}`, { body });
const open = (path: string, host = 'localhost') =>
  api.app.request(`http://${host}${path}`, { headers: { Host: host } });
const list = async (kind: string) =>
  (await staffCall<{ data: Item[] }>(api, editor, 'GET', `${base}/${kind}`)).body.data;
const recordOf = async (kind: string, field: string, value: unknown) => {
  const found = (await list(kind)).find((r) => r[field] === value);
  if (!found) throw new Error(`no ${kind} with ${field} ${String(value)}`);
  return found;
};
/** The form's body from a record: every field, none of the record's own (id, version, state). */
const formOf = (item: Item) => {
  const { id: _, version: __, sort: ___, state: ____, updated_at: _____, ...fields } = item;
  return fields;
};
const counts = async () => {
  const { db } = api.database;
  return {
    audits: (await db.select({ n: count() }).from(auditLog))[0]?.n,
    changes: (await db.select({ n: count() }).from(contentChanges))[0]?.n,
  };
};
const lastRender = () => renders.at(-1);

describe('POST /v1/admin/content/{kind}/preview', () => {
  it('opens a blog draft on its page: a 256-bit token on the channel host, 30 minutes, nothing saved', async () => {
    const blog = await recordOf('blog-posts', 'key', 'spring-coordinate');
    const before = await counts();
    const started = Date.now();
    const body = {
      ...formOf(blog),
      title: '下書きのコーデ',
      body: '<p>下書きの本文<script>alert(1)</script></p>',
      is_show: false,
    };
    const res = await preview('blog-posts', body, `?channel=wa&id=${blog.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.path).toMatch(/^\/v1\/previews\/[A-Za-z0-9_-]{43}$/);
    expect(new URL(res.body.url).hostname).toBe('wa.localhost');
    expect(res.body.channel).toBe('wa');
    const ttl = new Date(res.body.expires_at).getTime() - started;
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    const token = res.body.path.split('/').at(-1) ?? '';
    const rows = await api.database.db.select().from(pagePreviews);
    expect(rows.some((r) => r.tokenHash.includes(token))).toBe(false);

    const shown = await open(res.body.path, 'wa.localhost');
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(shown.headers.get('referrer-policy')).toBe('no-referrer');
    expect(shown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await shown.text();
    expect(html).toContain('data-preview-banner');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    // The hidden draft is on its page, its rich text sanitised as a save would.
    expect(lastRender()?.channelId).toBe('wa');
    expect(lastRender()?.pathname).toBe('/blog/spring-coordinate/');
    const draft = lastRender()?.overrides.blog?.['spring-coordinate'];
    expect(draft).toMatchObject({ key: 'spring-coordinate', title: '下書きのコーデ' });
    expect(String(draft?.body)).toContain('下書きの本文');
    expect(String(draft?.body)).not.toContain('script');

    // The stored article, its version, the shop's answer, the audit log and the rebuilds are as they were.
    expect((await recordOf('blog-posts', 'key', 'spring-coordinate')).version).toBe(blog.version);
    const live = await call<{ title: string }>(api.app, 'GET', '/v1/blogs/spring-coordinate');
    expect(live.body.title).toBe(blog.title);
    expect(await counts()).toEqual(before);
  });

  it('shows a new static page, landing page and FAQ item that are not saved', async () => {
    const before = await counts();
    const pagesBefore = (await list('static-pages')).length;
    const staticRes = await preview('static-pages', {
      ...always,
      url: '/draft-guide/',
      title: '新しいガイド',
      body: '<p>まだ公開していません</p>',
    });
    expect(staticRes.status, JSON.stringify(staticRes.body)).toBe(201);
    expect((await open(staticRes.body.path)).status).toBe(200);
    expect(lastRender()?.pathname).toBe('/draft-guide/');
    expect(lastRender()?.overrides['static-page']?.['/draft-guide/']).toMatchObject({
      url: '/draft-guide/',
      data: { title: '新しいガイド', body: '<p>まだ公開していません</p>' },
    });
    expect((await list('static-pages')).length).toBe(pagesBefore);

    const lpRes = await preview('landing-pages', {
      ...always,
      slug: 'draft-summer',
      title: '夏の下書き',
      body: '<p>夏のご案内</p>',
      is_show_header: true,
      is_show_footer: false,
      redirect_to: '/product/',
      coupon_codes: ['WELCOME500'],
    });
    expect(lpRes.status, JSON.stringify(lpRes.body)).toBe(201);
    expect((await open(lpRes.body.path)).status).toBe(200);
    expect(lastRender()?.pathname).toBe('/lp/draft-summer/');
    const lp = lastRender()?.overrides.lp?.['draft-summer'] as {
      title: string;
      is_show_footer: boolean;
      layout: { props: { coupons: { code: string; is_taken: boolean }[] } };
    };
    expect(lp.title).toBe('夏の下書き');
    expect(lp.is_show_footer).toBe(false);
    expect(lp.layout.props.coupons).toMatchObject([{ code: 'WELCOME500', is_taken: false }]);
    expect((await call(api.app, 'GET', '/v1/lp/draft-summer')).status).toBe(404);

    const category = (await list('faq-categories'))[0];
    const faqRes = await preview('faq-items', {
      ...always,
      category_id: category?.id,
      question: '下書きの質問ですか？',
      answer: '<p>はい</p>',
    });
    expect(faqRes.status, JSON.stringify(faqRes.body)).toBe(201);
    expect((await open(faqRes.body.path)).status).toBe(200);
    expect(lastRender()?.pathname).toBe('/faq/');
    const qas = Object.values(lastRender()?.overrides.qa ?? {});
    expect(qas).toMatchObject([
      { question: '下書きの質問ですか？', category: { id: category?.id, name: category?.name } },
    ]);
    const shop = await call<{ data: { question: string }[] }>(api.app, 'GET', '/v1/qas');
    expect(shop.body.data.some((q) => q.question === '下書きの質問ですか？')).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('shows a banner and a free area on the top page and a popup on the popup page, none saved', async () => {
    const before = await counts();
    const banner = (await list('banners')).find((b) => b.area === 'main');
    if (!banner) throw new Error('no main banner in the demo data');
    const bannerRes = await preview(
      'banners',
      { ...formOf(banner), title: '夏の下書きバナー', is_show: false },
      `?id=${banner.id}`,
    );
    expect(bannerRes.status, JSON.stringify(bannerRes.body)).toBe(201);
    expect((await open(bannerRes.body.path)).status).toBe(200);
    expect(lastRender()?.pathname).toBe('/');
    expect(lastRender()?.overrides.banner?.[banner.id]).toMatchObject({
      id: banner.id,
      area: 'main',
      title: '夏の下書きバナー',
      is_show: 0,
    });
    // Without an uploaded picture the drawn one carries the draft's headline, inline.
    const drawn = String(lastRender()?.overrides.banner?.[banner.id]?.image_path);
    expect(drawn.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(drawn)).toContain('夏の下書きバナー');
    const fresh = await preview('banners', {
      ...always,
      area: 'main',
      title: '新しいバナー',
      link: '/product/',
      image_path: '',
      alt: '',
    });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(201);
    await open(fresh.body.path);
    const [added] = Object.values(lastRender()?.overrides.banner ?? {});
    expect(decodeURIComponent(String(added?.image_path))).toContain('新しいバナー');
    // Drawn when opened: the stored link holds the hue to draw in, not the picture's markup.
    const stored = JSON.stringify(await api.database.db.select().from(pagePreviews));
    expect(stored).toContain('draw_picture_hue');
    expect(stored).not.toContain('data:image');

    const areaRes = await preview('free-areas', {
      ...always,
      code: 'draft-area',
      title: '送料無料のお知らせ',
      body: '<p>5,000円以上で送料無料<script>alert(1)</script></p>',
    });
    expect(areaRes.status, JSON.stringify(areaRes.body)).toBe(201);
    expect((await open(areaRes.body.path)).status).toBe(200);
    expect(lastRender()?.pathname).toBe('/');
    const [area] = Object.values(lastRender()?.overrides['free-area'] ?? {});
    expect(area).toMatchObject({ code: 'draft-area', title: '送料無料のお知らせ' });
    expect(String(area?.body)).toContain('5,000円以上で送料無料');
    expect(String(area?.body)).not.toContain('script');

    const popupRes = await preview('popups', {
      ...always,
      title: '週末限定セール',
      body: '<p>本日限り</p>',
      link: '/product/',
      link_label: 'セール会場へ',
      placement: 'top',
    });
    expect(popupRes.status, JSON.stringify(popupRes.body)).toBe(201);
    expect((await open(popupRes.body.path)).status).toBe(200);
    expect(lastRender()?.pathname).toBe('/popup/');
    expect(Object.values(lastRender()?.overrides.popup ?? {})).toMatchObject([
      { title: '週末限定セール', link_label: 'セール会場へ', placement: 'top' },
    ]);

    // The shop's answers, the banner's version, the audit log and the rebuilds are as they were.
    expect((await recordOf('banners', 'id', banner.id)).version).toBe(banner.version);
    const banners = await call<{ data: { title: string }[] }>(api.app, 'GET', '/v1/banners');
    expect(banners.body.data.some((b) => b.title === '夏の下書きバナー')).toBe(false);
    const popups = await call<{ data: { title: string }[] }>(api.app, 'GET', '/v1/popups');
    expect(popups.body.data.some((p) => p.title === '週末限定セール')).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('checks the draft as a save does: 422 per field in Japanese, 404 for an unknown record, nothing stored', async () => {
    const before = await api.database.db.select({ n: count() }).from(pagePreviews);
    const law = await recordOf('static-pages', 'url', '/law/');
    const taken = await preview(
      'static-pages',
      { ...formOf(law), url: '/guide/' },
      `?id=${law.id}`,
    );
    expect(expectApiError(taken, 422, 'common.validation').errors?.url?.[0]).toMatch(/URL/);
    const reversed = await preview('blog-posts', {
      ...always,
      key: 'reversed-draft',
      title: '期間',
      body: '<p>x</p>',
      publish_from: '2026-05-01T00:00:00+09:00',
      publish_to: '2026-04-01T00:00:00+09:00',
    });
    expect(expectApiError(reversed, 422, 'common.validation').errors?.publish_to?.[0]).toBeTruthy();
    const channel = await preview('static-pages', formOf(law), `?channel=nowhere&id=${law.id}`);
    expect(expectApiError(channel, 422, 'common.validation').errors?.channel?.[0]).toMatch(
      /チャネル/,
    );
    const missing = await preview('static-pages', formOf(law), '?id=999999');
    expect(missing.status).toBe(404);
    const after = await api.database.db.select({ n: count() }).from(pagePreviews);
    expect(after).toEqual(before);
    // Information messages are read live by the page when it opens: they have no preview.
    const message = await staffCall(api, editor, 'POST', `${base}/info-messages/preview`, {
      body: {},
    });
    expect(message.status).toBe(404);
  });

  it('is for editors and owners with a session: 403 operator and token, 401 without one', async () => {
    const law = await recordOf('static-pages', 'url', '/law/');
    const query = `?id=${law.id}`;
    const operator = await signedInAs(api, 'operator@example.jp');
    expectApiError(
      await preview('static-pages', formOf(law), query, operator),
      403,
      'auth.forbidden',
    );
    const owner = await signedInAs(api, 'owner@example.jp');
    expect((await preview('static-pages', formOf(law), query, owner)).status).toBe(201);
    const token = await staffCall(api, newBrowser(), 'POST', `${base}/static-pages/preview`, {
      body: formOf(law),
      headers: { Authorization: 'Bearer script-token' },
    });
    expectApiError(token, 403, 'auth.forbidden');
    const anonymous = await staffCall(api, newBrowser(), 'POST', `${base}/static-pages/preview`, {
      body: formOf(law),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /v1/previews/{token} of a content draft', () => {
  it('answers 404 once expired, and once its maker can no longer edit', async () => {
    const law = await recordOf('static-pages', 'url', '/law/');
    const res = await preview(
      'static-pages',
      { ...formOf(law), title: '期限の確認' },
      `?id=${law.id}`,
    );
    expect((await open(res.body.path)).status).toBe(200);
    const { db } = api.database;
    await db.update(staff).set({ role: 'operator' }).where(eq(staff.email, 'editor@example.jp'));
    try {
      expect((await open(res.body.path)).status).toBe(404);
    } finally {
      await db.update(staff).set({ role: 'editor' }).where(eq(staff.email, 'editor@example.jp'));
    }
    expect((await open(res.body.path)).status).toBe(200);
    await db.update(pagePreviews).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await open(res.body.path);
    expect(expired.status).toBe(404);
    expect(await expired.text()).not.toContain('期限の確認');
  });
});
