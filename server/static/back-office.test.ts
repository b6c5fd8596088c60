import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACK_OFFICE_CSP,
  backOfficeHosts,
  backOfficeIsCurrent,
  buildBackOfficeInto,
  createBackOfficeHandler,
  routeByHost,
} from './back-office';
import { isApiPath } from './network';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'back-office-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const get = (handler: (r: Request) => Promise<Response>, path: string, host = 'admin.localhost') =>
  handler(new Request(`http://${host}${path}`, { headers: { Host: `${host}:4321` } }));

describe('serving the back office', () => {
  it('answers 503 in Japanese, under its own headers, while the app is not built', async () => {
    const res = await get(
      createBackOfficeHandler(() => join(dir, 'missing')),
      '/',
    );
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/管理画面を準備しています/);
    expect(res.headers.get('content-security-policy')).toBe(BACK_OFFICE_CSP);
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
  });

  it('serves its files and index.html for every screen path, with a strict CSP and noindex', async () => {
    const site = join(dir, 'site');
    await mkdir(join(site, 'assets'), { recursive: true });
    await writeFile(
      join(site, 'index.html'),
      '<!doctype html><script type="module" src="/assets/app-1.js"></script>',
    );
    await writeFile(join(site, 'assets', 'app-1.js'), 'console.log(1)');
    await writeFile(join(dir, 'secret.txt'), 'outside');
    const handler = createBackOfficeHandler(() => site);
    for (const path of ['/', '/products/oxford-shirt', '/staff']) {
      const page = await get(handler, path);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/app-1\.js/);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/default-src 'self'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
    const asset = await get(handler, '/assets/app-1.js');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%00']) {
      expect(await (await get(handler, path)).text()).not.toMatch(/outside/);
    }
    expect(await (await get(handler, '/robots.txt')).text()).toMatch(/Disallow: \//);
  });
});

describe('routing by host', () => {
  const route = routeByHost(
    backOfficeHosts('admin.localhost, admin.shop.example'),
    {
      api: () => new Response('api'),
      backOffice: () => new Response('back office'),
      shop: () => new Response('shop'),
    },
    isApiPath,
  );
  const on = async (host: string, path: string) =>
    (await route(new Request(`http://${host}${path}`, { headers: { Host: host } }), {})).text();

  it('gives the back office its own hosts only, and /v1 everywhere', async () => {
    expect(await on('admin.localhost:4321', '/')).toBe('back office');
    expect(await on('ADMIN.shop.example', '/products')).toBe('back office');
    expect(await on('admin.localhost:4321', '/v1/admin/session')).toBe('api');
    for (const host of [
      'localhost:4321',
      'wa.localhost:4321',
      'shop.example',
      'admin.localhost.evil',
    ]) {
      expect(await on(host, '/')).toBe('shop');
      expect(await on(host, '/assets/app-1.js')).toBe('shop');
    }
  });
});

describe('building at start-up', () => {
  it('builds from the sources in production mode, then counts as current until a source changes', async () => {
    const sources = join(dir, 'sources');
    await mkdir(join(sources, 'src'), { recursive: true });
    await writeFile(
      join(sources, 'build.ts'),
      `import { mkdir, writeFile } from 'node:fs/promises';
export async function buildBackOffice(outDir) {
  await mkdir(outDir, { recursive: true });
  await writeFile(outDir + '/index.html', 'built ' + process.env.NODE_ENV);
}`,
    );
    await writeFile(join(sources, 'src', 'App.tsx'), 'v1');
    const out = join(dir, 'out');
    expect(await backOfficeIsCurrent(out, sources)).toBe(false);
    await buildBackOfficeInto(out, sources);
    // Vitest runs under NODE_ENV=test; the build runs as production whatever its caller's mode.
    expect(process.env.NODE_ENV).toBe('test');
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('built production');
    expect(await backOfficeIsCurrent(out, sources)).toBe(true);
    // A folder stamped before builds were marked production (perhaps a development build) is rebuilt.
    const stamp = await readFile(join(out, '.source-version'), 'utf8');
    await writeFile(join(out, '.source-version'), stamp.replace(/^production:/, ''));
    expect(await backOfficeIsCurrent(out, sources)).toBe(false);
    await writeFile(join(out, '.source-version'), stamp);
    const later = new Date(Date.now() + 5_000);
    await utimes(join(sources, 'src', 'App.tsx'), later, later);
    expect(await backOfficeIsCurrent(out, sources)).toBe(false);
  });
});
