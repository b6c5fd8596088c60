import type { PathWithRoute, RouteData } from 'astro';
import { StaticPaths, type StaticPathsApp } from 'astro/runtime/prerender/static-paths.js';
import { type PageReads, withPageReads } from './page-reads.ts';

/** Astro's route cache, as much of it as keeping a route's paths between passes needs. */
interface RouteCacheLike {
  clearAll(): void;
  get(route: RouteData): unknown;
  set(route: RouteData, entry: never): void;
}

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
 * `getStaticPaths` again only for the dynamic routes not in `holding`: the others give back the
 * paths and Astro's cached entry they had (every read the listing made still holds, so it would
 * list the same). At 100,000 products a news edit no longer lists every product page again.
 * Astro's route cache is emptied first; it ends holding this pass's entry of every dynamic route.
 */
export async function listPaths(
  app: PathsApp,
  kept: ReadonlyMap<string, RoutePaths>,
  holding: ReadonlySet<string>,
): Promise<{ paths: PathWithRoute[]; routes: Map<string, RoutePaths> }> {
  app.routeCache.clearAll();
  const contentVersion = process.env.SHOP_CONTENT_VERSION ?? '';
  const loadPage = app.getComponentByRoute?.bind(app);
  const paths: PathWithRoute[] = [];
  const routes = new Map<string, RoutePaths>();
  for (const info of app.manifest.routes) {
    const route = info.routeData;
    if (!route.prerender) continue;
    const key = routeReadsKey(route);
    const before = holding.has(key) ? kept.get(key) : undefined;
    let listed: RoutePaths;
    if (before) {
      app.routeCache.set(route, before.entry as never);
      listed = before;
    } else {
      // The app's own loader and cache, not StaticPaths' fallbacks: the page code runs in the
      // build's bundle, whose copies of Astro's modules hold the loaded pages.
      const one: StaticPathsApp = {
        manifest: { ...app.manifest, routes: [info] },
        routeCache: app.routeCache as StaticPathsApp['routeCache'],
        ...(loadPage ? { getComponentByRoute: loadPage } : {}),
      };
      const [list, reads] = await withPageReads(() => new StaticPaths(one).getAll());
      listed = { paths: list, reads, entry: app.routeCache.get(route), contentVersion };
    }
    if (route.params.length > 0) routes.set(key, listed);
    // One at a time: spreading 100,000 paths into push() would overflow the call stack.
    for (const path of listed.paths) paths.push(path);
  }
  return { paths, routes };
}
