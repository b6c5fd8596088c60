import { randomUUID } from 'node:crypto';
import { access, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { AstroIntegration, PathWithRoute } from 'astro';
import { build } from 'astro';
import {
  THEME_PLUGIN_NAME,
  type ThemeChoice,
  type ThemePluginApi,
} from '../../contract/themes/theme-build.ts';
import {
  type CspManifest,
  createCspCollector,
  mergeCspManifests,
  readCspManifest,
  saveCspManifest,
} from './csp-manifest.ts';
import { hoistIslandStyle } from './hoist-island-style.ts';
import {
  type DraftPage,
  keysOf,
  type LiveRenderer,
  pageUrl,
  patchSite,
  RENDER_AT_ONCE,
  type RenderOverrides,
  renderDraftPage,
  sitePaths,
  tracksReads,
} from './live-renderer.ts';
import { installRenderReads, type PageReads, readsPath, withPageReads } from './page-reads.ts';
import { rulesFromShellPages } from './rewrites.ts';
import { sitemapFiles } from './sitemap-files.ts';

/** Options for one Astro build. */
export interface AstroBuildOptions {
  outDir: string;
  apiBase: string;
  log: (line: string) => void;
  root?: string;
  /** The channel the pages are for (`PUBLIC_CHANNEL_ID` of this build); default: the environment's. */
  channelId?: string;
  /** The public URL of this channel's pages (canonical links, sitemap); default PUBLIC_SITE_URL. */
  site?: string;
  /**
   * The channel's customer set and theme (null or absent: its site setting, read from the API).
   * Given here, never read from the environment, so one process builds each channel with its own.
   */
  theme?: ThemeChoice;
  /**
   * This channel's incremental cache (Astro's `experimental.incrementalBuild`): pages whose
   * `cacheKey` and code are unchanged since the build that filled it are copied, not rendered.
   */
  cacheDir?: string;
  /** The shop-wide data version, part of every page's cache key (see page-cache-key.ts). */
  contentVersion?: string;
}

/** Pages one Astro build wrote: rendered anew, and copied unchanged from the incremental cache. */
export interface AstroBuildCounts {
  pages: number;
  rendered: number;
  reused: number;
  /** URL paths of the pages rendered now (what a CDN must invalidate), sorted. */
  renderedPaths: string[];
  /** URL paths of the pages a patch deleted (the set of pages shrank), sorted. */
  removedPaths?: string[];
  /** The build's page code kept loaded, to patch the folder it wrote (see live-renderer.ts). */
  renderer?: Omit<LiveRenderer, 'folder' | 'sourceVersion' | 'versions'>;
}

/** What the build integration saw: the page count, the pages rendered and Astro's prerenderer. */
type Progress = {
  pages?: number;
  rendered: number;
  paths: string[];
  prerenderer?: LiveRenderer['prerenderer'];
  keys?: LiveRenderer['keys'];
  /** Each dynamic route's listing, kept for the first patch as a patch keeps its own. */
  routes?: LiveRenderer['routes'];
  /** The pages without a cache key (by `readsPath`), and what each of them read when rendered. */
  keyless?: Set<string>;
  reads: Map<string, PageReads>;
  /** The `site` of the build's resolved config (what its pages and sitemaps were rendered for). */
  site?: string;
};

/**
 * Reports the page count as soon as Astro knows it, and counts the pages actually rendered (the
 * rest were copied from the incremental cache), by wrapping Astro's default prerenderer.
 */
function progressIntegration(
  options: AstroBuildOptions,
  counts: Progress,
  csp: CspCollector,
): AstroIntegration {
  const { log } = options;
  return {
    name: 'shop:build-progress',
    hooks: {
      'astro:config:setup': ({ config }) => handTheme(config.vite?.plugins, options),
      'astro:config:done': ({ config }) => {
        if (config.site) counts.site = config.site;
      },
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer((inner) => ({
          ...inner,
          getStaticPaths: async () => {
            // Listed as a patch lists them, so the renderer keeps each route's listing.
            const { paths, routes } = await sitePaths(inner);
            counts.pages = paths.length;
            counts.prerenderer = inner;
            counts.routes = routes;
            counts.keys = keysOf(paths);
            counts.keyless = new Set(
              paths.filter((p) => p.cacheKey === undefined).map((p) => readsPath(p.pathname)),
            );
            log(`building ${paths.length} pages…`);
            return paths;
          },
          render: async (request, options) => {
            const pathname = new URL(request.url).pathname;
            counts.rendered++;
            counts.paths.push(pathname);
            const render = async () => {
              const result = await inner.render(request, options);
              return result instanceof Response
                ? stripCsp(result, csp)
                : { ...result, response: await stripCsp(result.response, csp) };
            };
            // Only a page without a key has its reads checked by a patch (see page-reads.ts).
            const page = readsPath(pathname);
            const keyless = counts.keyless?.has(page) ?? false;
            if (!keyless || !tracksReads({ pathname, route: options.routeData }, inner)) {
              return render();
            }
            const [made, reads] = await withPageReads(render);
            counts.reads.set(page, reads);
            return made;
          },
        }));
      },
    },
  };
}

