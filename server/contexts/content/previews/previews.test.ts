import { createHash } from 'node:crypto';
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
import { memberToken } from '../content/content.testing';
import type { DraftPageRenderer } from './previews.model';

type Link = { url: string; path: string; channel: string; expires_at: string };
type PublicProduct = { key: string; name: string; product_price: number };

const INLINE_SCRIPT = 'window.islands=1';
const scriptHash = `sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}`;

/**
 * A stand-in for the channel's loaded page code: the product page as its template shows a
 * product, from the draft when the pass has one, else from the API (as a build reads it).
 */
const renders: { channelId: string; pathname: string }[] = [];
let api: TestApi;
const productPage: DraftPageRenderer = async (channelId, pathname, overrides) => {
  renders.push({ channelId, pathname });
  const key = decodeURIComponent(pathname.split('/')[2] ?? '');
  const draft = overrides.product?.[key] as PublicProduct | undefined;
  const product = draft ?? (await call<PublicProduct>(api.app, 'GET', `/v1/products/${key}`)).body;
  const html = `<!doctype html><html><head><title>${product.name}</title><script>${INLINE_SCRIPT}</script></head><body><h1>${product.name}</h1><p class="price">¥${product.product_price.toLocaleString('ja-JP')}</p></body></html>`;
  return { status: 200, html, csp: { scripts: [scriptHash], styles: [] } };
};
let rendererUp = true;

let editor: StaffBrowser;
beforeAll(async () => {
  api = await seededApi(undefined, {
    admin: { token: 'script-token' },
    previews: (...args) => (rendererUp ? productPage(...args) : Promise.resolve(null)),
  });
  editor = await signedInAs(api, 'editor@example.jp');
});
afterAll(() => api.drop());

const KEY = 'oxford-shirt';
const stored = async () => (await call<PublicProduct>(api.app, 'GET', `/v1/products/${KEY}`)).body;
const preview = (body: Record<string, unknown>, query = '', browser = editor) =>
  staffCall<Link>(api, browser, 'POST', `/v1/admin/products/${KEY}/preview${query}`, { body });
const open = (path: string, host = 'localhost') =>
  api.app.request(`http://${host}${path}`, { headers: { Host: host } });
const version = async () =>
  (await staffCall<{ version: number }>(api, editor, 'GET', `/v1/admin/products/${KEY}`)).body
    .version;

