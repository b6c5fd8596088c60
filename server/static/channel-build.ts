import { mkdir, readdir, realpath, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { Database } from '../db/client.ts';
import {
  CONTENT_CHANGE_RETENTION_MS,
  changesSince,
  channelContentVersion as channelVersion,
  getContentVersion,
} from '../db/content-version.ts';
import { env } from '../env.ts';
import { log as logger } from '../log.ts';
import type { AstroBuildOptions } from './astro-build.ts';
import { type BuildWorker, createBuildWorker, type LiveMeta } from './build-worker-client.ts';
import type { WorkerCounts } from './build-worker-protocol.ts';
import { pathsGone, servedSite } from './changed-pages.ts';
import { channelSiteUrl, fallbackChannelId } from './channel-sites.ts';
import {
  distLayout,
  pointLink,
  readStamp,
  replaceFile,
  SITE_FORMAT,
  writeStamp,
} from './dist-layout.ts';
import type { DraftPage, RenderOverrides } from './live-renderer.ts';
import { publishSite, readPublished } from './published-sites.ts';
import { folderPath, newFolderName, pruneChannel, retire, type SiteDir } from './site-dir.ts';
import { sourceVersion } from './source-version.ts';

/** One channel to build: its id, host names (for its public URL) and the link it is served from. */
export interface SiteTarget {
  id: string;
  hosts: string[];
  distDir: string;
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

/** What one channel's build needs: the API, and the database it publishes to (none: links only). */
export interface ChannelBuildOptions {
  /** Absolute base URL of the API the pages are rendered from. */
  apiBase: string;
  log?: (line: string) => void;
  /** Each channel's data version is read here and its finished build published in `published_sites`. */
  database?: Database;
  /** The Astro project to build (default STOREFRONT_DIR, else the current folder). */
  root?: string;
}

/**
 * The versions a channel's build reflects: its data (`content`, what its stamp and row record),
 * the shop-wide data (part of every page's cache key) and the storefront's sources.
 */
type Versions = { content: Date; shopWide: Date; source: number };

/**
 * What a renderer reports for one channel; `reused` 0 while every page is rendered. `folder`:
 * the folder it wrote when not the new one it was given (a patch of the published folder).
 */
type Rendered = { rendered: number; reused?: number; folder?: string };

/** The Astro project a build renders (undefined: the current folder). */
const sourceRoot = (options: ChannelBuildOptions): string | undefined => {
  const root = options.root ?? env.STOREFRONT_DIR;
  return root ? resolve(root) : undefined;
};

/** The renderer key of a channel: its site root, build prefix and id. */
const rendererKey = (dir: SiteDir, channelId: string) => `${dir.root}\0${dir.prefix}\0${channelId}`;

/** The arguments of one channel's Astro build into `place.path`, theme included. */
async function astroOptions(
  options: ChannelBuildOptions,
  target: SiteTarget,
  place: { dir: SiteDir; path: string },
  versions: Versions,
): Promise<AstroBuildOptions> {
  const fallback = target.id === fallbackChannelId();
  return {
    outDir: place.path,
    apiBase: options.apiBase,
    log: options.log ?? logger.info,
    channelId: target.id,
    theme: {
      customer: fallback ? (env.SITE_CUSTOMER ?? null) : null,
      theme: env.SITE_THEME ?? null,
    },
    cacheDir: await incrementalCache(place, target.id, versions.source),
    contentVersion: versions.shopWide.toISOString(),
    ...(sourceRoot(options) ? { root: sourceRoot(options) } : {}),
    ...(fallback ? {} : { site: channelSiteUrl(publicSiteUrl(), target.hosts) }),
  };
}

/**
 * Renders one channel: into `place.path` (a new folder), or by patching the folder it published
 * last; writes its pages, stamp and `_changed.json` (what a CDN must invalidate).
 */
async function renderChannel(
  options: ChannelBuildOptions,
  target: SiteTarget,
  place: { dir: SiteDir; path: string },
  versions: Versions,
  phase: (name: string, since: number) => void = () => undefined,
): Promise<Rendered> {
  const started = Date.now();
  const build = await astroOptions(options, target, place, versions);
  phase('options', started);
  const rendering = Date.now();
  // The folder the channel serves now, which this build replaces (a patch writes into it).
  const previous = await realpath(target.distDir).catch(() => undefined);
  const key = rendererKey(place.dir, target.id);
  const worker = buildWorker(target.id);
  const patch = await patched(worker, key, target, build, versions, options.database);
  const built = patch ?? (await worker.build(key, build, versions.source, liveVersions(versions)));
  phase(patch ? 'patch' : 'build', rendering);
  const dir = patch ? patch.folder : place.path;
  // A CDN invalidates only these: the pages rendered now, the lists every build writes anew, and
  // the pages and rewrites the previous folder served that this one no longer does.
  const gone =
    !previous || previous === dir
      ? (built.removedPaths ?? [])
      : pathsGone(await servedSite(previous), await servedSite(dir));
  const changed = [...new Set([...built.renderedPaths, ...(await siteWideFiles(dir)), ...gone])];
  await replaceFile(join(dir, '_changed.json'), `${JSON.stringify(changed, null, 1)}\n`);
  await writeStamp(dir, {
    builtAt: new Date().toISOString(),
    contentVersion: versions.content.toISOString(),
    sourceVersion: versions.source,
    pages: built.pages,
    format: SITE_FORMAT,
  });
  return { rendered: built.rendered, reused: built.reused, ...(patch ? { folder: dir } : {}) };
}

/**
 * The processes that run this node's Astro builds, off the API's thread: one per channel, which
 * keeps that channel's last build loaded (by site root, prefix and channel), so a change renders
 * only its pages into the published folder, with no bundling, and a channel's whole build never
 * holds up another channel's patch. How many whole builds run at once is the caller's (lanes).
 */
const workers = new Map<string, BuildWorker>();

/** The build worker of a channel (a process is started with the first job it gets). */
export const buildWorker = (channelId = fallbackChannelId()): BuildWorker => {
  let worker = workers.get(channelId);
  if (!worker) {
    worker = createBuildWorker({
      maxRss: env.BUILD_WORKER_MAX_RSS_MB * 2 ** 20,
      workRoot: join(process.cwd(), '.build', 'build-workers'),
    });
    workers.set(channelId, worker);
  }
  return worker;
};

const liveVersions = (versions: Versions) => ({
  content: versions.content,
  shopWide: versions.shopWide,
});

/**
 * The channel patched from its live renderer (pages added or removed included), or null when a
 * whole build is needed: no renderer yet (first build on this node), other sources, or a folder
 * published since by another node or build. A patch that fails is logged and built instead.
 */
async function patched(
  worker: BuildWorker,
  key: string,
  target: SiteTarget,
  build: AstroBuildOptions,
  versions: Versions,
  database: Database | undefined,
): Promise<(WorkerCounts & { folder: string }) | null> {
  const live = await patchableRenderer(worker, key, target, versions.source);
  if (!live) return null;
  try {
    const changes = database && (await changedSince(database, target.id, live, versions));
    const made = await worker.patch(
      key,
      { ...build, outDir: live.folder },
      changes ?? null,
      liveVersions(versions),
    );
    if (made) return { ...made, folder: live.folder };
  } catch (error) {
    logger.error(`build: patching channel ${target.id} failed; building it whole:`, error);
  }
  return null;
}

/**
 * The channel's renderer when a change can be patched from it: loaded for these sources and for
 * the folder the channel serves now; undefined when only a whole build will do.
 */
async function patchableRenderer(
  worker: BuildWorker,
  key: string,
  target: SiteTarget,
  source: number,
): Promise<LiveMeta | undefined> {
  const live = worker.live(key);
  if (!live || live.sourceVersion !== source) return undefined;
  const serving = await realpath(target.distDir).catch(() => undefined);
  const folder = await realpath(live.folder).catch(() => undefined);
  return serving && serving === folder ? live : undefined;
}

/** Whether the channel's next build is a patch (seconds), not a whole build (minutes at scale). */
export async function channelPatchable(
  options: ChannelBuildOptions,
  target: SiteTarget,
  dir: SiteDir,
): Promise<boolean> {
  const key = rendererKey(dir, target.id);
  const source = await sourceVersion(sourceRoot(options));
  return (await patchableRenderer(buildWorker(target.id), key, target, source)) !== undefined;
}

/**
 * Margin on the renderer's data version when asking what changed since: a change whose
 * transaction began before the last pass read the data but committed after is read again.
 */
const CHANGE_MARGIN_MS = 10_000;

/**
 * The keys per kind recorded for the channel since the renderer's last pass, so the patch reads
 * only those products again; null (read everything) after a shop-wide change.
 */
async function changedSince(
  database: Database,
  channelId: string,
  live: LiveMeta,
  versions: Versions,
): Promise<Record<string, string[]> | null> {
  if (versions.shopWide.getTime() !== live.versions.shopWide.getTime()) return null;
  const since = new Date(live.versions.content.getTime() - CHANGE_MARGIN_MS);
  // Records older than the retention may be gone (pruned daily): read everything instead.
  if (Date.now() - since.getTime() > CONTENT_CHANGE_RETENTION_MS / 2) return null;
  const byKind: Record<string, string[]> = {};
  for (const { kind, key } of await changesSince(database, channelId, since)) {
    byKind[kind] = [...(byKind[kind] ?? []), key];
  }
  return byKind;
}

/** Files at the root of a build that every build writes anew (sitemaps, manifests). */
async function siteWideFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir);
  return names.filter((n) => /\.(xml|json|txt)$/.test(n)).map((n) => `/${n}`);
}

