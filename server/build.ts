import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import type { Database } from './db/client.ts';
import { channelContentVersion as channelVersion } from './db/content-version.ts';
import { env } from './env.ts';
import { log as logger } from './log.ts';
import { runAstroBuild } from './static/astro-build.ts';
import { channelSiteUrl, fallbackChannelId, listChannelSites } from './static/channel-sites.ts';
import { distLayout, pointLink, SITE_FORMAT, writeStamp } from './static/dist-layout.ts';
import { listen } from './static/network.ts';
import { publishSite, readPublished } from './static/published-sites.ts';
import { openShopDatabase } from './static/runtime.ts';
import {
  folderPath,
  newFolderName,
  pruneChannel,
  retire,
  type SiteDir,
  siteDir,
} from './static/site-dir.ts';
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
  /**
   * The shop's database: each channel's data version is read from it and each finished build is
   * published in `published_sites` for every node. Without it a build only moves the links.
   */
  database?: Database;
  /** The served link (default DIST_DIR or `dist`), when no `channels` are given. */
  distDir?: string;
  /** Channels to build one after another, each into its own folder (default: the fallback one). */
  channels?: SiteTarget[];
  /** Where builds are written (default SITE_DIR). */
  siteDir?: SiteDir;
  /** The Astro project to build (default STOREFRONT_DIR, else the current folder). */
  root?: string;
  /** Called once per channel when its build is published or has failed. */
  onChannel?: (build: ChannelBuild) => unknown;
}

/** What one channel's build produced: pages rendered now, pages reused from the previous build. */
export interface ChannelBuild {
  id: string;
  status: 'done' | 'failed';
  rendered: number;
  reused: number;
  /** rendered + reused: the pages the channel's site holds. */
  pages: number;
  seconds: number;
}

/** What a finished build produced (all channels); `failed` counts channels left on their old site. */
export interface BuildResult {
  pages: number;
  dir: string;
  seconds: number;
  failed: number;
  channels: ChannelBuild[];
}

/** What a renderer reports for one channel; `reused` 0 while every page is rendered. */
type Rendered = { rendered: number; reused?: number };

/** The Astro project a build renders (undefined: the current folder). */
const sourceRoot = (options: BuildSiteOptions): string | undefined => {
  const root = options.root ?? env.STOREFRONT_DIR;
  return root ? resolve(root) : undefined;
};

