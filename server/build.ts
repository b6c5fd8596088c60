import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { env } from './env.ts';
import { log as logger } from './log.ts';
import {
  buildChannel,
  type ChannelBuild,
  type ChannelBuildOptions,
  channelPatchable,
  type SiteTarget,
} from './static/channel-build.ts';
import { channelIdsOf, fallbackChannelId, listChannelSites } from './static/channel-sites.ts';
import { distLayout } from './static/dist-layout.ts';
import { listen } from './static/network.ts';
import { openShopDatabase } from './static/runtime.ts';
import { type SiteDir, siteDir } from './static/site-dir.ts';
import type { WholeBuilds } from './static/whole-builds.ts';

export type { ChannelBuild, SiteTarget };

/** Options for one site build (with `database`, each channel's build is published to every node). */
export interface BuildSiteOptions extends ChannelBuildOptions {
  /** The served link (default DIST_DIR or `dist`), when no `channels` are given. */
  distDir?: string;
  /** Channels to build one after another, each into its own folder (default: the fallback one). */
  channels?: SiteTarget[];
  /** Where builds are written (default SITE_DIR). */
  siteDir?: SiteDir;
  /** Channels built at once after the fallback one (default BUILD_WORKERS), each in its own worker. */
  lanes?: number;
  /**
   * A serving node's queue of whole builds: the round then patches the channels it can, under
   * each channel's lock, and hands the others to the queue instead of waiting minutes for them.
   */
  wholeBuilds?: WholeBuilds<ChannelBuild>;
  /** With `wholeBuilds`: whether a channel still needs building once its lock is taken. */
  stillStale?: StillStale;
  /** Called once per channel when its build is published or has failed. */
  onChannel?: (build: ChannelBuild) => unknown;
}

/** Whether a channel's published site is still older than its data or the sources. */
export type StillStale = (target: SiteTarget) => Promise<boolean>;

/** What a finished build produced (all channels); `failed` counts channels left on their old site. */
export interface BuildResult {
  pages: number;
  dir: string;
  seconds: number;
  failed: number;
  channels: ChannelBuild[];
  /** Channels this round handed to the whole builds' queue instead of building them. */
  handedOff?: string[];
}

/** BUILD_WORKERS, else one: on a loaded 2-core machine two workers at once did not start faster. */
export const buildLanes = (): number => env.BUILD_WORKERS ?? 1;

/** Patches at once in a round: as many as the cores, at most 4, at least BUILD_WORKERS. */
const patchesAtOnce = (): number => Math.max(buildLanes(), Math.min(availableParallelism(), 4));

/**
 * The round's channels: with `wholeBuilds`, those a patch brings up to date; each one that needs
 * a whole build is handed to the queue instead (and one already there is left to it: its own
 * follow-up round catches up with what changed meanwhile).
 */
async function channelsOfRound(
  options: BuildSiteOptions,
  targets: SiteTarget[],
  dir: SiteDir,
): Promise<{ round: SiteTarget[]; handedOff: string[] }> {
  const { wholeBuilds } = options;
  if (!wholeBuilds) return { round: targets, handedOff: [] };
  const round: SiteTarget[] = [];
  const handedOff: string[] = [];
  for (const target of targets) {
    if (wholeBuilds.has(target.id)) continue;
    if (await channelPatchable(options, target, dir)) {
      round.push(target);
      continue;
    }
    const run = () => buildChannel(options, target, dir);
    const wanted = options.stillStale && (() => (options.stillStale as StillStale)(target));
    const job = { channelId: target.id, run, ...(wanted ? { wanted } : {}) };
    // Queued here, or left to the process whose lock holds it (or that has just built it).
    if (await wholeBuilds.hand(job)) handedOff.push(target.id);
  }
  return { round, handedOff };
}

async function buildOnce(options: BuildSiteOptions): Promise<BuildResult> {
  const startedAt = Date.now();
  const targets = options.channels ?? [
    { id: fallbackChannelId(), hosts: [], distDir: distLayout(options.distDir).distDir },
  ];
  const dir = options.siteDir ?? siteDir(env.SITE_DIR, targets[0]?.distDir);
  const { round, handedOff } = await channelsOfRound(options, targets, dir);
  const built: ChannelBuild[] = [];
  const one = async (target: SiteTarget, index: number) => {
    const build = () => buildChannel(options, target, dir);
    const result = options.wholeBuilds
      ? await options.wholeBuilds.exclusive(target.id, build)
      : await build();
    if (!result) return;
    built[index] = result;
    await options.onChannel?.(result);
  };
  // Whole builds: the fallback channel alone first (it is served as soon as it is published),
  // then the others `lanes` at once. Patches (a round beside the whole builds): a few at once,
  // each in its channel's worker, as they take seconds and mostly wait for the API.
  const patches = options.wholeBuilds !== undefined;
  const alone = patches || !round[0] ? 0 : 1;
  if (alone) await one(round[0] as SiteTarget, 0);
  let next = alone;
  const lane = async () => {
    for (let i = next++; i < round.length; i = next++) await one(round[i] as SiteTarget, i);
  };
  const lanes = Math.min(
    patches ? patchesAtOnce() : (options.lanes ?? buildLanes()),
    round.length - alone,
  );
  await Promise.all(Array.from({ length: lanes }, lane));
  const channels = built.filter((b) => b !== undefined);
  const first = built[0]?.status === 'done' ? round[0] : undefined;
  return {
    pages: channels.reduce((sum, b) => sum + b.pages, 0),
    dir: first ? distLayout(first.distDir).distDir : '',
    seconds: (Date.now() - startedAt) / 1000,
    failed: channels.filter((b) => b.status === 'failed').length,
    channels,
    handedOff,
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
      const channels = await listChannelSites(
        database,
        distLayout().distDir,
        channelIdsOf(env.SITE_CHANNELS),
      );
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
