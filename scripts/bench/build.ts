import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createApp } from '../../server/app';
import { buildSite } from '../../server/build';
import { type Database, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed/index';
import { env } from '../../server/env';
import { buildWorker } from '../../server/static/channel-build';
import { fallbackChannelId } from '../../server/static/channel-sites';
import { type Listening, listen } from '../../server/static/network';
import { newFolderName, siteDir } from '../../server/static/site-dir';
import { benchSeedData } from './bench-data';

/** Figures of the timed build. */
export type BuildFigures = {
  products: number;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  /** The build worker process's peak (the build itself: Astro, the page code, the renderers kept). */
  workerPeakMemoryMiB: number;
  /** This process's peak: the API and the in-memory database the build reads. */
  peakMemoryMiB: number;
  seedSeconds: number;
  /**
   * Set when `BENCH_BUILD_SECONDS` stopped the build: `pages` are those rendered by then, `seconds`
   * the bound, the peaks read from the running worker; nothing was published.
   */
  bounded?: {
    /** The pages the build set out to render (its `building N pages…` line); null before it. */
    planned: number | null;
    /** Seconds since that line (bundling and reading the catalogue come before); null before it. */
    renderingSeconds: number | null;
    pagesPerSecondRendering: number | null;
  };
};

/** A seeded shop API listening on a free port. */
export type BenchShop = { database: Database; server: Listening; apiBase: string };

/**
 * Opens a shop with `products` products and serves its API: in-memory PGlite, or the empty
 * PostgreSQL database at `databaseUrl`.
 */
export async function openBenchShop(
  products: number,
  databaseUrl?: string,
  /** True: the database already holds this rung's seeded shop (`BENCH_REUSE_SEED`), seed nothing. */
  reuse = false,
): Promise<BenchShop & { seedSeconds: number }> {
  const started = performance.now();
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { memory: true });
  await migrateDatabase(database);
  if (!reuse) {
    const { seedData } = await import('../../server/db/seed/data/index');
    await seedDatabase(database, benchSeedData(seedData, products));
  }
  const seedSeconds = reuse ? Number.NaN : (performance.now() - started) / 1000;
  const api = createApp({ database });
  const server = await listen((req, bindings) => api.fetch(req, bindings), 0, '127.0.0.1');
  return { database, server, apiBase: `http://127.0.0.1:${server.port}`, seedSeconds };
}

/** Builds the storefront from the bench shop into `distDir`, timing it and its peak memory. */
export async function timedBuild(
  shop: BenchShop,
  distDir: string,
  products: number,
  seedSeconds: number,
  options: {
    database?: boolean;
    /** Stops the build after this many seconds and reports what it did by then (`bounded`). */
    seconds?: number;
  } = {},
): Promise<BuildFigures> {
  await rm(distDir, { recursive: true, force: true });
  await forgetRenderedPages(distDir);
  const started = performance.now();
  const startedAt = new Date();
  let planned: { pages: number; at: number } | null = null;
  // With the database, the build reads the data versions and publishes as the shop does, so the
  // shop's publisher (edit-to-live) patches this build instead of rendering every page again.
  const building = buildSite({
    apiBase: shop.apiBase,
    distDir,
    log: (line) => {
      const pages = /^building (\d+) pages/.exec(line)?.[1];
      if (pages) planned = { pages: Number(pages), at: performance.now() };
    },
    ...(options.database ? { database: shop.database } : {}),
  });
  if (options.seconds !== undefined) {
    const finished = await Promise.race([
      building.then(() => true),
      sleep(options.seconds * 1000).then(() => false),
    ]);
    if (!finished) {
      const sofar = await stopBuild(building, distDir, startedAt);
      // Timed to when the pages were counted, not to when the stopped build had wound up.
      const seconds = (sofar.at - started) / 1000;
      const plan = planned as { pages: number; at: number } | null;
      const renderingSeconds = plan ? (sofar.at - plan.at) / 1000 : null;
      return {
        products,
        pages: sofar.pages,
        seconds: round(seconds),
        pagesPerSecond: round(sofar.pages / seconds),
        workerPeakMemoryMiB: round(sofar.workerPeakBytes / 2 ** 20),
        peakMemoryMiB: round(process.resourceUsage().maxRSS / 1024),
        seedSeconds: round(seedSeconds),
        bounded: {
          planned: plan?.pages ?? null,
          renderingSeconds: renderingSeconds === null ? null : round(renderingSeconds),
          pagesPerSecondRendering:
            renderingSeconds === null ? null : round(sofar.pages / renderingSeconds),
        },
      };
    }
  }
  const result = await building;
  const seconds = (performance.now() - started) / 1000;
  // maxRSS covers this process (API and database), in KiB; the build ran in the worker process.
  const peakMemoryMiB = process.resourceUsage().maxRSS / 1024;
  const workerPeakMemoryMiB = buildWorker().peakRss() / 2 ** 20;
  return {
    products,
    pages: result.pages,
    seconds: round(seconds),
    pagesPerSecond: round(result.pages / seconds),
    workerPeakMemoryMiB: round(workerPeakMemoryMiB),
    peakMemoryMiB: round(peakMemoryMiB),
    seedSeconds: round(seedSeconds),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The build worker's peak RSS so far (bytes): the kernel's high-water mark while it runs. */
async function workerHighWater(pid: number | undefined): Promise<number> {
  const status = pid ? await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '') : '';
  const kib = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
  // Without /proc (not Linux), the peak the worker reported after its last job.
  return kib ? Number(kib) * 1024 : buildWorker().peakRss();
}

/**
 * Stops a running build: counts the pages written so far into the channel's new folder (the
 * newest of this link's builds begun since `startedAt`), reads the worker's peak memory, then ends
 * the worker; the build then fails and leaves the channel on its previous site, as a crash would.
 */
async function stopBuild(
  building: Promise<unknown>,
  distDir: string,
  startedAt: Date,
): Promise<{ pages: number; workerPeakBytes: number; at: number }> {
  const worker = buildWorker();
  const workerPeakBytes = await workerHighWater(worker.pid());
  const dir = siteDir(env.SITE_DIR, distDir);
  const parent = join(dir.root, fallbackChannelId());
  const since = newFolderName(dir, startedAt);
  const names = await readdir(parent).catch(() => [] as string[]);
  const folder = names
    .filter((n) => n.startsWith(dir.prefix) && n >= since)
    .sort()
    .at(-1);
  const files = folder ? await readdir(join(parent, folder), { recursive: true }) : [];
  const pages = files.filter((f) => f.endsWith('.html')).length;
  const at = performance.now();
  const pid = worker.pid();
  if (pid) process.kill(pid, 'SIGKILL');
  await building.catch(() => undefined);
  return { pages, workerPeakBytes, at };
}

/** Deletes the incremental caches of the builds for `distDir`, so the timed build renders every page. */
async function forgetRenderedPages(distDir: string): Promise<void> {
  const dir = siteDir(env.SITE_DIR, distDir);
  const channels = await readdir(dir.root).catch(() => [] as string[]);
  for (const channel of channels) {
    const names = await readdir(join(dir.root, channel)).catch(() => [] as string[]);
    const caches = names.filter((n) => n.startsWith(`.incremental-${dir.prefix}`));
    await Promise.all(
      caches.map((n) => rm(join(dir.root, channel, n), { recursive: true, force: true })),
    );
  }
}

/** Rounds to one decimal place. */
export const round = (n: number) => Math.round(n * 10) / 10;
