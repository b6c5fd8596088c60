import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  colorSchemes,
  contentChanges,
  pageLayouts,
  productChannels,
  products,
} from '../../../db/schema';
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
type Overrides = Record<string, Record<string, Record<string, unknown>>>;

/** A stand-in for the channel's loaded page code: it records the path and the drafts of each pass. */
const renders: { channelId: string; pathname: string; overrides: Overrides }[] = [];
const page: DraftPageRenderer = async (channelId, pathname, overrides) => {
  renders.push({ channelId, pathname, overrides: overrides as Overrides });
  const html = `<!doctype html><html><head><title>${pathname}</title></head><body></body></html>`;
  return { status: 200, html, csp: { scripts: [], styles: [] } };
};

let api: TestApi;
let editor: StaffBrowser;
beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: 'script-token' }, previews: page });
  editor = await signedInAs(api, 'editor@example.jp');
});
afterAll(() => api.drop());

const section = (type: string, is_hidden = false) => ({ type, url: null, title: null, is_hidden });
const previewLayout = (pageName: string, body: Record<string, unknown>, browser = editor) =>
  staffCall<Link>(api, browser, 'POST', `/v1/admin/page-layouts/${pageName}/preview`, {
    body: { channel_id: 'wa', layout: 'default', sections: [section('banners')], ...body },
  });
const READABLE = {
  background: '#fffdf7',
  surface: '#f4f1ea',
  text: '#1f1f1f',
  muted: '#595959',
  primary: '#24507a',
  accent: '#a8322d',
  on_primary: '#ffffff',
  header_background: '#24507a',
  header_text: '#ffffff',
};
const SCHEME = {
  channel_id: 'default',
  name: '年末セール',
  loading: { is_enabled: true, color: '#a8322d', size: 24 },
  cursor: { is_enabled: false, color: 'currentColor', size: 10 },
  animation: { type: 'none', duration_ms: 0 },
  colors: READABLE,
};
const previewScheme = (body: Record<string, unknown>, browser = editor) =>
  staffCall<Link>(api, browser, 'POST', '/v1/admin/color-schemes/preview', {
    body: { ...SCHEME, ...body },
  });
const open = (path: string, host: string) =>
  api.app.request(`http://${host}${path}`, { headers: { Host: host } });
/** What previews must leave as it was: layouts, schemes, the audit log, the rebuild records. */
const stored = async () => {
  const { db } = api.database;
  return {
    layouts: await db.select().from(pageLayouts).orderBy(pageLayouts.id),
    schemes: await db.select().from(colorSchemes).orderBy(colorSchemes.id),
    audits: (await db.select({ n: count() }).from(auditLog))[0]?.n,
    changes: (await db.select({ n: count() }).from(contentChanges))[0]?.n,
  };
};
const lastRender = () => renders.at(-1);

