import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createApp } from '../../server/app';
import { buildSite } from '../../server/build';
import { type Database, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed/index';
import { env } from '../../server/env';
import { buildWorker } from '../../server/static/channel-build';
import { type Listening, listen } from '../../server/static/network';
import { siteDir } from '../../server/static/site-dir';
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
  options: { database?: boolean } = {},
): Promise<BuildFigures> {
  await rm(distDir, { recursive: true, force: true });
  await forgetRenderedPages(distDir);
  const started = performance.now();
  // With the database, the build reads the data versions and publishes as the shop does, so the
  // shop's publisher (edit-to-live) patches this build instead of rendering every page again.
  const result = await buildSite({
    apiBase: shop.apiBase,
    distDir,
    log: () => undefined,
    ...(options.database ? { database: shop.database } : {}),
  });
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
