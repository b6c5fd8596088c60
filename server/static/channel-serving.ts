import { type BuildResult, buildLanes, buildSite, type ChannelBuild } from '../build.ts';
import type { Database } from '../db/client.ts';
import { channelContentVersion as channelVersion } from '../db/content-version.ts';
import { SITE_BUILD_LOCKS, trySessionLock } from '../db/session-lock.ts';
import { log as logger } from '../log.ts';
import { type SiteTarget, warmChannel } from './channel-build.ts';
import type { ChannelSite } from './channel-sites.ts';
import { fallbackChannelId, siteForHost } from './channel-sites.ts';
import { readStamp, staleReason } from './dist-layout.ts';
import { type PublishedSite, readPublished } from './published-sites.ts';
import { folderPath, type SiteDir } from './site-dir.ts';
import { sourceVersion } from './source-version.ts';
import { createWholeBuilds } from './whole-builds.ts';

type Handler = (request: Request) => Promise<Response>;

/** Builds the channels of a node and tells whether they are current. */
export interface SitePublisher {
  /** Channels whose published build is missing, or older than their data or the sources. */
  stale(options?: { quiet?: boolean }): Promise<ChannelSite[]>;
  /**
   * Builds every channel, or the stale ones, fallback first; each is published when done. With
   * `afterWholeBuild`, the whole builds run beside the round: `later` reports them when they end.
   */
  build(
    scope: 'all' | 'stale',
    progress?: (channel: ChannelBuild) => unknown,
  ): Promise<BuildResult & { later?: Promise<BuildResult> }>;
  /** Channels whose last build on this node failed, so they are left on their previous site. */
  lastFailed(): number;
  /** Resolves once no whole build handed off by a round is queued or running here. */
  settled(): Promise<void>;
  /** Loads each channel's renderer for its published folder (after a restart that built nothing). */
  warm(): Promise<void>;
}

/** What a publisher needs: the channels, the database, where builds go, the API to render from. */
export interface PublisherOptions {
  database: Database;
  sites: readonly ChannelSite[];
  siteDir: SiteDir;
  /** Known once the server listens. */
  apiBase: () => string;
  /** Where the sources are (STOREFRONT_DIR), for their version. */
  sourceRoot?: string;
  log: (line: string) => void;
  /** Called as each channel is published, so this node serves it at once. */
  onPublished?: () => unknown;
  /**
   * Given on a serving node: a channel that needs a whole build gets it beside the rounds, so a
   * round patching the other channels (and the save after it) never waits for it; called after
   * each such build, to start a round for what changed while it ran. Without it a round waits.
   */
  afterWholeBuild?: () => unknown;
}

/**
 * A whole build's locks: its channel's (no other process builds or patches it meanwhile), and
 * the whole builds' shared one (anyone reading the rebuild state can tell a build still runs).
 */
async function wholeBuildLock(
  database: Database,
  channelId: string,
): Promise<(() => Promise<void>) | null> {
  const running = await trySessionLock(database, SITE_BUILD_LOCKS.wholeBuilds, 'shared');
  if (!running) return null;
  const channel = await trySessionLock(database, SITE_BUILD_LOCKS.channel(channelId));
  if (!channel) {
    await running();
    return null;
  }
  return async () => {
    await channel();
    await running();
  };
}

/** A node's publisher: the staleness check per channel and the build of the channels that need one. */
export function createSitePublisher(options: PublisherOptions): SitePublisher {
  const { database, sites, log } = options;
  const failed = new Set<string>();
  const noteBuilt = (channel: ChannelBuild) => {
    if (channel.status === 'failed') failed.add(channel.id);
    else failed.delete(channel.id);
  };
  const { afterWholeBuild } = options;
  /** Every whole build's report, in the order they ended (a round's `later` reads its own). */
  const wholeReports: ChannelBuild[] = [];
  const wholeBuilds =
    afterWholeBuild &&
    createWholeBuilds<ChannelBuild>({
      lanes: buildLanes(),
      alone: fallbackChannelId(),
      lock: (channelId) => wholeBuildLock(database, channelId),
      async done(_channelId, built) {
        if (built) {
          noteBuilt(built);
          wholeReports.push(built);
          await options.onPublished?.();
        }
        await afterWholeBuild();
      },
    });
  /** Why the channel's published site is stale, or undefined when it is current. */
  const staleness = async (
    channelId: string,
    published: Map<string, PublishedSite>,
    source: number,
  ): Promise<string | undefined> => {
    const row = published.get(channelId);
    const stamp = row && (await readStamp(folderPath(options.siteDir, channelId, row.folder)));
    if (row && !stamp) return `published build ${row.folder} is missing from SITE_DIR`;
    return staleReason(stamp, await channelVersion(database, channelId), source);
  };
  const staleOne = async (target: SiteTarget) =>
    (await staleness(
      target.id,
      await readPublished(database),
      await sourceVersion(options.sourceRoot),
    )) !== undefined;
  const stale = async ({ quiet = false } = {}) => {
    const published = await readPublished(database);
    const source = await sourceVersion(options.sourceRoot);
    const result: ChannelSite[] = [];
    for (const site of sites) {
      const reason = await staleness(site.id, published, source);
      if (!reason) continue;
      if (!quiet) log(`build: channel ${site.id}: ${reason}`);
      result.push(site);
    }
    return result;
  };
  return {
    stale,
    async build(scope, progress) {
      const targets = scope === 'all' ? [...sites] : await stale({ quiet: true });
      const reportsBefore = wholeReports.length;
      if (targets.length === 0) log('build: every channel site is up to date (0 pages rendered)');
      const result = await buildSite({
        apiBase: options.apiBase(),
        log,
        database,
        channels: targets,
        siteDir: options.siteDir,
        ...(wholeBuilds ? { wholeBuilds } : {}),
        ...(wholeBuilds && scope === 'stale'
          ? { stillStale: (target: SiteTarget) => staleOne(target) }
          : {}),
        onChannel: async (channel) => {
          noteBuilt(channel);
          await options.onPublished?.();
          await progress?.(channel);
        },
      });
      if (result.channels.length > 0) reportBuild(result, log);
      else if (targets.length > 0 && (result.handedOff ?? []).length === 0) {
        log(
          `built 0 of ${targets.length} channel sites (each is being built whole, here or elsewhere)`,
        );
      }
      if (!wholeBuilds?.busy()) return result;
      // The whole builds this round handed off, reported when they end; a round that found them
      // running waits for them too, so the rebuild state says building until then.
      const handed = new Set(result.handedOff ?? []);
      const later = wholeBuilds.settled().then(() => {
        const channels = wholeReports.slice(reportsBefore).filter((c) => handed.has(c.id));
        const whole = {
          pages: channels.reduce((sum, c) => sum + c.pages, 0),
          dir: result.dir,
          seconds: channels.reduce((sum, c) => sum + c.seconds, 0),
          failed: channels.filter((c) => c.status === 'failed').length,
          channels,
        };
        if (channels.length > 0) reportBuild(whole, log);
        return whole;
      });
      return { ...result, later };
    },
    lastFailed: () => failed.size,
    settled: () => wholeBuilds?.settled() ?? Promise.resolve(),
    async warm() {
      for (const site of sites) {
        const build = { apiBase: options.apiBase(), log, database };
        const loaded = await warmChannel(build, site, options.siteDir);
        log(
          `build: channel ${site.id}: ${loaded ? 'renderer loaded; its first change is a patch' : 'renderer not loaded; its first change is a whole build'}`,
        );
      }
    },
  };
}

