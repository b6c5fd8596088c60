import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { AstroPrerenderer, PathWithRoute, RouteData } from 'astro';
import {
  CSP_MANIFEST_FILE,
  type CspManifest,
  type createCspCollector,
  mergeCspManifests,
  readCspManifest,
} from './csp-manifest.ts';
import { replaceFile } from './dist-layout.ts';
import {
  mayHold,
  type PageReads,
  type ReadCheck,
  readsPath,
  unchangedPages,
  withPageReads,
} from './page-reads.ts';
import {
  keptRouteReads,
  type ListedPaths,
  listPaths,
  type PathsApp,
  type RoutePaths,
  type RouteTiming,
} from './route-paths.ts';
import { MANIFEST_CHECK_MS } from './static-site.ts';

/** The status pages Astro writes as `<name>.html` at the root (build format `directory`). */
const STATUS_PAGES = new Set(['/404', '/500']);

/** How many pages a build or a patch renders at once (each waits on the API and its files for part of its time). */
export const RENDER_AT_ONCE = 4;

/** What a route's `getStaticPaths` gave, as Astro keeps it until its route cache is cleared. */
type RouteCacheEntry = { staticPaths?: { props?: Record<string, unknown> }[] };

/** Astro's prerenderer with the parts of its app a patch uses (its routes and route cache). */
export type Prerenderer = AstroPrerenderer & {
  app?: {
    routeCache?: { clearAll(): void; get?(route: RouteData): RouteCacheEntry | undefined };
    manifest?: PathsApp['manifest'];
    getComponentByRoute?: PathsApp['getComponentByRoute'];
  };
};

/**
 * A channel's Astro build kept loaded after it finished: its prerenderer (the built page code)
 * and every page's cache key, for the folder it last wrote. A later change re-reads the paths and
 * renders only the pages whose key moved into a copy of that folder, without bundling again.
 */
export interface LiveRenderer {
  prerenderer: Prerenderer;
  /** The site URL pages are rendered for (their canonical links). */
  site: string;
  /** Pathname → cache key (undefined: rendered again when what it read changed) of the pages in `folder`. */
  keys: Map<string, string | undefined>;
  /** What each page without a key and without params read when last rendered (by `readsPath`). */
  reads: Map<string, PageReads>;
  /** Each dynamic route's paths as the last patch listed them, and what listing them read. */
  routes?: Map<string, RoutePaths>;
  /** The build folder these keys describe. */
  folder: string;
  /** The storefront source version the code was built from. */
  sourceVersion: number;
  /** The channel's data version and the shop-wide one the last pass read. */
  versions: { content: Date; shopWide: Date };
}

/** What a patch wrote: every page, those rendered now, and those it removed. */
export interface PatchCounts {
  pages: number;
  rendered: number;
  reused: number;
  renderedPaths: string[];
  /** Pages the folder served before the patch and no longer does (their files are deleted). */
  removedPaths: string[];
  /**
   * Seconds spent reading the paths, checking what the pages without a key read, rendering the
   * changed pages, and putting them in place.
   */
  steps: { paths: number; reads: number; render: number; publish: number };
  /** The dynamic routes whose `getStaticPaths` ran again, of all of them (the rest still held). */
  routes: { listed: number; of: number; slowest: RouteTiming[]; waited: number; asked: number };
}

/** Where a page's file goes in a `directory`-format build (Astro's own rule, see getOutFile). */
export function pageFile(outDir: string, path: PathWithRoute): string {
  if (path.route.type === 'endpoint') return join(outDir, path.pathname);
  const bare = path.pathname.replace(/\/$/, '');
  if (STATUS_PAGES.has(bare)) return join(outDir, `${bare}.html`);
  return join(outDir, path.pathname, 'index.html');
}

/**
 * The URL Astro renders a page at in a `directory` build with `trailingSlash: 'always'` (its
 * getUrlForPath): pages end in `/` (`/product` → `/product/`, or it renders a redirect), endpoints
 * with a file extension stay as they are.
 */
