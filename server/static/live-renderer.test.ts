import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PathWithRoute } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderReadLedger } from '../../contract/shared/render-reads.ts';
import { createCspCollector, readCspManifest, saveCspManifest } from './csp-manifest.ts';
import {
  keysOf,
  type LiveRenderer,
  pageFile,
  pageUrl,
  patchSite,
  renderDraftPage,
  tracksReads,
} from './live-renderer.ts';
import { installRenderReads } from './page-reads.ts';

type Route = PathWithRoute['route'];
const page = { type: 'page' } as Route;
const endpoint = { type: 'endpoint' } as Route;

/** A built folder and a fake prerenderer whose data (title and key per page) the test changes. */
function fixture(dir: string) {
  const data = new Map<string, { title: string; key?: string; route: Route }>([
    ['/', { title: 'top', route: page }],
    ['/cart', { title: 'cart', route: page }],
    ['/product/a/', { title: 'a ¥100', key: 'a1', route: page }],
    ['/product/b/', { title: 'b ¥200', key: 'b1', route: page }],
    ['/robots.txt', { title: 'robots', key: 'r1', route: endpoint }],
  ]);
  const rendered: string[] = [];
  const paths = (): PathWithRoute[] =>
    [...data].map(([pathname, d]) => ({ pathname, route: d.route, cacheKey: d.key }));
  const renderer: LiveRenderer = {
    prerenderer: {
      name: 'fake',
      getStaticPaths: async () => paths(),
      render: async (request) => {
        const path = new URL(request.url).pathname;
        rendered.push(path);
        const html = `<html><head><meta http-equiv="content-security-policy" content="script-src 'sha256-new'"></head><body>${(data.get(path) ?? data.get(path.replace(/\/$/, '')))?.title}</body></html>`;
        return new Response(html, { headers: { 'content-type': 'text/html' } });
      },
    },
    site: 'http://shop.test',
    keys: keysOf(paths()),
    reads: new Map(),
    folder: dir,
    sourceVersion: 1,
    versions: { content: new Date(0), shopWide: new Date(0) },
  };
  return { data, rendered, renderer };
}

const csp = createCspCollector();
const options = { csp, finish: async (r: Response) => new Response(csp.strip(await r.text())) };

describe('patchSite', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'patch-'));
    await saveCspManifest(dir, { scripts: ['sha256-old'], styles: [] });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('renders only pages whose key moved (and those without a key) in place', async () => {
    const { data, rendered, renderer } = fixture(dir);
    data.set('/product/a/', { title: 'a ¥150', key: 'a2', route: page });
    const made = await patchSite(renderer, options);
    expect(made?.renderedPaths).toEqual(['/', '/cart', '/product/a/']);
    // Rendered at the URL a build uses: `/cart` would render Astro's redirect to `/cart/`.
    expect(rendered.sort()).toEqual(['/', '/cart/', '/product/a/']);
    expect(made).toMatchObject({ pages: 5, rendered: 3, reused: 2 });
    expect(await readFile(join(dir, 'cart/index.html'), 'utf8')).toContain('cart');
    expect(await readFile(join(dir, 'product/a/index.html'), 'utf8')).toContain('a ¥150');
    const left = await readdir(join(dir, 'product/a'));
    expect(left).toEqual(['index.html']);
    expect(renderer.keys.get('/product/a/')).toBe('a2');
  });

  it('adds the hashes of the pages it rendered to the CSP manifest', async () => {
    const { data, renderer } = fixture(dir);
    data.set('/product/b/', { title: 'b', key: 'b2', route: page });
    await patchSite(renderer, options);
    const manifest = await readCspManifest(dir);
    expect(manifest.scripts).toEqual(expect.arrayContaining(['sha256-old', 'sha256-new']));
  });

  it('adds a new page: renders it and the pages without a key, reuses the rest, writes the lists', async () => {
    const { data, rendered, renderer } = fixture(dir);
    await writeFile(join(dir, 'index.html'), 'before');
    data.set('/product/c/', { title: 'c ¥300', key: 'c1', route: page });
    const lists: string[][] = [];
    const made = await patchSite(renderer, {
      ...options,
      pageLists: async (paths) => {
        lists.push(paths.map((p) => p.pathname));
        return [{ name: 'sitemap-0.xml', body: 'with c' }];
      },
    });
    expect(made).toMatchObject({ pages: 6, rendered: 3, reused: 3, removedPaths: [] });
    expect(made.renderedPaths).toEqual(['/', '/cart', '/product/c/']);
    expect(rendered.sort()).toEqual(['/', '/cart/', '/product/c/']);
    expect(await readFile(join(dir, 'product/c/index.html'), 'utf8')).toContain('c ¥300');
    expect(await readFile(join(dir, 'index.html'), 'utf8')).toContain('top');
    expect(lists).toEqual([[...data.keys()]]);
    expect(await readFile(join(dir, 'sitemap-0.xml'), 'utf8')).toBe('with c');
    expect(renderer.keys.get('/product/c/')).toBe('c1');
  });

  it('removes a page: deletes its file and folder, renders the lists, reuses the rest', async () => {
    const { data, rendered, renderer } = fixture(dir);
    await mkdir(join(dir, 'product/b'), { recursive: true });
    await writeFile(join(dir, 'product/b/index.html'), 'b ¥200');
    await writeFile(join(dir, 'product/a-kept.html'), 'kept');
    data.delete('/product/b/');
    const made = await patchSite(renderer, {
      ...options,
      pageLists: async () => [{ name: 'sitemap-0.xml', body: 'without b' }],
    });
    expect(made).toMatchObject({ pages: 4, rendered: 2, reused: 2, removedPaths: ['/product/b/'] });
    expect(rendered.sort()).toEqual(['/', '/cart/']);
    expect(await readdir(join(dir, 'product'))).toEqual(['a-kept.html']);
    expect(await readFile(join(dir, 'sitemap-0.xml'), 'utf8')).toBe('without b');
    expect(renderer.keys.has('/product/b/')).toBe(false);
  });

  it('leaves the lists alone when the set of pages is the same', async () => {
    const { data, renderer } = fixture(dir);
    data.set('/product/a/', { title: 'a ¥150', key: 'a2', route: page });
    let asked = 0;
    await patchSite(renderer, {
      ...options,
      pageLists: async () => {
        asked++;
        return [];
      },
    });
    expect(asked).toBe(0);
  });
});

