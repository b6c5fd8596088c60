import { mkdir, readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { getContentVersion } from './db/content-version.ts';
import { env } from './env.ts';
import { log as logger } from './log.ts';
import { runAstroBuild } from './static/astro-build.ts';
import { channelSiteUrl, fallbackChannelId, listChannelSites } from './static/channel-sites.ts';
import {
  type DistLayout,
  distLayout,
  newBuildDir,
  SITE_FORMAT,
  swapIn,
  writeStamp,
} from './static/dist-layout.ts';
import { listen } from './static/network.ts';
import { openShopDatabase } from './static/runtime.ts';
import { sourceVersion } from './static/source-version.ts';

/** One channel to build: its id, host names (for its public URL) and the link it is served from. */
export interface SiteTarget {
  id: string;
  hosts: string[];
  distDir: string;
}

/** Options for one site build. */
export interface BuildSiteOptions {
  /** Absolute base URL of the API the pages are rendered from. */
  apiBase: string;
  log?: (line: string) => void;
  /** The data version this build reflects; defaults to the moment the build starts. */
  contentVersion?: Date;
  /**
   * The shop-wide data version (moved by changes every page may show, not by one product's edit):
   * part of every page's incremental cache key. Defaults to `contentVersion`.
   */
  shopWideVersion?: Date;
  /** The served link (default DIST_DIR or `dist`), when no `channels` are given. */
  distDir?: string;
  /** Channels to build one after another, each into its own folder (default: the fallback one). */
  channels?: SiteTarget[];
}

/** What one channel's build produced. */
export interface ChannelBuild {
  id: string;
  pages: number;
  /** Pages rendered anew; the rest were copied from the channel's incremental cache. */
  rendered: number;
  reused: number;
  seconds: number;
}

/** What a finished build produced (all channels). */
export interface BuildResult {
  pages: number;
  dir: string;
  seconds: number;
  channels: ChannelBuild[];
}

async function buildChannel(
  options: BuildSiteOptions,
  target: SiteTarget,
): Promise<ChannelBuild & { dir: string }> {
  const log = options.log ?? logger.info;
  const startedAt = new Date();
  const layout = distLayout(target.distDir);
  const dir = newBuildDir(layout, startedAt);
  await mkdir(dir, { recursive: true });
  const fallback = target.id === fallbackChannelId();
  try {
    const version = await sourceVersion();
    const contentVersion = (options.contentVersion ?? startedAt).toISOString();
    const cacheDir = incrementalCacheDir(layout, target.id, version);
    await pruneIncrementalCaches(layout, target.id, cacheDir);
    const { pages, rendered, reused } = await runAstroBuild({
      outDir: dir,
      apiBase: options.apiBase,
      log,
      channelId: target.id,
      keepCustomer: fallback,
      cacheDir,
      contentVersion: (
        options.shopWideVersion ??
        options.contentVersion ??
        startedAt
      ).toISOString(),
      ...(fallback ? {} : { site: channelSiteUrl(publicSiteUrl(), target.hosts) }),
    });
    await writeStamp(dir, {
      builtAt: new Date().toISOString(),
      contentVersion,
      sourceVersion: version,
      pages,
      format: SITE_FORMAT,
    });
    await swapIn(layout, dir);
    const seconds = (Date.now() - startedAt.getTime()) / 1000;
    log(
      `built ${pages} pages (${rendered} rendered, ${reused} reused) in ${seconds.toFixed(1)}s (channel ${target.id})`,
    );
    return { id: target.id, pages, rendered, reused, seconds, dir };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * One channel's incremental cache, per version of the sources: new code starts an empty cache, so
 * a page is only ever copied from a build of the same code (its asset names match).
 */
const incrementalCacheDir = (layout: DistLayout, channelId: string, source: number) =>
  join(layout.buildsDir, 'incremental', `${channelId}-${source}`);

/** Deletes a channel's caches of older sources (never read again: new code starts a new cache). */
async function pruneIncrementalCaches(layout: DistLayout, channelId: string, keep: string) {
  const root = join(layout.buildsDir, 'incremental');
  const names = await readdir(root).catch(() => [] as string[]);
  const old = names.filter((n) => n.startsWith(`${channelId}-`) && join(root, n) !== keep);
  await Promise.all(old.map((n) => rm(join(root, n), { recursive: true, force: true })));
}

/** Astro's `site` default, read the way astro.config.mjs reads it. */
const publicSiteUrl = () => process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321';

async function buildOnce(options: BuildSiteOptions): Promise<BuildResult> {
  const startedAt = Date.now();
  const targets = options.channels ?? [
    { id: fallbackChannelId(), hosts: [], distDir: distLayout(options.distDir).distDir },
  ];
  // One channel after another in this process: Astro's build is CPU-bound, so parallel gains nothing.
  const built: (ChannelBuild & { dir: string })[] = [];
  for (const target of targets) built.push(await buildChannel(options, target));
  return {
    pages: built.reduce((sum, b) => sum + b.pages, 0),
    dir: built[0]?.dir ?? '',
    seconds: (Date.now() - startedAt) / 1000,
    channels: built.map(({ dir: _dir, ...channel }) => channel),
  };
}

let running: Promise<BuildResult> | undefined;
let queued: Promise<BuildResult> | undefined;

/**
 * Builds the storefront into a fresh folder and swaps `dist` to it atomically; the old site keeps
 * being served until the swap. Calls during a build wait and share one follow-up build.
 */
export function buildSite(options: BuildSiteOptions): Promise<BuildResult> {
  if (!running) {
    running = buildOnce(options).finally(() => {
      running = undefined;
    });
    return running;
  }
  queued ??= running
    .catch(() => undefined)
    .then(() => {
      queued = undefined;
      return buildSite(options);
    });
  return queued;
}

/** Whether a shop API answers at `apiBase`. */
async function apiReachable(apiBase: string): Promise<boolean> {
  try {
    const res = await fetch(new URL('/v1/settings/front', apiBase), {
      signal: AbortSignal.timeout(3000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** `npm run build`: use a running API, or start one in this process for the build. */
async function cli(): Promise<void> {
  const log = (line: string) => logger.info(line);
  const apiBase = env.BUILD_API_BASE ?? `http://127.0.0.1:${env.PORT}`;
  if (await apiReachable(apiBase)) {
    log(`build: rendering channel ${fallbackChannelId()} from the API at ${apiBase}`);
    await buildSite({ apiBase, log });
    return;
  }
  log(`build: no API at ${apiBase}; starting one in this process`);
  const database = await openShopDatabase(
    { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL },
    log,
  );
  try {
    const api = createApp({ database });
    const server = await listen((req, bindings) => api.fetch(req, bindings), 0, '127.0.0.1');
    try {
      const contentVersion = await getContentVersion(database);
      const channels = await listChannelSites(database, distLayout().distDir);
      await buildSite({
        apiBase: `http://127.0.0.1:${server.port}`,
        log,
        contentVersion,
        channels,
      });
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  cli().then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error('build failed:', error);
      process.exit(1);
    },
  );
}