export function pageUrl(path: PathWithRoute, site: string): URL {
  const bare = path.pathname.replace(/\/+$/, '');
  const endpointFile = path.route.type === 'endpoint' && /\.[^/]+$/.test(bare);
  return new URL(endpointFile ? bare : `${bare}/`, site);
}

/** The page keys of a list of static paths. */
export const keysOf = (paths: PathWithRoute[]): Map<string, string | undefined> =>
  new Map(paths.map((p) => [p.pathname, p.cacheKey]));

/** What a patch needs besides the renderer: the CSP collector and how to publish a page. */
export interface PatchOptions {
  csp: ReturnType<typeof createCspCollector>;
  /** Turns a rendered page into the published one (CSP meta out, island style in the head). */
  finish: (response: Response) => Promise<Response>;
  /**
   * The files at the site's root that list its pages (the sitemaps), written anew when pages were
   * added or removed; given every path of the new set.
   */
  pageLists?: (paths: PathWithRoute[]) => Promise<{ name: string; body: string }[]>;
  /** The keys per kind changed since the renderer's last pass (null or absent: anything may have). */
  changes?: Record<string, string[]> | null;
  /** How the API answers a page read are asked again (tests pass their own). */
  fetch?: typeof fetch;
}

/**
 * Whether a page's reads are recorded: a page of a route without params, or of one whose
 * `getStaticPaths` (as Astro's route cache holds it, after the pass read the paths) gives no
 * props, such as the shells `/mypage/list/_/`. A page with props gets its data from
 * `getStaticPaths`, read outside its render, so only its cache key can tell that it changed.
 */
export function tracksReads(path: PathWithRoute, prerenderer: Prerenderer): boolean {
  if (!path.route.params?.length) return true;
  const paths = prerenderer.app?.routeCache?.get?.(path.route)?.staticPaths;
  return Array.isArray(paths) && paths.every((p) => Object.keys(p.props ?? {}).length === 0);
}

/**
 * Renders again, in the folder the renderer last wrote (`renderer.folder`, the published one), the
 * pages whose data changed since, the pages that are new, and the pages without a key (lists,
 * home, shells) unless every API answer and kind of record they read is as it was. Each page is
 * written beside its file and renamed over it once all are rendered, after the CSP manifest that
 * allows them, so a reader sees whole pages and no page is blocked. When the set of pages moved
 * (a product shown or hidden, a news item added), the sitemaps are written anew and the files of
 * the pages that left are deleted last; every other page is kept as it is.
 */