/** How long start-up waits: while another node builds, and before trying a failed build again. */
export type KeepCurrentTiming = { busyMs: number; retryMs: number; maxRetryMs: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Start-up: builds the stale channels (through `start`, which takes the rebuild lock shared by
 * every node) until each channel is current. Another node building: waits for it and looks again.
 * A failed build: the channel keeps its previous site (or its building page) and is tried again
 * later, with growing waits. Never throws: no build failure stops the server. Resolves to
 * whether it started a build (false: every channel was current).
 */
export async function keepSitesCurrent(
  publisher: SitePublisher,
  start: () => Promise<{ started: boolean; done: Promise<void> }>,
  log: (line: string) => void,
  timing: KeepCurrentTiming = { busyMs: 2000, retryMs: 30_000, maxRetryMs: 300_000 },
): Promise<boolean> {
  let retry = timing.retryMs;
  let quiet = false;
  let waited = false;
  let staleBefore = '';
  for (;;) {
    try {
      const stale = await publisher.stale({ quiet });
      // The same channels stale after a round: another process builds them; look again later.
      const staleNow = stale.map((s) => s.id).join(' ');
      if (waited && staleNow === staleBefore) await sleep(timing.busyMs);
      staleBefore = staleNow;
      if (stale.length === 0) {
        if (!waited) log('build: every channel site is up to date (0 pages rendered)');
        log('build: every channel site is published');
        return waited;
      }
      const attempt = await start();
      await attempt.done;
      await publisher.settled();
      quiet = !attempt.started;
      waited = true;
      if (!attempt.started) {
        await sleep(timing.busyMs);
        continue;
      }
      if (publisher.lastFailed() === 0) continue;
    } catch (error) {
      logger.error('build: start-up build not run:', error);
    }
    log(`build: trying the channels left without a current site again in ${retry / 1000}s`);
    await sleep(retry);
    retry = Math.min(retry * 2, timing.maxRetryMs);
    quiet = false;
  }
}

/** Logs the time each channel's build took. */
export function reportBuild(result: BuildResult, log: (line: string) => void): void {
  const parts = result.channels.map(
    (c) =>
      `${c.id} ${c.status === 'failed' ? 'FAILED' : `${c.rendered} pages`} ${c.seconds.toFixed(1)}s`,
  );
  log(
    `built ${result.channels.length - result.failed} of ${result.channels.length} channel sites in ${result.seconds.toFixed(1)}s (${parts.join(', ')})`,
  );
}

/**
 * One handler for every channel: the request's host name picks the channel's site (unknown hosts
 * the fallback one). A channel flagged invalid answers every page with its 404 page (its build
 * renders the invalid-channel layout) and status 404; its scripts and styles are still served.
 */
export function createChannelSiteHandler(
  sites: readonly ChannelSite[],
  handlerFor: (site: ChannelSite) => Handler,
): Handler {
  const handlers = new Map(sites.map((site) => [site.id, handlerFor(site)]));
  return (request) => {
    const url = new URL(request.url);
    const site = siteForHost(sites, url.host);
    const handler = site && handlers.get(site.id);
    if (!site || !handler) return Promise.resolve(new Response(null, { status: 404 }));
    if (site.isInvalid && !isAsset(url.pathname)) {
      // A hidden segment never names a file, so the site handler answers with its 404 page.
      return handler(new Request(new URL('/.invalid-channel/', url), request));
    }
    return handler(request);
  };
}

/** Build assets a page needs (hashed scripts and styles, media files of the build). */
const isAsset = (path: string) =>
  path.startsWith('/_astro/') || /\.(css|js|svg|png|ico)$/.test(path);