type CspCollector = ReturnType<typeof createCspCollector>;

/** Gives the storefront's theme plugin (src/themes/theme-plugin.ts) this build's theme, if it has one. */
function handTheme(plugins: unknown, options: AstroBuildOptions): void {
  const flat = [plugins].flat(Number.POSITIVE_INFINITY) as { name?: string; api?: unknown }[];
  const plugin = flat.find((p) => p?.name === THEME_PLUGIN_NAME);
  const api = plugin?.api as ThemePluginApi | undefined;
  api?.takeBuild({
    customer: options.theme?.customer ?? null,
    theme: options.theme?.theme ?? null,
    apiBase: options.apiBase,
    channelId: options.channelId ?? process.env.PUBLIC_CHANNEL_ID ?? 'default',
  });
}

/**
 * An HTML page as it is published: without Astro's CSP meta (its hashes go to the collector) and
 * with the island style in the head. Done as each page renders, so the incremental cache holds
 * finished pages and a build need not read every page again. Other files pass as they are.
 */
async function stripCsp(response: Response, csp: CspCollector): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('text/html')) return response;
  const html = hoistIslandStyle(csp.strip(await response.text()));
  return new Response(html, { status: response.status, headers: response.headers });
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((e) => e.endsWith('.html')).map((e) => `/${e.split(sep).join('/')}`);
}

/** Emits `_rewrites.json` (shell pages for private dynamic routes) unless the storefront did. */
async function emitRewrites(outDir: string, pages: string[]): Promise<void> {
  const target = join(outDir, '_rewrites.json');
  if (
    await access(target).then(
      () => true,
      () => false,
    )
  )
    return;
  const rules = rulesFromShellPages(pages);
  if (rules.length > 0) await writeFile(target, `${JSON.stringify(rules, null, 2)}\n`);
}

/** Builds the storefront into `outDir` against the API at `apiBase`; returns what it wrote. */
export async function runAstroBuild(options: AstroBuildOptions): Promise<AstroBuildCounts> {
  process.env.BUILD_API_BASE = options.apiBase;
  // A new render pass: a build of the same code in this worker loads the modules the last pass
  // loaded (same chunk files), and their per-render memos would serve that pass's data and keys.
  process.env.SHOP_RENDER_ID = randomUUID();
  installRenderReads();
  const restore = channelEnv(options);
  try {
    return await buildPages(options);
  } finally {
    restore();
  }
}

/** Sets the environment one channel's build reads (Vite inlines PUBLIC_*); returns the undo. */
function channelEnv(options: AstroBuildOptions): () => void {
  const saved = {
    channel: process.env.PUBLIC_CHANNEL_ID,
    version: process.env.SHOP_CONTENT_VERSION,
  };
  if (options.channelId) process.env.PUBLIC_CHANNEL_ID = options.channelId;
  if (options.contentVersion) process.env.SHOP_CONTENT_VERSION = options.contentVersion;
  const put = (key: string, value: string | undefined) => {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  };
  return () => {
    put('PUBLIC_CHANNEL_ID', saved.channel);
    put('SHOP_CONTENT_VERSION', saved.version);
  };
}

/**
 * Writes the CSP manifest of the build: the hashes of the pages rendered now, joined with those of
 * the pages rendered into the incremental cache earlier (same code, so the same hashes), which
 * is kept beside the cache. Without a cache every page was rendered now.
 */
async function writeManifest(options: AstroBuildOptions, rendered: CspManifest): Promise<void> {
  let manifest = rendered;
  if (options.cacheDir) {
    manifest = mergeCspManifests(await readCspManifest(options.cacheDir), rendered);
    await mkdir(options.cacheDir, { recursive: true });
    await saveCspManifest(options.cacheDir, manifest);
  }
  await saveCspManifest(options.outDir, manifest);
}