export async function patchSite(
  renderer: LiveRenderer,
  options: PatchOptions,
): Promise<PatchCounts> {
  // Every memo of build data (src/lib/shared/per-render.ts) starts over.
  process.env.SHOP_RENDER_ID = randomUUID();
  const lap = stopwatch();
  const check: ReadCheck = {
    changes: options.changes ?? null,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    asked: new Map(),
  };
  // What the kept routes read is checked first, while the routes that must be listed again are
  // listed, so no route waits for the keyless pages' answers; those are checked next (an answer
  // both read is asked once) while the routes are listed and the pages rendered.
  const routeReads = renderer.prerenderer.app?.routeCache?.get
    ? keptRouteReads(renderer.routes ?? new Map())
    : new Map<string, PageReads>();
  let asked = 0;
  const routesHolding = unchangedPages(routeReads, check).then((held) => {
    asked = check.asked?.size ?? 0;
    return held;
  });
  const checking = routesHolding.then(() => unchangedPages(renderer.reads, check));
  const checked = new Set([...routeReads].filter(([, r]) => mayHold(r, check)).map(([k]) => k));
  const { paths, routes, listed, slowest, waited } = await sitePaths(
    renderer.prerenderer,
    renderer.routes,
    checked,
    routesHolding,
  );
  const pathsSeconds = lap();
  const unchanged = await checking;
  const readsSeconds = lap();
  const keys = keysOf(paths);
  const removed = [...renderer.keys.keys()].filter((pathname) => !keys.has(pathname));
  const added = paths.some((p) => !renderer.keys.has(p.pathname));
  // A new page has no key in `renderer.keys` and no reads, so it is among these.
  const changed = paths.filter((p) =>
    p.cacheKey === undefined
      ? !unchanged.has(readsPath(p.pathname))
      : renderer.keys.get(p.pathname) !== p.cacheKey,
  );
  const written: { temporary: string; file: string }[] = [];
  const reads = new Map<string, PageReads>();
  try {
    for (let i = 0; i < changed.length; i += RENDER_AT_ONCE) {
      const batch = changed.slice(i, i + RENDER_AT_ONCE);
      const pages = await Promise.all(batch.map((p) => renderPage(renderer, p, options)));
      for (const [index, [file, read]] of pages.entries()) {
        written.push(file);
        if (read) reads.set(readsPath((batch[index] as PathWithRoute).pathname), read);
      }
    }
    if ((added || removed.length > 0) && options.pageLists) {
      for (const list of await options.pageLists(paths)) {
        written.push(await writeBeside(join(renderer.folder, list.name), list.body));
      }
    }
  } catch (error) {
    await Promise.all(written.map((w) => rm(w.temporary, { force: true })));
    throw error;
  }
  const renderSeconds = lap();
  const dir = renderer.folder;
  const before = await readCspManifest(dir);
  const manifest = mergeCspManifests(before, options.csp.manifest());
  if (hashCount(manifest) > hashCount(before)) {
    await replaceFile(join(dir, CSP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // Servers look at the manifest every MANIFEST_CHECK_MS: the new hashes are known before any page needs them.
    await new Promise((resolve) => setTimeout(resolve, MANIFEST_CHECK_MS * 2));
  }
  await Promise.all(written.map((w) => rename(w.temporary, w.file)));
  // After the lists and pages that linked to them are replaced: nothing published links here now.
  // Deepest first, so a page's folder is empty once its subpages left too.
  for (const pathname of [...removed].sort().reverse()) await removePage(dir, pathname);
  renderer.keys = keys;
  renderer.reads = keptReads(renderer, reads, paths);
  renderer.routes = routes;
  forgetPaths(renderer);
  return {
    pages: paths.length,
    rendered: changed.length,
    reused: paths.length - changed.length,
    renderedPaths: changed.map((p) => p.pathname).sort(),
    removedPaths: removed.sort(),
    steps: { paths: pathsSeconds, reads: readsSeconds, render: renderSeconds, publish: lap() },
    routes: { listed, of: routes.size, slowest, waited, asked },
  };
}

/**
 * Every path of the site now. With Astro's app at hand, only the routes whose listing read
 * something that changed since are listed again (`listPaths`; those in `checked` wait for
 * `holding`), and the routes' listings are given back to keep; else every route is, and none is
 * kept. A whole build lists its paths here too, so its first patch lists only what moved.
 */
export async function sitePaths(
  prerenderer: Prerenderer,
  kept: ReadonlyMap<string, RoutePaths> = new Map(),
  checked: ReadonlySet<string> = new Set(),
  holding: Promise<ReadonlySet<string>> = Promise.resolve(new Set()),
): Promise<ListedPaths> {
  const app = prerenderer.app;
  if (!app?.manifest || !app.routeCache?.get) {
    app?.routeCache?.clearAll();
    const paths = await prerenderer.getStaticPaths();
    return { paths, routes: new Map(), listed: 0, slowest: [], waited: 0 };
  }
  return listPaths(app as PathsApp, kept, checked, holding);
}

/** The reads of the pages still without a key: this pass's, else the last pass's. */
function keptReads(
  renderer: LiveRenderer,
  now: Map<string, PageReads>,
  paths: PathWithRoute[],
): Map<string, PageReads> {
  const kept = new Map<string, PageReads>();
  for (const path of paths) {
    if (path.cacheKey !== undefined || !tracksReads(path, renderer.prerenderer)) continue;
    const page = readsPath(path.pathname);
    const read = now.get(page) ?? renderer.reads.get(page);
    if (read) kept.set(page, read);
  }
  return kept;
}

/**
 * Deletes the file of a page the site no longer has (an endpoint's file by its extension, else
 * `…/index.html`) and its folder when that is left empty (its subpages stay).
 */
async function removePage(dir: string, pathname: string): Promise<void> {
  const type = /\.[^/]+$/.test(pathname.replace(/\/+$/, '')) ? 'endpoint' : 'page';
  const file = pageFile(dir, { pathname, route: { type } } as PathWithRoute);
  await rm(file, { force: true });
  if (type === 'page' && file.endsWith(`${sep}index.html`) && dirname(file) !== dir) {
    await rmdir(dirname(file)).catch(() => undefined);
  }
}

/** Lets the paths' props (every product, per channel) go between passes; a pass reads them anew. */
export const forgetPaths = (renderer: Pick<LiveRenderer, 'prerenderer'>): void =>
  renderer.prerenderer.app?.routeCache?.clearAll();

const hashCount = (m: CspManifest) => m.scripts.length + m.styles.length;

/** Seconds since the last call (or since it was made). */
function stopwatch(): () => number {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const seconds = (now - last) / 1000;
    last = now;
    return Math.round(seconds * 100) / 100;
  };
}

/**
 * Renders one page beside its file (renamed over it later); returns both names, and what it read
 * when it is a page without a key whose reads a patch checks (a keyed page's would go unused).
 */
async function renderPage(
  renderer: LiveRenderer,
  path: PathWithRoute,
  options: PatchOptions,
): Promise<[{ temporary: string; file: string }, PageReads | undefined]> {
  const request = new Request(pageUrl(path, renderer.site));
  // The body is read inside too: a page streamed after `render` returns still reads as it renders.
  const render = async () => {
    const result = await renderer.prerenderer.render(request, { routeData: path.route });
    const response = await options.finish(result instanceof Response ? result : result.response);
    return new Uint8Array(await response.arrayBuffer());
  };
  const tracked = path.cacheKey === undefined && tracksReads(path, renderer.prerenderer);
  const [body, reads] = tracked ? await withPageReads(render) : [await render(), undefined];
  return [await writeBeside(pageFile(renderer.folder, path), body), reads];
}

/** Writes `body` beside `file` under a temporary name (renamed over it later); returns both names. */
async function writeBeside(
  file: string,
  body: string | Uint8Array,
): Promise<{ temporary: string; file: string }> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(temporary, body);
  return { temporary, file };
}