describe('POST /v1/admin/page-layouts/{page}/preview', () => {
  it("opens the channel's page with the layout as typed, hidden sections left out, nothing saved", async () => {
    const before = await stored();
    const sections = [section('ranking'), section('banners'), section('topics', true)];
    const res = await previewLayout('top', { layout: 'simple', sections });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.channel).toBe('wa');
    expect(new URL(res.body.url).hostname).toBe('wa.localhost');

    const shown = await open(res.body.path, 'wa.localhost');
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(await shown.text()).toContain('data-preview-banner');
    expect(lastRender()).toMatchObject({ channelId: 'wa', pathname: '/' });
    // As `GET /v1/layouts/top` would answer it were the draft saved: the hidden section left out.
    expect(lastRender()?.overrides.layout?.top).toEqual({
      page: 'top',
      layout: 'simple',
      sections: [
        { type: 'ranking', url: null, title: null },
        { type: 'banners', url: null, title: null },
      ],
    });
    expect(await stored()).toEqual(before);
    const live = await call<{ layout: string }>(api.app, 'GET', '/v1/layouts/top', {
      channel: 'wa',
    });
    expect(live.body.layout).toBe('default');
  });

  it("shows the product page's layout on the channel's most popular product, and the cart's on /cart/", async () => {
    const { db } = api.database;
    const [popular] = await db
      .select({ key: products.key })
      .from(products)
      .innerJoin(productChannels, eq(productChannels.productId, products.id))
      .where(
        and(
          eq(productChannels.channelId, 'wa'),
          eq(products.isShow, true),
          isNull(products.deletedAt),
        ),
      )
      .orderBy(desc(products.popularity), products.id)
      .limit(1);
    const sections = [section('image'), section('purchase'), section('reviews', true)];
    const product = await previewLayout('product-key', { sections });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    await open(product.body.path, 'wa.localhost');
    expect(lastRender()?.pathname).toBe(`/product/${encodeURIComponent(popular?.key ?? '')}/`);
    expect(lastRender()?.overrides.layout?.['product-key']?.sections).toHaveLength(2);

    const cart = await previewLayout('cart', { layout: 'simple', sections: [section('cart')] });
    expect(cart.status).toBe(201);
    await open(cart.body.path, 'wa.localhost');
    expect(lastRender()?.pathname).toBe('/cart/');
  });

  it('refuses what a save refuses, and a page it has no page to show on, in Japanese', async () => {
    const before = await stored();
    const twice = await previewLayout('top', {
      sections: [section('ranking'), section('ranking')],
    });
    expectApiError(twice, 422, 'common.validation');
    expect(Object.keys((twice.body as { errors?: object }).errors ?? {})).toEqual([
      'sections.1.type',
    ]);
    const notOnTop = await previewLayout('top', { sections: [section('cart')] });
    expectApiError(notOnTop, 422, 'common.validation');
    expect((notOnTop.body as { errors?: object }).errors).toHaveProperty(['sections.0.type']);
    const noPage = await previewLayout('blog-key', {});
    expectApiError(noPage, 422, 'common.validation');
    expect((noPage.body as { errors?: Record<string, string[]> }).errors?.page?.[0]).toMatch(
      /プレビューできません/,
    );
    expect((await previewLayout('Top!', {})).status).toBe(404);
    const channel = await previewLayout('top', { channel_id: 'nowhere' });
    expectApiError(channel, 422, 'common.validation');
    expect(await stored()).toEqual(before);
  });

  it('is for editors and owners with a session: 403 operator and token, 401 without one', async () => {
    const operator = await signedInAs(api, 'operator@example.jp');
    expectApiError(await previewLayout('top', {}, operator), 403, 'auth.forbidden');
    const token = await staffCall(api, newBrowser(), 'POST', '/v1/admin/page-layouts/top/preview', {
      body: { channel_id: 'wa', layout: 'default', sections: [] },
      headers: { Authorization: 'Bearer script-token' },
    });
    expectApiError(token, 403, 'auth.forbidden');
    expect((await previewLayout('top', {}, newBrowser())).status).toBe(401);
  });
});

describe('POST /v1/admin/color-schemes/preview', () => {
  it('opens the top page in the scheme as typed, as if chosen, nothing saved', async () => {
    const before = await stored();
    const res = await previewScheme({});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(new URL(res.body.url).hostname).toBe('localhost');
    expect((await open(res.body.path, 'localhost')).status).toBe(200);
    expect(lastRender()).toMatchObject({ channelId: 'default', pathname: '/' });
    expect(lastRender()?.overrides['color-scheme']?.front).toEqual({
      name: '年末セール',
      loading: SCHEME.loading,
      cursor: SCHEME.cursor,
      animation: SCHEME.animation,
      colors: READABLE,
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses unreadable colours as a save does, and operators', async () => {
    // Signing in is audited; the refusals after it are not.
    const operator = await signedInAs(api, 'operator@example.jp');
    const before = await stored();
    const unreadable = await previewScheme({ colors: { ...READABLE, text: '#fffdf7' } });
    expectApiError(unreadable, 422, 'common.validation');
    expect((unreadable.body as { errors?: object }).errors).toHaveProperty(['colors.text']);
    expectApiError(await previewScheme({}, operator), 403, 'auth.forbidden');
    expect(await stored()).toEqual(before);
  });
});
