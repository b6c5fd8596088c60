import type { PathWithRoute, RouteData } from 'astro';
import { StaticPaths, type StaticPathsApp } from 'astro/runtime/prerender/static-paths.js';
import { type PageReads, withPageReads } from './page-reads.ts';

/** Astro's route cache, as much of it as keeping a route's paths between passes needs. */
interface RouteCacheLike {
  clearAll(): void;
  get(route: RouteData): unknown;
  set(route: RouteData, entry: never): void;
}

/** One route of the build's manifest. */
type RouteInfo = StaticPathsApp['manifest']['routes'][number];

/** The loaded build's app: its routes, its route cache and how it loads a page's code. */
export type PathsApp = StaticPathsApp & { routeCache: RouteCacheLike };

/** One dynamic route's paths as a pass listed them, what its `getStaticPaths` read, and for which data version. */
export interface RoutePaths {
  paths: PathWithRoute[];
  reads: PageReads;
  /** Astro's cached `getStaticPaths` result for the route (the props its pages render from). */
  entry: unknown;
  /** `SHOP_CONTENT_VERSION` when listed: the pages' cache keys carry it, so a new one lists again. */
  contentVersion: string;
}

/** How long one route took to list. */
export interface RouteTiming {
  route: string;
  seconds: number;
}

/** How many of a pass's slowest listings it reports (the log line names them). */
const SLOWEST_SHOWN = 4;

/**
 * A pass's paths, the routes' listings to keep, how many dynamic routes it listed, the slowest
 * listings (static routes among them), and how long it waited for the check of the kept routes.
 */
export interface ListedPaths {
  paths: PathWithRoute[];
  routes: Map<string, RoutePaths>;
  listed: number;
  slowest: RouteTiming[];
  waited: number;
}

/** A route's paths and Astro's route cache entry for it, as one listing gave them. */
type Listing = Pick<RoutePaths, 'paths' | 'entry'>;

/** How the build's app loads a page's code. */
type LoadPage = NonNullable<StaticPathsApp['getComponentByRoute']>;

/** One item of a `getStaticPaths` result. */
type StaticItem = { params: Record<string, unknown> };

/** Astro's route cache entry: the page's module and its keyed `getStaticPaths` result. */
type CacheEntry = { mod: unknown; staticPaths: StaticItem[] & { keyed: Map<string, StaticItem> } };

/** The build's app with only `info` among its routes (and `cache` for its route cache). */
function oneRoute(
  app: PathsApp,
  info: RouteInfo,
  cache: RouteCacheLike,
  loadPage?: LoadPage,
): StaticPathsApp {
  // The app's own loader, not StaticPaths' fallback: the page code runs in the build's bundle,
  // whose copies of Astro's modules hold the loaded pages.
  return {
    manifest: { ...app.manifest, routes: [info] },
    routeCache: cache as unknown as StaticPathsApp['routeCache'],
    ...(loadPage ? { getComponentByRoute: loadPage } : {}),
  };
}

/** Lists a route with Astro's `StaticPaths`, every item of it, into the app's route cache. */
async function listWhole(app: PathsApp, info: RouteInfo, loadPage?: LoadPage): Promise<Listing> {
  const paths = await new StaticPaths(oneRoute(app, info, app.routeCache, loadPage)).getAll();
  return { paths, entry: app.routeCache.get(info.routeData) };
}

/** Whether a route's items may be listed one by one: a dynamic route with no fallbacks and no redirect. */
const listsByItem = (route: RouteData): boolean =>
  route.params.length > 0 && route.type === 'page' && route.fallbackRoutes.length === 0;

/**
 * What Astro made of each `getStaticPaths` item it listed: the item's key in the route's keyed
 * result and its path. `withCacheKeys` gives back an item whose data did not move as the same
 * object, so at 100,000 products a price edit lists one product again, not all of them.
 */
const listedItems = new WeakMap<object, { route: RouteData; key: string; path: PathWithRoute }>();

/**
 * Lists a dynamic route as Astro would, but has Astro key and list only the items it has not
 * listed before (its `StaticPaths`, on a module whose `getStaticPaths` gives just those); the
 * others keep what Astro made of them last time. Astro's route cache ends holding the whole
 * result, keyed, with the page's own module, as if Astro had listed every item.
 */
