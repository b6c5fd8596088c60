import type { RouteData } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderReadLedger } from '../../contract/shared/render-reads.ts';
import { installRenderReads } from './page-reads.ts';
import {
  keptRouteReads,
  listPaths,
  type PathsApp,
  type RoutePaths,
  routeReadsKey,
} from './route-paths.ts';

const segment = (content: string, dynamic = false) => [{ content, dynamic, spread: false }];

/** A route as Astro's manifest lists it (the fields listing its paths uses). */
function route(pattern: string, params: string[]): RouteData {
  const parts = pattern.split('/').filter(Boolean);
  return {
    route: pattern,
    component: `src/pages${pattern}/index.astro`,
    type: 'page',
    prerender: true,
    params,
    pathname: params.length ? undefined : `${pattern}/`,
    segments: parts.map((p) => (p.startsWith('[') ? segment(p.slice(1, -1), true) : segment(p))),
    fallbackRoutes: [],
    origin: 'project',
  } as unknown as RouteData;
}

/** An app with a static page and a product route whose paths read every product and one answer. */
function fakeApp() {
  const about = route('/about', []);
  const product = route('/product/[key]', ['key']);
  const calls = { product: 0 };
  let keys = ['a', 'b'];
  const cache = new Map<string, unknown>();
  const module = {
    getStaticPaths: async () => {
      calls.product += 1;
      renderReadLedger()?.every('product');
      renderReadLedger()?.api('http://api.test/v1/sets', '1', 200, '[]');
      return keys.map((key) => ({ params: { key }, props: { key }, cacheKey: `k-${key}` }));
    },
  };
  const app = {
    manifest: {
      routes: [{ routeData: about }, { routeData: product }],
      trailingSlash: 'always',
      base: '/',
      serverLike: false,
    },
    routeCache: {
      clearAll: () => cache.clear(),
      get: (r: RouteData) => cache.get(r.route),
      set: (r: RouteData, entry: unknown) => cache.set(r.route, entry),
    },
    getComponentByRoute: async () => module,
  } as unknown as PathsApp;
  return { app, product, module, calls, cache, setKeys: (next: string[]) => (keys = next) };
}

const none = new Map<string, RoutePaths>();
const nothingHolds = Promise.resolve(new Set<string>());