describe('POST /v1/admin/products/{key}/preview', () => {
  it('answers a link with a 256-bit token on the channel host, valid 30 minutes', async () => {
    const before = Date.now();
    const res = await preview({ version: await version(), name: '下書きのシャツ' }, '?channel=wa');
    expect(res.status).toBe(201);
    expect(res.body.path).toMatch(/^\/v1\/previews\/[A-Za-z0-9_-]{43}$/);
    expect(new URL(res.body.url).hostname).toBe('wa.localhost');
    expect(new URL(res.body.url).pathname).toBe(res.body.path);
    expect(res.body.channel).toBe('wa');
    const ttl = new Date(res.body.expires_at).getTime() - before;
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    // Only the token's hash is stored.
    const token = res.body.path.split('/').at(-1) ?? '';
    const rows = await api.database.db.select().from(pagePreviews);
    expect(rows.some((r) => r.tokenHash.includes(token))).toBe(false);
    const another = await preview({ version: await version() });
    expect(another.body.path).not.toBe(res.body.path);
  });

  it('renders the draft through the page code and changes nothing stored or public', async () => {
    const live = await stored();
    const start = await version();
    const audits = (await api.database.db.select({ n: count() }).from(auditLog))[0]?.n;
    const changes = (await api.database.db.select({ n: count() }).from(contentChanges))[0]?.n;
    const res = await preview({ version: start, name: 'プレビュー用の名前', product_price: 1234 });
    expect(res.status).toBe(201);
    const page = await open(res.body.path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('プレビュー用の名前');
    expect(html).toContain('¥1,234');
    expect(html).not.toContain(`<h1>${live.name}</h1>`);
    expect(html).toContain('data-preview-banner');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    // The page's islands keep the draft instead of refreshing the live product.
    expect(html).toContain('<meta name="shop-draft-preview" content="1">');
    expect(renders.at(-1)).toEqual({ channelId: 'default', pathname: `/product/${KEY}/` });
    // The public product, its version, the audit log and the rebuild queue are as they were.
    expect(await stored()).toEqual(live);
    expect(await version()).toBe(start);
    expect((await api.database.db.select({ n: count() }).from(auditLog))[0]?.n).toBe(audits);
    expect((await api.database.db.select({ n: count() }).from(contentChanges))[0]?.n).toBe(changes);
    // Rendered without a draft, the same page code shows the live product.
    const livePage = await productPage('default', `/product/${KEY}/`, {});
    expect(livePage?.html).toContain(`<h1>${live.name}</h1>`);
  });

  it('is served uncached, unindexed, never framed (frame-ancestors), with the strict CSP allowing only its own code', async () => {
    const res = await preview({ version: await version(), product_price: 999 });
    const page = await open(res.body.path);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' '${scriptHash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('checks the draft as a save does: 422 per field in Japanese, nothing stored', async () => {
    const before = await api.database.db.select({ n: count() }).from(pagePreviews);
    const bad = await preview({ version: await version(), product_price: -1, name: '' });
    const error = expectApiError(bad, 422, 'common.validation');
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['name', 'product_price']);
    const refs = await preview({ version: await version(), category_id: 999_999 });
    expect(expectApiError(refs, 422, 'common.validation').errors?.category_id?.[0]).toBeTruthy();
    const channel = await preview({ version: await version() }, '?channel=nowhere');
    expect(expectApiError(channel, 422, 'common.validation').errors?.channel?.[0]).toMatch(
      /チャネル/,
    );
    const after = await api.database.db.select({ n: count() }).from(pagePreviews);
    expect(after).toEqual(before);
    const missing = await staffCall(api, editor, 'POST', '/v1/admin/products/no-such/preview', {
      body: { version: 1 },
    });
    expectApiError(missing, 404, 'product.not_found');
  });

  it('previews a draft started from an older version over the current one', async () => {
    const res = await preview({ version: 1, name: '古い版からの下書き' });
    expect(res.status).toBe(201);
    expect(await (await open(res.body.path)).text()).toContain('古い版からの下書き');
  });

  it('is for editors and owners with a session: 403 operator, token and no CSRF, 401 member', async () => {
    const body = { version: await version() };
    const operator = await signedInAs(api, 'operator@example.jp');
    expectApiError(await preview(body, '', operator), 403, 'auth.forbidden');
    const owner = await signedInAs(api, 'owner@example.jp');
    expect((await preview(body, '', owner)).status).toBe(201);
    const token = await staffCall(api, newBrowser(), 'POST', `/v1/admin/products/${KEY}/preview`, {
      body,
      headers: { Authorization: 'Bearer script-token' },
    });
    expectApiError(token, 403, 'auth.forbidden');
    const noCsrf = await staffCall(api, editor, 'POST', `/v1/admin/products/${KEY}/preview`, {
      body,
      csrf: false,
    });
    expectApiError(noCsrf, 403, 'auth.csrf_invalid');
    const member = await memberToken(api, 'taro@example.jp');
    const asMember = await staffCall(
      api,
      newBrowser(),
      'POST',
      `/v1/admin/products/${KEY}/preview`,
      {
        body,
        headers: { Authorization: `Bearer ${member}` },
      },
    );
    expectApiError(asMember, 401, 'auth.unauthorized');
  });
});

describe('GET /v1/previews/{token}', () => {
  it('answers 404 for a wrong, malformed or expired token', async () => {
    const res = await preview({ version: await version(), name: '期限切れ' });
    const token = res.body.path.split('/').at(-1) ?? '';
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await open(`/v1/previews/${wrong}`)).status).toBe(404);
    expect((await open('/v1/previews/short')).status).toBe(404);
    expect((await open(res.body.path)).status).toBe(200);
    const past = new Date(Date.now() - 1000);
    await api.database.db.update(pagePreviews).set({ expiresAt: past });
    const expired = await open(res.body.path);
    expect(expired.status).toBe(404);
    expect(await expired.text()).not.toContain('期限切れ');
  });

  it('stops working when the person who made it can no longer edit', async () => {
    const res = await preview({ version: await version() });
    expect((await open(res.body.path)).status).toBe(200);
    const { db } = api.database;
    await db.update(staff).set({ role: 'operator' }).where(eq(staff.email, 'editor@example.jp'));
    try {
      expect((await open(res.body.path)).status).toBe(404);
    } finally {
      await db.update(staff).set({ role: 'editor' }).where(eq(staff.email, 'editor@example.jp'));
    }
  });

  it('answers 503 in Japanese, uncached, while the channel cannot render', async () => {
    const res = await preview({ version: await version() });
    rendererUp = false;
    try {
      const page = await open(res.body.path);
      expect(page.status).toBe(503);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('retry-after')).toBe('5');
      expect(await page.text()).toContain('プレビューを準備しています');
    } finally {
      rendererUp = true;
    }
  });
});