/** URL paths of the pages in a build folder (`/a/index.html` → `/a/`), for `_changed.json`. */
async function pagePaths(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries
    .filter((e) => e.endsWith('.html'))
    .map((e) => `/${e.split(sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1'))
    .sort();
}

/** Renders one channel into `dir`: its pages, stamp and `_changed.json` (what a CDN must invalidate). */
async function renderChannel(
  options: BuildSiteOptions,
  target: SiteTarget,
  dir: string,
  versions: { content: Date; source: number },
): Promise<Rendered> {
  const fallback = target.id === fallbackChannelId();
  const rendered = await runAstroBuild({
    outDir: dir,
    apiBase: options.apiBase,
    log: options.log ?? logger.info,
    channelId: target.id,
    keepCustomer: fallback,
    ...(sourceRoot(options) ? { root: sourceRoot(options) } : {}),
    ...(fallback ? {} : { site: channelSiteUrl(publicSiteUrl(), target.hosts) }),
  });
  // Every page is rendered now; an incremental build lists only the pages it rendered.
  await writeFile(join(dir, '_changed.json'), `${JSON.stringify(await pagePaths(dir), null, 1)}\n`);
  await writeStamp(dir, {
    builtAt: new Date().toISOString(),
    contentVersion: versions.content.toISOString(),
    sourceVersion: versions.source,
    pages: rendered,
    format: SITE_FORMAT,
  });
  return { rendered };
}

/** Publishes a finished build: the shared row first (every node), then this node's link, then prunes. */
async function publishChannel(
  options: BuildSiteOptions,
  target: SiteTarget,
  place: { dir: SiteDir; folder: string },
  versions: { content: Date; source: number },
): Promise<void> {
  const path = folderPath(place.dir, target.id, place.folder);
  const before = options.database && (await readPublished(options.database)).get(target.id);
  if (options.database) {
    await publishSite(options.database, {
      channelId: target.id,
      folder: place.folder,
      contentVersion: versions.content,
      sourceVersion: versions.source,
    });
  }
  const previous = await pointLink(distLayout(target.distDir), path);
  for (const old of [previous, before && folderPath(place.dir, target.id, before.folder)]) {
    if (old && old !== path) await retire(old);
  }
  await pruneChannel(place.dir, target.id, [place.folder]);
}

async function buildChannel(
  options: BuildSiteOptions,
  target: SiteTarget,
  dir: SiteDir,
): Promise<ChannelBuild> {
  const log = options.log ?? logger.info;
  const startedAt = new Date();
  const folder = newFolderName(dir, startedAt);
  const path = folderPath(dir, target.id, folder);
  const seconds = () => (Date.now() - startedAt.getTime()) / 1000;
  try {
    await mkdir(path, { recursive: true });
    const versions = {
      content: options.database ? await channelVersion(options.database, target.id) : startedAt,
      source: await sourceVersion(sourceRoot(options)),
    };
    const { rendered, reused = 0 } = await renderChannel(options, target, path, versions);
    await publishChannel(options, target, { dir, folder }, versions);
    log(`built ${rendered} pages in ${seconds().toFixed(1)}s (channel ${target.id})`);
    return {
      id: target.id,
      status: 'done',
      rendered,
      reused,
      pages: rendered + reused,
      seconds: seconds(),
    };
  } catch (error) {
    await rm(path, { recursive: true, force: true });
    logger.error(
      `build: channel ${target.id} failed; its previous site (if any) keeps serving:`,
      error,
    );
    return {
      id: target.id,
      status: 'failed',
      rendered: 0,
      reused: 0,
      pages: 0,
      seconds: seconds(),
    };
  }
}

/** Astro's `site` default, read the way astro.config.mjs reads it. */
const publicSiteUrl = () => process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321';

async function buildOnce(options: BuildSiteOptions): Promise<BuildResult> {
  const startedAt = Date.now();
  const targets = options.channels ?? [
    { id: fallbackChannelId(), hosts: [], distDir: distLayout(options.distDir).distDir },
  ];
  const dir = options.siteDir ?? siteDir(env.SITE_DIR, targets[0]?.distDir);
  // One channel after another in this process: Astro's build is CPU-bound and reads channel
  // settings from process.env, so builds in one process cannot overlap.
  const built: ChannelBuild[] = [];
  for (const target of targets) {
    const result = await buildChannel(options, target, dir);
    built.push(result);
    await options.onChannel?.(result);
  }
  const first = built[0]?.status === 'done' ? targets[0] : undefined;
  return {
    pages: built.reduce((sum, b) => sum + b.pages, 0),
    dir: first ? distLayout(first.distDir).distDir : '',
    seconds: (Date.now() - startedAt) / 1000,
    failed: built.filter((b) => b.status === 'failed').length,
    channels: built,
  };
}

let running: Promise<BuildResult> | undefined;
let queued: Promise<BuildResult> | undefined;

/**
 * Builds each channel into a fresh folder and publishes it (the shared row, then the `dist` link);
 * the old site keeps being served until then, and also when a channel's build fails (reported in
 * the result, never thrown). Calls during a build wait and share one follow-up build.
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

/** A CDN pipeline must not upload a partial set of folders: the command fails when a channel did. */
function failOnFailedChannels(result: BuildResult): void {
  const failed = result.channels.filter((c) => c.status === 'failed').map((c) => c.id);
  if (failed.length > 0) throw new Error(`channels not built: ${failed.join(', ')}`);
}

/** `npm run build`: use a running API, or start one in this process for the build. */
async function cli(): Promise<void> {
  const log = (line: string) => logger.info(line);
  const apiBase = env.BUILD_API_BASE ?? `http://127.0.0.1:${env.PORT}`;
  if (await apiReachable(apiBase)) {
    log(`build: rendering channel ${fallbackChannelId()} from the API at ${apiBase}`);
    failOnFailedChannels(await buildSite({ apiBase, log }));
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
      const channels = await listChannelSites(database, distLayout().distDir);
      failOnFailedChannels(
        await buildSite({ apiBase: `http://127.0.0.1:${server.port}`, log, database, channels }),
      );
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
