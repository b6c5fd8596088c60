import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteHandler, safePath } from './static-site.ts';

let base: string;
const sha = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`;
const files: Record<string, string> = {
  'index.html': '<html><head><script>console.log(1)</script></head><body>トップ</body></html>',
  'review/index.html':
    '<html><head><script>console.log(1)</script></head><body><p><script>alert(1)</script></p></body></html>',
  '_csp.json': JSON.stringify({ scripts: [sha('console.log(1)')], styles: [] }),
  '404.html': '<html><body>404 Not Found</body></html>',
  'product/oxford-shirt/index.html': '<html><body>シャツ</body></html>',
  '_shell/index.html': '<html><body>shell</body></html>',
  'mypage/address/_/edit/index.html': '<html><body>住所編集</body></html>',
  '_astro/app.abc123.js': 'export {}',
  'sitemap-index.xml': '<xml/>',
  '.build-stamp.json': '{}',
};

async function writeSite(dir: string, extra: Record<string, string> = {}) {
  for (const [name, body] of Object.entries({ ...files, ...extra })) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), body);
  }
}

const get = (handler: (r: Request) => Promise<Response>, path: string, init?: RequestInit) =>
  handler(new Request(`http://localhost:4321${path}`, init));

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'site-test-'));
  await writeSite(join(base, 'a'));
  await writeSite(join(base, 'b'), { 'index.html': '<html><body>新しいトップ</body></html>' });
  await symlink(join(base, 'a'), join(base, 'dist'));
});
afterAll(() => rm(base, { recursive: true, force: true }));

describe('createSiteHandler', () => {
  const known = new Set(['new-product']);
  const handler = () =>
    createSiteHandler({
      distDir: join(base, 'dist'),
      productExists: async (key) => known.has(key),
    });

  it('serves pages with no-cache and a CSP that allows exactly their inline scripts', async () => {
    const res = await get(handler(), '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`script-src 'self' '${sha('console.log(1)')}';`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('トップ');
  });

  it('does not allow an inline script the build did not emit (not in _csp.json)', async () => {
    const csp = (await get(handler(), '/review/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' '${sha('console.log(1)')}';`);
    expect(csp).not.toContain(sha('alert(1)'));
  });

  it('redirects paths without a trailing slash, keeping the query, with a relative Location', async () => {
    const res = await get(handler(), '/product/oxford-shirt?color=blue');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/product/oxford-shirt/?color=blue');
    const spoofed = await handler()(
      new Request('http://evil.example/product', { headers: { Host: 'evil.example' } }),
    );
    expect(spoofed.status).toBe(301);
    expect(spoofed.headers.get('location')).toBe('/product/');
  });

  it('serves none of the build’s own files (_csp.json, _changed.json, _rewrites.json) to anyone', async () => {
    const extra = {
      '_changed.json': '["/"]',
      '_rewrites.json': '[]',
    };
    await writeSite(join(base, 'a'), extra);
    for (const path of ['/_csp.json', '/_changed.json', '/_rewrites.json', '/%5Fcsp.json']) {
      const res = await get(handler(), path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('sha256');
    }
  });

  it('serves files with their own type and immutable caching for hashed assets', async () => {
    const res = await get(handler(), '/_astro/app.abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await get(handler(), '/sitemap-index.xml')).headers.get('content-type')).toMatch(/xml/);
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const res = await get(handler(), '/no/such/page/');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('404 Not Found');
    expect((await get(handler(), '/missing.css')).status).toBe(404);
  });

  it('rewrites private dynamic routes to their shell page', async () => {
    const res = await get(handler(), '/mypage/address/42/edit/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('住所編集');
  });

  it('serves unbuilt product pages from the shell only when the API knows the product', async () => {
    const hit = await get(handler(), '/product/new-product/');
    expect(hit.status).toBe(200);
    expect(await hit.text()).toContain('shell');
    const miss = await get(handler(), '/product/unknown/');
    expect(miss.status).toBe(404);
  });

  it('never serves hidden files or escapes the site folder', async () => {
    expect((await get(handler(), '/.build-stamp.json')).status).toBe(404);
    expect((await get(handler(), '/..%2f..%2fetc/passwd')).status).toBe(404);
    expect(safePath('/a/%2e%2e/b')).toBeUndefined();
    expect(safePath('/a/b/')).toBe('/a/b/');
  });

  it('answers 304 to a matching ETag and 405 to other methods', async () => {
    const first = await get(handler(), '/');
    const etag = first.headers.get('etag') ?? '';
    const again = await get(handler(), '/', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await get(handler(), '/', { method: 'POST' })).status).toBe(405);
  });

  it('follows the dist symlink to the newest build', async () => {
    const h = handler();
    await rm(join(base, 'dist'));
    await symlink(join(base, 'b'), join(base, 'dist'));
    expect(await (await get(h, '/')).text()).toContain('新しいトップ');
  });

  it('answers 503 in Japanese while no site is built or the first build runs', async () => {
    const none = createSiteHandler({
      distDir: join(base, 'none'),
      productExists: async () => false,
    });
    const res = await get(none, '/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('準備');
    const busy = createSiteHandler({
      ...{ distDir: join(base, 'dist') },
      productExists: async () => false,
      unavailable: () => true,
    });
    expect((await get(busy, '/')).status).toBe(503);
  });
});

describe('a channel served from its published build', () => {
  it('answers the building page (503, Retry-After) until a build is published, then switches builds whole', async () => {
    let published: string | undefined;
    const handler = createSiteHandler({
      distDir: () => published && join(base, published),
      productExists: async () => false,
    });
    const before = await get(handler, '/');
    expect(before.status).toBe(503);
    expect(before.headers.get('retry-after')).toBe('5');
    expect(await before.text()).toContain('ただいまサイトを準備しています');
    published = 'a';
    expect(await (await get(handler, '/')).text()).toContain('トップ');
    published = 'b';
    expect(await (await get(handler, '/')).text()).toContain('新しいトップ');
    published = 'gone';
    expect((await get(handler, '/')).status).toBe(503);
  });
});