/**
 * The channel's incremental cache (pages reused when nothing they show changed), beside its
 * builds so every node that builds finds it; one per source version, older ones deleted. Its
 * name does not start with the build prefix, so build pruning leaves it alone.
 */
async function incrementalCache(
  place: { dir: SiteDir },
  channelId: string,
  source: number,
): Promise<string> {
  const parent = join(place.dir.root, channelId);
  const name = `.incremental-${place.dir.prefix}${source}`;
  const stale = (await readdir(parent).catch(() => [] as string[])).filter(
    (n) => n.startsWith(`.incremental-${place.dir.prefix}`) && n !== name,
  );
  await Promise.all(stale.map((n) => rm(join(parent, n), { recursive: true, force: true })));
  return join(parent, name);
}

/** Publishes a finished build: the shared row first (every node), then this node's link; then prunes, later. */
async function publishChannel(
  options: ChannelBuildOptions,
  target: SiteTarget,
  place: { dir: SiteDir; folder: string },
  versions: { content: Date; source: number },
  made: { rendered: number; reused: number },
): Promise<void> {
  const path = folderPath(place.dir, target.id, place.folder);
  const before = options.database && (await readPublished(options.database)).get(target.id);
  if (options.database) {
    await publishSite(options.database, {
      channelId: target.id,
      folder: place.folder,
      contentVersion: versions.content,
      sourceVersion: versions.source,
      ...made,
    });
  }
  const previous = await pointLink(distLayout(target.distDir), path);
  for (const old of [previous, before && folderPath(place.dir, target.id, before.folder)]) {
    if (old && old !== path) await retire(old);
  }
  pruneLater(place.dir, target.id, [place.folder]);
}