async function listByItem(app: PathsApp, info: RouteInfo, loadPage: LoadPage): Promise<Listing> {
  const route = info.routeData;
  const mod = (await loadPage(route)) as { getStaticPaths: (...args: unknown[]) => unknown };
  let all: StaticItem[] = [];
  let fresh: StaticItem[] = [];
  const onlyFresh = {
    ...mod,
    getStaticPaths: async (...args: unknown[]) => {
      all = (await mod.getStaticPaths(...args)) as StaticItem[];
      fresh = all.filter((item) => listedItems.get(item)?.route !== route);
      return fresh;
    },
  };
  const scratch = new Map<RouteData, unknown>();
  const cache: RouteCacheLike = {
    clearAll: () => scratch.clear(),
    get: (r) => scratch.get(r),
    set: (r, entry) => void scratch.set(r, entry),
  };
  const freshPaths = await new StaticPaths(
    oneRoute(app, info, cache, async () => onlyFresh as never),
  ).getAll();
  const listedFresh = scratch.get(route) as CacheEntry;
  const keyOf = new Map([...listedFresh.staticPaths.keyed].map(([key, item]) => [item, key]));
  for (const [index, item] of fresh.entries()) {
    const path = freshPaths[index] as PathWithRoute;
    // An item whose params another item repeats is not in Astro's keyed map; its key is its path.
    listedItems.set(item, { route, key: keyOf.get(item) ?? path.pathname, path });
  }
  const keyed = new Map<string, StaticItem>();
  const paths: PathWithRoute[] = [];
  for (const item of all) {
    const listed = listedItems.get(item) as { key: string; path: PathWithRoute };
    keyed.set(listed.key, item);
    paths.push(listed.path);
  }
  const entry: CacheEntry = { ...listedFresh, mod, staticPaths: Object.assign(all, { keyed }) };
  app.routeCache.set(route, entry as never);
  return { paths, entry };
}

/** The key a route's reads are checked under, beside the pages' (which all start with `/`). */
export const routeReadsKey = (route: RouteData): string =>
  `route ${route.route} ${route.component}`;

/**
 * The reads of the kept routes to check, by `routeReadsKey`: those listed in this data version
 * that read anything through the build's readers (a listing that noted nothing read its data some
 * other way, so nothing can tell that it holds: it is listed again).
 */
export function keptRouteReads(routes: ReadonlyMap<string, RoutePaths>): Map<string, PageReads> {
  const version = process.env.SHOP_CONTENT_VERSION ?? '';
  const reads = new Map<string, PageReads>();
  for (const [key, kept] of routes) {
    if (kept.contentVersion === version && kept.reads.reads.length > 0) reads.set(key, kept.reads);
  }
  return reads;
}

/**
 * Every static path of the loaded build, in the order Astro's prerenderer lists them, calling
 * `getStaticPaths` again only for the dynamic routes that do not hold: a route among `checked`
 * waits for `holding` (the check of what its listing read) and, when it holds, gives back the
 * paths and Astro's cached entry it had; every other route is listed at once, while that check is
 * still asking the API. At 100,000 products a news edit no longer lists every product page again.
 * Astro's route cache is emptied first; it ends holding this pass's entry of every dynamic route.
 */
export async function listPaths(
  app: PathsApp,
  kept: ReadonlyMap<string, RoutePaths>,
  checked: ReadonlySet<string>,
  holding: Promise<ReadonlySet<string>>,
): Promise<ListedPaths> {
  app.routeCache.clearAll();
  const contentVersion = process.env.SHOP_CONTENT_VERSION ?? '';
  const loadPage = app.getComponentByRoute?.bind(app);
  const prerendered = app.manifest.routes.filter((info) => info.routeData.prerender);
  const byRoute = new Map<RouteInfo, RoutePaths>();
  let listed = 0;
  const timings: RouteTiming[] = [];
  const list = async (info: RouteInfo) => {
    const started = performance.now();
    const [listing, reads] = await withPageReads(() =>
      loadPage && listsByItem(info.routeData)
        ? listByItem(app, info, loadPage)
        : listWhole(app, info, loadPage),
    );
    byRoute.set(info, { ...listing, reads, contentVersion });
    timings.push({ route: info.routeData.route, seconds: (performance.now() - started) / 1000 });
    if (info.routeData.params.length > 0) listed += 1;
  };
  const waits = (info: RouteInfo) => checked.has(routeReadsKey(info.routeData));
  const waiting = prerendered.filter(waits);
  for (const info of prerendered) if (!waits(info)) await list(info);
  const waitStarted = performance.now();
  const holds = waiting.length > 0 ? await holding : new Set<string>();
  const waited = (performance.now() - waitStarted) / 1000;
  for (const info of waiting) {
    const before = kept.get(routeReadsKey(info.routeData));
    if (before && holds.has(routeReadsKey(info.routeData))) {
      app.routeCache.set(info.routeData, before.entry as never);
      byRoute.set(info, before);
    } else {
      await list(info);
    }
  }
  const paths: PathWithRoute[] = [];
  const routes = new Map<string, RoutePaths>();
  for (const info of prerendered) {
    const one = byRoute.get(info) as RoutePaths;
    if (info.routeData.params.length > 0) routes.set(routeReadsKey(info.routeData), one);
    // One at a time: spreading 100,000 paths into push() would overflow the call stack.
    for (const path of one.paths) paths.push(path);
  }
  return { paths, routes, listed, slowest: slowestFirst(timings), waited: roundMs(waited) };
}

/** The `SLOWEST_SHOWN` slowest listings, slowest first, in seconds to the millisecond. */
function slowestFirst(timings: RouteTiming[]): RouteTiming[] {
  return [...timings]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, SLOWEST_SHOWN)
    .map((t) => ({ route: t.route, seconds: roundMs(t.seconds) }));
}

const roundMs = (seconds: number) => Math.round(seconds * 1000) / 1000;