describe('POST /v1/admin/products/{key}/preview/saved', () => {
  const SAVED = 'senbei-gift';
  type Schedule = { id: number; run_at: string; status: string };
  const savedPreview = (query = '', browser = editor, key = SAVED) =>
    staffCall<Link>(api, browser, 'POST', `/v1/admin/products/${key}/preview/saved${query}`);
  const savedProduct = async () =>
    (
      await staffCall<{ version: number; name: string; product_price: number }>(
        api,
        editor,
        'GET',
        `/v1/admin/products/${SAVED}`,
      )
    ).body;
  const schedule = async (body: Record<string, unknown>) =>
    (
      await staffCall<{ data: Schedule[] }>(
        api,
        editor,
        'POST',
        `/v1/admin/products/${SAVED}/schedules`,
        { body },
      )
    ).body.data;
  const counts = async () => ({
    audits: (await api.database.db.select({ n: count() }).from(auditLog))[0]?.n,
    changes: (await api.database.db.select({ n: count() }).from(contentChanges))[0]?.n,
  });

  it('renders a saved product that is 公開予約 (not public yet) through the page code', async () => {
    const start = await savedProduct();
    const from = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
    const save = await staffCall(api, editor, 'PUT', `/v1/admin/products/${SAVED}`, {
      body: { version: start.version, name: '予約中のおせんべい', publish_from: from },
    });
    expect(save.status).toBe(200);
    expect((await call(api.app, 'GET', `/v1/products/${SAVED}`)).status).toBe(404);
    const before = await counts();
    const res = await savedPreview('?channel=default');
    expect(res.status).toBe(201);
    expect(res.body.path).toMatch(/^\/v1\/previews\/[A-Za-z0-9_-]{43}$/);
    const page = await open(res.body.path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await page.text();
    expect(html).toContain('<h1>予約中のおせんべい</h1>');
    expect(html).toContain('data-preview-banner');
    expect(renders.at(-1)).toEqual({ channelId: 'default', pathname: `/product/${SAVED}/` });
    // Still not public, nothing recorded or queued, the version unchanged.
    expect((await call(api.app, 'GET', `/v1/products/${SAVED}`)).status).toBe(404);
    expect(await counts()).toEqual(before);
    expect((await savedProduct()).version).toBe(start.version + 1);
    const back = await staffCall(api, editor, 'PUT', `/v1/admin/products/${SAVED}`, {
      body: { version: start.version + 1, name: start.name, publish_from: null },
    });
    expect(back.status).toBe(200);
  });

  it('shows a pending scheduled change (and those before it) applied, as it will be at its time', async () => {
    const start = await savedProduct();
    const hour = 60 * 60_000;
    const [sale, revert] = await schedule({
      run_at: new Date(Date.now() + hour).toISOString(),
      revert_at: new Date(Date.now() + 3 * hour).toISOString(),
      fields: { product_price: 1111 },
    });
    const [rename] = await schedule({
      run_at: new Date(Date.now() + 2 * hour).toISOString(),
      fields: { name: 'セール中のおせんべい' },
    });
    const before = await counts();
    const atSale = await open((await savedPreview(`?schedule=${sale?.id}`)).body.path);
    const saleHtml = await atSale.text();
    expect(saleHtml).toContain('¥1,111');
    expect(saleHtml).toContain(`<h1>${start.name}</h1>`);
    const atRename = await (
      await open((await savedPreview(`?schedule=${rename?.id}`)).body.path)
    ).text();
    expect(atRename).toContain('<h1>セール中のおせんべい</h1>');
    expect(atRename).toContain('¥1,111');
    // At the revert the price is back; the rename scheduled before it stays.
    const atRevert = await (
      await open((await savedPreview(`?schedule=${revert?.id}`)).body.path)
    ).text();
    expect(atRevert).toContain(`¥${start.product_price.toLocaleString('ja-JP')}`);
    expect(atRevert).toContain('<h1>セール中のおせんべい</h1>');
    // Nothing saved: the product, its version, the audit log and the rebuild queue are as they were.
    expect(await savedProduct()).toMatchObject({
      version: start.version,
      name: start.name,
      product_price: start.product_price,
    });
    expect(await counts()).toEqual(before);
    for (const s of [sale, revert, rename]) {
      await staffCall(api, editor, 'DELETE', `/v1/admin/products/${SAVED}/schedules/${s?.id}`);
    }
  });

  it('refuses an unknown, another product’s or a settled change, a bad id and a bad channel, storing nothing', async () => {
    const [own] = await schedule({
      run_at: new Date(Date.now() + 60 * 60_000).toISOString(),
      fields: { product_price: 2222 },
    });
    const stored = await api.database.db.select({ n: count() }).from(pagePreviews);
    expectApiError(
      await savedPreview(`?schedule=${own?.id}`, editor, KEY),
      404,
      'common.not_found',
    );
    expectApiError(await savedPreview('?schedule=999999'), 404, 'common.not_found');
    await staffCall(api, editor, 'DELETE', `/v1/admin/products/${SAVED}/schedules/${own?.id}`);
    const settled = expectApiError(
      await savedPreview(`?schedule=${own?.id}`),
      422,
      'common.validation',
    );
    expect(settled.errors?.schedule?.[0]).toMatch(/予約中/);
    const bad = expectApiError(await savedPreview('?schedule=-1'), 422, 'common.validation');
    expect(bad.errors?.schedule?.[0]).toMatch(/予約/);
    const channel = expectApiError(
      await savedPreview('?channel=nowhere'),
      422,
      'common.validation',
    );
    expect(channel.errors?.channel?.[0]).toMatch(/チャネル/);
    expectApiError(await savedPreview('', editor, 'no-such'), 404, 'product.not_found');
    expect(await api.database.db.select({ n: count() }).from(pagePreviews)).toEqual(stored);
  });

  it('is for editors and owners with a session: 403 operator and token, 403 without CSRF', async () => {
    const operator = await signedInAs(api, 'operator@example.jp');
    expectApiError(await savedPreview('', operator), 403, 'auth.forbidden');
    const path = `/v1/admin/products/${SAVED}/preview/saved`;
    const token = await staffCall(api, newBrowser(), 'POST', path, {
      headers: { Authorization: 'Bearer script-token' },
    });
    expectApiError(token, 403, 'auth.forbidden');
    expectApiError(
      await staffCall(api, editor, 'POST', path, { csrf: false }),
      403,
      'auth.csrf_invalid',
    );
  });
});