/**
 * Deletions of retired builds, one after another, after the channel is published: deleting a
 * folder of 10,000 pages took 8–9 s on a busy machine, which no save should wait for.
 */
let pruning: Promise<void> = Promise.resolve();

function pruneLater(dir: SiteDir, channelId: string, named: string[]): void {
  pruning = pruning
    .then(() => pruneChannel(dir, channelId, named))
    .then(
      () => undefined,
      (error: unknown) => logger.error(`build: retired builds of ${channelId} not deleted:`, error),
    );
}

/** Resolves once the retired builds that published channels left are deleted (tests, shutdown). */
export const retiredBuildsDeleted = (): Promise<void> => pruning;

/**
 * Builds one channel into a new folder of `dir` and publishes it (a patch of its published folder
 * when its worker holds its renderer); a failure is reported, never thrown.
 */
export async function buildChannel(
  options: ChannelBuildOptions,
  target: SiteTarget,
  dir: SiteDir,
): Promise<ChannelBuild> {
  const log = options.log ?? logger.info;
  const startedAt = new Date();
  const folder = newFolderName(dir, startedAt);
  const path = folderPath(dir, target.id, folder);
  const seconds = () => (Date.now() - startedAt.getTime()) / 1000;
  const failed = (error: unknown): ChannelBuild => {
    logger.error(`build: channel ${target.id} failed; its previous site keeps serving:`, error);
    return {
      id: target.id,
      status: 'failed',
      rendered: 0,
      reused: 0,
      pages: 0,
      seconds: seconds(),
    };
  };
  let made: Required<Omit<Rendered, 'folder'>>;
  let versions: Versions;
  let published = folder;
  // Where the channel's time went, in its log line: a slow save is read from the log.
  const phases: string[] = [];
  const phase = (name: string, since: number) =>
    phases.push(`${name} ${((Date.now() - since) / 1000).toFixed(2)}s`);
  try {
    await mkdir(path, { recursive: true });
    versions = await versionsNow(options, target.id, startedAt);
    phase('versions', startedAt.getTime());
    const renderStarted = Date.now();
    const result = await renderChannel(options, target, { dir, path }, versions, phase);
    phase('render', renderStarted);
    made = { rendered: result.rendered, reused: result.reused ?? 0 };
    if (result.folder) {
      // Patched in place: the new folder made for a whole build stays empty.
      await rm(path, { recursive: true, force: true });
      published = basename(result.folder);
    }
  } catch (error) {
    await rm(path, { recursive: true, force: true });
    return failed(error);
  }
  // Once its row is written another node may serve the folder: from here a failure keeps it.
  const publishStarted = Date.now();
  try {
    await publishChannel(options, target, { dir, folder: published }, versions, made);
  } catch (error) {
    return failed(error);
  }
  phase('publish', publishStarted);
  log(
    `built ${made.rendered + made.reused} pages (${made.rendered} rendered, ${made.reused} reused) in ${seconds().toFixed(1)}s (channel ${target.id}: ${phases.join(', ')})`,
  );
  const pages = made.rendered + made.reused;
  return { id: target.id, status: 'done', ...made, pages, seconds: seconds() };
}