/** Records a draft render shows instead of the stored ones: kind → key → record (see per-render.ts). */
export type RenderOverrides = Record<string, Record<string, unknown>>;

/** A page rendered for a preview: never written anywhere, handed back to be served once. */
export interface DraftPage {
  status: number;
  html: string;
  /** The hashes of the inline code the page's render emitted (its CSP). */
  csp: CspManifest;
}

/**
 * Renders one page of the channel with `overrides` in place of the stored records, with the
 * loaded code, and returns it without writing anything: the published folder, the page keys and
 * the data the next patch starts from stay as they were. Null when the site has no such page.
 * The pass reads nothing changed since the last one (only the overridden records are new).
 */
export async function renderDraftPage(
  renderer: LiveRenderer,
  pathname: string,
  overrides: RenderOverrides,
  options: Pick<PatchOptions, 'csp' | 'finish'>,
): Promise<Omit<DraftPage, 'csp'> | null> {
  process.env.SHOP_RENDER_ID = randomUUID();
  process.env.SHOP_RENDER_CHANGES = '{}';
  process.env.SHOP_RENDER_OVERRIDES = JSON.stringify(overrides);
  renderer.prerenderer.app?.routeCache?.clearAll();
  try {
    const paths = await renderer.prerenderer.getStaticPaths();
    const wanted = pathname.replace(/\/+$/, '');
    const path = paths.find((p) => p.pathname.replace(/\/+$/, '') === wanted);
    if (path?.route.type !== 'page') return null;
    const request = new Request(pageUrl(path, renderer.site));
    const result = await renderer.prerenderer.render(request, { routeData: path.route });
    const response = await options.finish(result instanceof Response ? result : result.response);
    return { status: response.status, html: await response.text() };
  } finally {
    delete process.env.SHOP_RENDER_OVERRIDES;
    delete process.env.SHOP_RENDER_CHANGES;
    // The next pass must not find the draft in a memo or in Astro's path cache.
    process.env.SHOP_RENDER_ID = randomUUID();
    forgetPaths(renderer);
  }
}