describe('listPaths', () => {
  let saved: unknown;
  beforeEach(() => {
    saved = (globalThis as Record<symbol, unknown>)[Symbol.for('shop.render-reads')];
    installRenderReads();
  });
  afterEach(() => {
    (globalThis as Record<symbol, unknown>)[Symbol.for('shop.render-reads')] = saved;
    delete process.env.SHOP_CONTENT_VERSION;
  });

  it("lists every route as Astro does, keeping each dynamic route's paths and what listing them read", async () => {
    const { app, product, calls, cache } = fakeApp();
    const { paths, routes, listed, slowest } = await listPaths(app, none, new Set(), nothingHolds);
    expect(paths.map((p) => [p.pathname, p.cacheKey])).toEqual([
      ['/about/', undefined],
      ['/product/a/', 'k-a'],
      ['/product/b/', 'k-b'],
    ]);
    expect(calls.product).toBe(1);
    expect(listed).toBe(1);
    expect(slowest.map((t) => t.route).sort()).toEqual(['/about', '/product/[key]']);
    expect([...routes.keys()]).toEqual([routeReadsKey(product)]);
    expect(routes.get(routeReadsKey(product))?.reads.reads).toEqual([
      { every: 'product' },
      { api: 'http://api.test/v1/sets', channel: '1', digest: expect.any(String) },
    ]);
    expect(cache.get('/product/[key]')).toBe(routes.get(routeReadsKey(product))?.entry);
  });

  it("gives back a holding route's paths and Astro's entry without calling getStaticPaths", async () => {
    const { app, product, calls, cache, setKeys } = fakeApp();
    const first = await listPaths(app, none, new Set(), nothingHolds);
    setKeys(['a', 'b', 'c']);
    cache.clear();
    const key = new Set([routeReadsKey(product)]);
    const again = await listPaths(app, first.routes, key, Promise.resolve(key));
    expect(calls.product).toBe(1);
    expect(again.listed).toBe(0);
    expect(again.slowest.map((t) => t.route)).toEqual(['/about']);
    expect(again.paths.map((p) => p.pathname)).toEqual(['/about/', '/product/a/', '/product/b/']);
    // A page of the route renders from the entry given back, as after the first listing.
    expect(cache.get('/product/[key]')).toBe(first.routes.get(routeReadsKey(product))?.entry);
  });

  it('lists a route again when its reads do not hold', async () => {
    const { app, product, calls, setKeys } = fakeApp();
    const first = await listPaths(app, none, new Set(), nothingHolds);
    setKeys(['a', 'b', 'c']);
    const again = await listPaths(
      app,
      first.routes,
      new Set([routeReadsKey(product)]),
      nothingHolds,
    );
    expect(calls.product).toBe(2);
    expect(again.listed).toBe(1);
    expect(again.paths.map((p) => p.pathname)).toContain('/product/c/');
  });

  it('lists a route not being checked while the check is still asking, and waits for it for the rest', async () => {
    const { app, product, calls, setKeys } = fakeApp();
    const first = await listPaths(app, none, new Set(), nothingHolds);
    setKeys(['a', 'b', 'c']);
    let answer: (holding: ReadonlySet<string>) => void = () => undefined;
    const holding = new Promise<ReadonlySet<string>>((resolve) => (answer = resolve));
    // Not checked (its reads could not hold): listed without waiting for the check.
    const listing = listPaths(app, first.routes, new Set(), holding);
    await expect(listing).resolves.toMatchObject({ listed: 1 });
    expect(calls.product).toBe(2);
    const checked = new Set([routeReadsKey(product)]);
    let done = false;
    const waiting = listPaths(app, first.routes, checked, holding).then((r) => {
      done = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    answer(checked);
    expect((await waiting).listed).toBe(0);
  });
});

describe('listPaths, item by item', () => {
  beforeEach(() => installRenderReads());

  it('has Astro list only the items it has not listed before, and its route cache still holds every item, keyed', async () => {
    const { app, product, module, cache } = fakeApp();
    const looked: string[] = [];
    const items = new Map<string, object>();
    /** The same item object while `key` is listed, as `withCacheKeys` gives back one that held. */
    const item = (key: string) => {
      let kept = items.get(key);
      if (!kept) {
        kept = {
          get params() {
            looked.push(key);
            return { key };
          },
          props: { key },
          cacheKey: `k-${key}`,
        };
        items.set(key, kept);
      }
      return kept;
    };
    let keys = ['a', 'b'];
    module.getStaticPaths = async () => keys.map(item) as never;
    const first = await listPaths(app, none, new Set(), nothingHolds);
    expect(looked).toContain('a');
    looked.length = 0;
    keys = ['a', 'c', 'b'];
    const again = await listPaths(app, first.routes, new Set(), nothingHolds);
    expect(new Set(looked)).toEqual(new Set(['c']));
    expect(again.paths.map((p) => [p.pathname, p.cacheKey])).toEqual([
      ['/about/', undefined],
      ['/product/a/', 'k-a'],
      ['/product/c/', 'k-c'],
      ['/product/b/', 'k-b'],
    ]);
    const entry = cache.get('/product/[key]') as {
      mod: unknown;
      staticPaths: object[] & { keyed: Map<string, object> };
    };
    expect(entry.mod).toBe(module);
    expect([...entry.staticPaths]).toEqual([item('a'), item('c'), item('b')]);
    expect([...entry.staticPaths.keyed]).toEqual([
      ['/product/a/', item('a')],
      ['/product/c/', item('c')],
      ['/product/b/', item('b')],
    ]);
    expect(again.routes.get(routeReadsKey(product))?.entry).toBe(entry);
  });
});

describe('keptRouteReads', () => {
  afterEach(() => delete process.env.SHOP_CONTENT_VERSION);

  it('offers for checking only the routes listed in this data version (their pages carry it) that noted their reads', () => {
    const reads = { day: '2026-11-30', reads: [{ every: 'news' }] };
    const kept = new Map<string, RoutePaths>([
      ['route a', { paths: [], reads, entry: null, contentVersion: 'v1' }],
      ['route b', { paths: [], reads, entry: null, contentVersion: 'v2' }],
      ['route c', { paths: [], reads: { ...reads, reads: [] }, entry: null, contentVersion: 'v2' }],
    ]);
    process.env.SHOP_CONTENT_VERSION = 'v2';
    expect([...keptRouteReads(kept).keys()]).toEqual(['route b']);
  });
});