/** Astro's `site` default, read the way astro.config.mjs reads it. */
const publicSiteUrl = () => process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321';

/** The versions a channel's build reads now. */
async function versionsNow(
  options: ChannelBuildOptions,
  channelId: string,
  now: Date,
): Promise<Versions> {
  return {
    content: options.database ? await channelVersion(options.database, channelId) : now,
    shopWide: options.database ? await getContentVersion(options.database) : now,
    source: await sourceVersion(sourceRoot(options)),
  };
}

/**
 * After a restart that built nothing: loads the channel's renderer in the build worker for its
 * published folder, so the first change is a patch. An incremental build into a scratch folder
 * reuses every page with a cache key; its renderer is kept for the published folder only if it
 * rendered none of those and wrote as many pages. True when the renderer is loaded; a failure is logged, never thrown.
 */
export async function warmChannel(
  options: ChannelBuildOptions,
  target: SiteTarget,
  dir: SiteDir,
): Promise<boolean> {
  const key = rendererKey(dir, target.id);
  if (buildWorker(target.id).live(key)) return true;
  const path = folderPath(dir, target.id, newFolderName(dir));
  try {
    const serving = await realpath(target.distDir);
    const stamp = await readStamp(serving);
    const versions = await versionsNow(options, target.id, new Date());
    const current =
      stamp?.sourceVersion === versions.source &&
      stamp.contentVersion === versions.content.toISOString();
    if (!stamp || !current) return false;
    await mkdir(path, { recursive: true });
    const build = {
      ...(await astroOptions(options, target, { dir, path }, versions)),
      log: () => undefined,
    };
    const worker = buildWorker(target.id);
    const adopt = { folder: serving, pages: stamp.pages };
    await worker.build(key, build, versions.source, liveVersions(versions), adopt);
    return worker.live(key) !== undefined;
  } catch (error) {
    logger.error(`build: loading channel ${target.id}'s renderer failed:`, error);
    return false;
  } finally {
    await rm(path, { recursive: true, force: true });
  }
}

/**
 * One page of a channel rendered with `overrides` in place of the stored records (a preview),
 * from the channel's loaded code, written nowhere. A node that holds no renderer for the channel
 * loads it first (`warmChannel`, the time of one incremental build); null when it cannot (the
 * published site is being replaced, or no site is published yet) or the site has no such page.
 */
export async function renderChannelDraft(
  options: ChannelBuildOptions,
  target: SiteTarget,
  dir: SiteDir,
  pathname: string,
  overrides: RenderOverrides,
): Promise<DraftPage | null> {
  const key = rendererKey(dir, target.id);
  const worker = buildWorker(target.id);
  if (!worker.live(key)) await warmChannel(options, target, dir);
  const live = worker.live(key);
  if (!live) return null;
  const versions = { ...live.versions, source: live.sourceVersion };
  const build = await astroOptions(options, target, { dir, path: live.folder }, versions);
  return worker.render(key, { ...build, log: () => undefined }, pathname, overrides);
}