async function buildPages(options: AstroBuildOptions): Promise<AstroBuildCounts> {
  const counts: Progress = { rendered: 0, paths: [], reads: new Map() };
  const csp = createCspCollector();
  await build({
    ...(options.site ? { site: options.site } : {}),
    ...(options.cacheDir
      ? { cacheDir: options.cacheDir, experimental: { incrementalBuild: true } }
      : {}),
    root: options.root ?? process.cwd(),
    outDir: options.outDir,
    mode: 'production',
    logLevel: process.env.ASTRO_LOG_LEVEL === 'info' ? 'info' : 'warn',
    // Astro hashes the inline code it emits itself; the build keeps those hashes only (_csp.json).
    security: { csp: true },
    // A page spends part of its render waiting (its files written, the API): rendering a few at
    // once keeps the worker's core busy. 10,000 products: 132 → 164–177 pages/s, same files.
    build: { concurrency: RENDER_AT_ONCE },
    integrations: [progressIntegration(options, counts, csp)],
  });
  const files = await htmlFiles(options.outDir);
  await emitRewrites(options.outDir, files);
  await writeManifest(options, csp.manifest());
  const pages = counts.pages ?? files.length;
  const rendered = Math.min(counts.rendered, pages);
  const { prerenderer, keys, site } = counts;
  return {
    pages,
    rendered,
    reused: pages - rendered,
    renderedPaths: counts.paths.sort(),
    ...(prerenderer && keys
      ? {
          renderer: {
            prerenderer,
            keys,
            reads: counts.reads,
            ...(counts.routes ? { routes: counts.routes } : {}),
            site: site ?? siteUrl(options),
          },
        }
      : {}),
  };
}

/** The URL paths of the page routes among a build's paths (what its sitemap lists). */
const pagePathnames = (paths: PathWithRoute[]) =>
  paths.filter((p) => p.route.type === 'page').map((p) => pageUrl(p, 'http://x').pathname);

/** The URL pages are rendered for: the channel's own, else Astro's `site` default (PUBLIC_SITE_URL). */
const siteUrl = (options: AstroBuildOptions) =>
  options.site ?? process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321';

/**
 * Renders again, in the folder `renderer` wrote last, only the pages whose data changed since and
 * the pages that are new, with the same loaded code (no bundling); deletes the pages that left and
 * writes the sitemaps anew when the set of pages moved.
 */
export async function runAstroPatch(
  options: AstroBuildOptions,
  renderer: LiveRenderer,
  changes: Record<string, string[]> | null,
): Promise<AstroBuildCounts | null> {
  process.env.BUILD_API_BASE = options.apiBase;
  installRenderReads();
  const restore = channelEnv(options);
  // What changed since the renderer's last pass (src/lib/shared/per-render.ts), for this pass only.
  if (changes) process.env.SHOP_RENDER_CHANGES = JSON.stringify(changes);
  const csp = createCspCollector();
  try {
    const made = await patchSite(renderer, {
      changes,
      csp,
      finish: (response) => stripCsp(response, csp),
      pageLists: async (paths) =>
        (await sitemapFiles(renderer.site, pagePathnames(paths))).map((f) => ({
          name: f.name,
          body: f.xml,
        })),
    });
    const { paths, reads, render, publish } = made.steps;
    const slowest = made.routes.slowest.map((t) => `${t.route} ${t.seconds}s`).join(', ');
    options.log(
      `patched ${made.rendered} of ${made.pages} pages, ${made.removedPaths.length} removed (paths ${paths}s, ${made.routes.listed} of ${made.routes.of} routes listed again${slowest ? `, slowest ${slowest}` : ''}, waited ${made.routes.waited}s for the check of ${made.routes.asked} answers, reads ${reads}s, render ${render}s, publish ${publish}s)`,
    );
    return made;
  } finally {
    delete process.env.SHOP_RENDER_CHANGES;
    restore();
  }
}

/**
 * Renders one page of the channel `renderer` holds with `overrides` in place of the stored
 * records (a preview), with the loaded code and this channel's environment; writes nothing.
 * Null when the site has no page at `pathname`.
 */
export async function runAstroRender(
  options: AstroBuildOptions,
  renderer: LiveRenderer,
  pathname: string,
  overrides: RenderOverrides,
): Promise<DraftPage | null> {
  process.env.BUILD_API_BASE = options.apiBase;
  const restore = channelEnv(options);
  const csp = createCspCollector();
  try {
    const page = await renderDraftPage(renderer, pathname, overrides, {
      csp,
      finish: (response) => stripCsp(response, csp),
    });
    return page && { ...page, csp: csp.manifest() };
  } finally {
    restore();
  }
}