describe('patchSite, pages without a key', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'patch-reads-'));
    installRenderReads();
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const SETTINGS = 'http://api.test/v1/settings/front';

  /** The fixture whose cart reads the front settings and whose top page lists every product. */
  function readingFixture() {
    const made = fixture(dir);
    const api = { settings: 'open' };
    const render = made.renderer.prerenderer.render;
    made.renderer.prerenderer.render = async (request, o) => {
      const path = new URL(request.url).pathname;
      if (path === '/cart/') renderReadLedger()?.api(SETTINGS, 'default', 200, api.settings);
      if (path === '/') renderReadLedger()?.every('product');
      return render(request, o);
    };
    const fetch = (async () => new Response(api.settings)) as typeof globalThis.fetch;
    return { ...made, api, fetch };
  }

  it('renders such a page again only when an answer it read changed', async () => {
    const { api, fetch, rendered, renderer } = readingFixture();
    const patch = (changes: Record<string, string[]> | null) =>
      patchSite(renderer, { ...options, changes, fetch });
    // The first pass has no reads to go by; the next ones do.
    expect((await patch({})).renderedPaths).toEqual(['/', '/cart']);
    expect((await patch({})).renderedPaths).toEqual([]);
    api.settings = 'closed';
    expect((await patch({})).renderedPaths).toEqual(['/cart']);
    expect(await readFile(join(dir, 'cart/index.html'), 'utf8')).toContain('cart');
    expect(rendered).toEqual(['/', '/cart/', '/cart/']);
  });

  it('renders a page listing every product when one changed, and every such page when the patch does not know what changed', async () => {
    const { fetch, renderer } = readingFixture();
    const patch = (changes: Record<string, string[]> | null) =>
      patchSite(renderer, { ...options, changes, fetch });
    await patch({});
    expect((await patch({ product: ['b'] })).renderedPaths).toEqual(['/']);
    expect((await patch(null)).renderedPaths).toEqual(['/', '/cart']);
  });
});

describe("patchSite, with the build's app at hand", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'patch-routes-'));
    installRenderReads();
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** A renderer whose app lists `/product/[key]` from every product, counting the listings. */
  function appFixture() {
    const made = fixture(dir);
    const product = {
      route: '/product/[key]',
      component: 'src/pages/product/[key].astro',
      type: 'page',
      prerender: true,
      params: ['key'],
      segments: [
        [{ content: 'product', dynamic: false, spread: false }],
        [{ content: 'key', dynamic: true, spread: false }],
      ],
      fallbackRoutes: [],
      origin: 'project',
    } as unknown as Route;
    const listings = { count: 0 };
    const module = {
      getStaticPaths: async () => {
        listings.count += 1;
        renderReadLedger()?.every('product');
        return ['a', 'b'].map((key) => ({ params: { key }, props: { key }, cacheKey: `${key}1` }));
      },
    };
    const cache = new Map<string, unknown>();
    made.renderer.prerenderer.getStaticPaths = async () => {
      throw new Error('the app lists the paths');
    };
    made.renderer.prerenderer.app = {
      manifest: {
        routes: [{ routeData: product }],
        trailingSlash: 'always',
        base: '/',
        serverLike: false,
      } as never,
      routeCache: {
        clearAll: () => cache.clear(),
        get: (r: Route) => cache.get(r.route) as never,
        set: (r: Route, entry: unknown) => cache.set(r.route, entry),
      } as never,
      getComponentByRoute: async () => module as never,
    };
    made.renderer.keys = new Map([
      ['/product/a/', 'a1'],
      ['/product/b/', 'b1'],
    ]);
    return { ...made, listings };
  }

  it("lists a route's paths again only when something its listing read changed", async () => {
    const { renderer, listings, rendered } = appFixture();
    const patch = (changes: Record<string, string[]> | null) =>
      patchSite(renderer, { ...options, changes });
    await patch({});
    expect(listings.count).toBe(1);
    await patch({ news: ['n1'] });
    expect(listings.count).toBe(1);
    await patch({ product: ['a'] });
    expect(listings.count).toBe(2);
    const made = await patch(null);
    expect(listings.count).toBe(3);
    expect(made.pages).toBe(2);
    expect(rendered).toEqual([]);
  });
});

