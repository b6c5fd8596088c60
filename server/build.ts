import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { env } from './env.ts';
import { log as logger } from './log.ts';
import {
  buildChannel,
  type ChannelBuild,
  type ChannelBuildOptions,
  type SiteTarget,
} from './static/channel-build.ts';
import { channelIdsOf, fallbackChannelId, listChannelSites } from './static/channel-sites.ts';
import { distLayout } from './static/dist-layout.ts';
import { listen } from './static/network.ts';
import { openShopDatabase } from './static/runtime.ts';
import { type SiteDir, siteDir } from './static/site-dir.ts';

export type { ChannelBuild, SiteTarget };

/** Options for one site build (with `database`, each channel's build is published to every node). */
export interface BuildSiteOptions extends ChannelBuildOptions {
  /** The served link (default DIST_DIR or `dist`), when no `channels` are given. */
  distDir?: string;
  /** Channels to build one after another, each into its own folder (default: the fallback one). */
  channels?: SiteTarget[];
  /** Where builds are written (default SITE_DIR). */
  siteDir?: SiteDir;
  /** Build workers that build channels at once after the fallback one (default BUILD_WORKERS). */
  lanes?: number;
  /** Called once per channel when its build is published or has failed. */
  onChannel?: (build: ChannelBuild) => unknown;
}

/** What a finished build produced (all channels); `failed` counts channels left on their old site. */
export interface BuildResult {
  pages: number;
  dir: string;
  seconds: number;
  failed: number;
  channels: ChannelBuild[];
}

/** BUILD_WORKERS, else one: on a loaded 2-core machine two workers at once did not start faster. */
const buildLanes = () => env.BUILD_WORKERS ?? 1;

async function buildOnce(options: BuildSiteOptions): Promise<BuildResult> {
  const startedAt = Date.now();
  const targets = options.channels ?? [
    { id: fallbackChannelId(), hosts: [], distDir: distLayout(options.distDir).distDir },
  ];
  const dir = options.siteDir ?? siteDir(env.SITE_DIR, targets[0]?.distDir);
  const built: ChannelBuild[] = [];
  const one = async (target: SiteTarget, index: number, lane: number) => {
    const result = await buildChannel(options, target, dir, lane);
    built[index] = result;
    await options.onChannel?.(result);
  };
  // The fallback channel alone first (it is served as soon as it is published), then the others
  // on `lanes` build workers: each worker process builds one channel at a time.
  const [head, ...rest] = targets;
  if (head) await one(head, 0, 0);
  let next = 0;
  const lane = async (index: number) => {
    for (let i = next++; i < rest.length; i = next++)
      await one(rest[i] as SiteTarget, i + 1, index);
  };
  const lanes = Math.min(options.lanes ?? buildLanes(), rest.length);
  await Promise.all(Array.from({ length: lanes }, (_, index) => lane(index)));
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
