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
): Promise<{ paths: PathWithRoute[]; routes: Map<string, RoutePaths>; listed: number }> {
  app.routeCache.clearAll();
  const contentVersion = process.env.SHOP_CONTENT_VERSION ?? '';
  const loadPage = app.getComponentByRoute?.bind(app);
  const prerendered = app.manifest.routes.filter((info) => info.routeData.prerender);
  const byRoute = new Map<RouteInfo, RoutePaths>();
  let listed = 0;
  const list = async (info: RouteInfo) => {
    // The app's own loader and cache, not StaticPaths' fallbacks: the page code runs in the
    // build's bundle, whose copies of Astro's modules hold the loaded pages.
    const one: StaticPathsApp = {
      manifest: { ...app.manifest, routes: [info] },
      routeCache: app.routeCache as StaticPathsApp['routeCache'],
      ...(loadPage ? { getComponentByRoute: loadPage } : {}),
    };
    const [paths, reads] = await withPageReads(() => new StaticPaths(one).getAll());
    byRoute.set(info, { paths, reads, entry: app.routeCache.get(info.routeData), contentVersion });
    if (info.routeData.params.length > 0) listed += 1;
  };
  const waits = (info: RouteInfo) => checked.has(routeReadsKey(info.routeData));
  const waiting = prerendered.filter(waits);
  for (const info of prerendered) if (!waits(info)) await list(info);
  const holds = waiting.length > 0 ? await holding : new Set<string>();
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
  return { paths, routes, listed };
}