describe('tracksReads', () => {
  const dynamic = { type: 'page', params: ['key'] } as unknown as Route;
  const withPaths = (staticPaths: { props?: Record<string, unknown> }[] | undefined) => ({
    name: 'fake',
    getStaticPaths: async () => [],
    render: async () => new Response(''),
    app: { routeCache: { clearAll: () => undefined, get: () => ({ staticPaths }) } },
  });

  it('records a page without params, and a shell whose paths carry no props', () => {
    expect(tracksReads({ pathname: '/cart', route: page }, withPaths(undefined))).toBe(true);
    const shell = withPaths([{}]);
    expect(tracksReads({ pathname: '/mypage/list/_/', route: dynamic }, shell)).toBe(true);
  });

  it('leaves a page whose data came as props to its cache key, and one whose paths are not known', () => {
    const maker = withPaths([{ props: { maker: { key: 'm' } } }]);
    expect(tracksReads({ pathname: '/maker/m/', route: dynamic }, maker)).toBe(false);
    expect(tracksReads({ pathname: '/maker/m/', route: dynamic }, withPaths(undefined))).toBe(
      false,
    );
  });
});

describe('pageUrl', () => {
  it('ends pages in a slash and keeps endpoint files as they are', () => {
    const url = (pathname: string, route: Route) =>
      pageUrl({ pathname, route }, 'http://s.test').pathname;
    expect(url('/product', page)).toBe('/product/');
    expect(url('/product/a/', page)).toBe('/product/a/');
    expect(url('/', page)).toBe('/');
    expect(url('/404', page)).toBe('/404/');
    expect(url('/robots.txt', endpoint)).toBe('/robots.txt');
  });
});

describe('pageFile', () => {
  it('places pages, status pages and endpoints as Astro does', () => {
    expect(pageFile('/d', { pathname: '/product/a/', route: page })).toBe(
      '/d/product/a/index.html',
    );
    expect(pageFile('/d', { pathname: '/', route: page })).toBe('/d/index.html');
    expect(pageFile('/d', { pathname: '/404', route: page })).toBe('/d/404.html');
    expect(pageFile('/d', { pathname: '/robots.txt', route: endpoint })).toBe('/d/robots.txt');
  });
});

describe('renderDraftPage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'draft-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** A fixture whose product page shows the override of its product, as catalog-build does. */
  function draftFixture() {
    const made = fixture(dir);
    const seen: (string | undefined)[] = [];
    const render = made.renderer.prerenderer.render;
    made.renderer.prerenderer.render = async (request, o) => {
      seen.push(process.env.SHOP_RENDER_OVERRIDES);
      const drafts = JSON.parse(process.env.SHOP_RENDER_OVERRIDES ?? '{}').product ?? {};
      const draft = drafts.a as { title: string } | undefined;
      if (draft && new URL(request.url).pathname === '/product/a/') {
        return new Response(`<html><body>${draft.title}</body></html>`);
      }
      return render(request, o);
    };
    return { ...made, seen };
  }

  it('renders the page with the overrides and writes nothing, keys and environment untouched', async () => {
    const { renderer, seen } = draftFixture();
    const keys = new Map(renderer.keys);
    const page = await renderDraftPage(
      renderer,
      '/product/a',
      { product: { a: { title: 'a ¥90 (draft)' } } },
      options,
    );
    expect(page).toEqual({ status: 200, html: '<html><body>a ¥90 (draft)</body></html>' });
    expect(seen[0]).toContain('draft');
    expect(await readdir(dir)).toEqual([]);
    expect(renderer.keys).toEqual(keys);
    expect(process.env.SHOP_RENDER_OVERRIDES).toBeUndefined();
    expect(process.env.SHOP_RENDER_CHANGES).toBeUndefined();
  });

  it('answers null for a page the site does not have, or an endpoint', async () => {
    const { renderer } = draftFixture();
    expect(await renderDraftPage(renderer, '/product/zz/', {}, options)).toBeNull();
    expect(await renderDraftPage(renderer, '/robots.txt', {}, options)).toBeNull();
  });

  it('lets the next patch render the stored data again', async () => {
    const { data, renderer } = draftFixture();
    await renderDraftPage(renderer, '/product/a/', { product: { a: { title: 'x' } } }, options);
    data.set('/product/a/', { title: 'a ¥120', key: 'a2', route: page });
    await patchSite(renderer, options);
    expect(await readFile(join(dir, 'product/a/index.html'), 'utf8')).toContain('a ¥120');
  });
});
