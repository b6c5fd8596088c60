import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed/index';
import { env } from '../../server/env';
import { fallbackChannelId } from '../../server/static/channel-sites';
import { listen } from '../../server/static/network';
import { siteDir } from '../../server/static/site-dir';
import { benchProductKey, benchSeedData } from './bench-data';
import { type BuildFigures, openBenchShop, round, timedBuild } from './build';
import { benchChannels } from './channels';
import { benchEditToLive, besideLine, type EditFigures } from './edit-to-live';
import { percentile } from './load';
import { DEFAULT_PRODUCT, productPath } from './pages';
import { serveShop } from './serve';
import { type RestartFigure, timedRestart } from './start-up';

/** p95 of one request, sequential, with the load average when it started. */
export type LatencyFigure = { path: string; p95: number; p50: number; load: number };

/** What one rung of the catalogue bench measured at `products` products. */
export type RungFigures = {
  products: number;
  /** Where the rung's shop (API, build, edits, list) ran. */
  database: 'PGlite' | 'PostgreSQL';
  seedSeconds: number;
  /** Reading every product as the build does (`GET /v1/product-feed`), and how many calls. */
  read: { seconds: number; products: number; calls: number; load: number };
  /** Null when the rung is above `BENCH_BUILD_UP_TO` (no build, no edits). */
  build: (BuildFigures & { load: number }) | null;
  /** The list on the rung's shop's database. */
  list: ListFigures;
  /** The same list on PostgreSQL when the shop ran on PGlite (`BENCH_PGLITE_SHOP=1`); else null. */
  listPostgres: ListFigures | null;
  edits: EditFigures | null;
  /**
   * `server/main.ts` restarted on the rung's PostgreSQL database and published site (the default
   * channel only, `SITE_CHANNELS`); null without a build to restart on, a bounded build, on PGlite
   * (in this process's memory) or with `BENCH_RESTART=0`.
   */
  restart: RestartFigure | null;
  /** The channels built and edited (the default one alone unless `BENCH_RUNG_CHANNELS`). */
  channels?: string[];
};

const load = () => round(loadavg()[0] ?? 0);

/** Every product through the feed, as `src/lib/catalog/catalog-build.ts` reads it. */
async function timedRead(apiBase: string): Promise<RungFigures['read']> {
  const started = performance.now();
  const startLoad = load();
  let after: number | null = 0;
  let products = 0;
  let calls = 0;
  while (after !== null) {
    const res = await fetch(`${apiBase}/v1/product-feed?after=${after}&per=500`);
    const page = (await res.json()) as { data: unknown[]; next: number | null };
    products += page.data.length;
    calls++;
    after = page.next;
  }
  return { seconds: round((performance.now() - started) / 1000), products, calls, load: startLoad };
}

/**
 * `GET /v1/products` page 1 and a page 90 % deep, a product 90 % into the bench's products
 * (`GET /v1/products/{key}`), p95, with the floor (`GET /v1/health`).
 */
export type ListFigures = {
  page1: LatencyFigure;
  deep: LatencyFigure;
  product: LatencyFigure;
  floor: LatencyFigure;
};

/** The list's page 1, a deep page (90 % of `products` in), a product that deep and the floor, timed at `apiBase`. */
async function listFigures(apiBase: string, products: number): Promise<ListFigures> {
  const deepPage = Math.max(1, Math.floor((products / 15) * 0.9));
  const deepProduct = benchProductKey(Math.max(1, Math.floor(products * 0.9)));
  return {
    page1: await latency(apiBase, '/v1/products?fields=list&page=1'),
    deep: await latency(apiBase, `/v1/products?fields=list&page=${deepPage}`),
    product: await latency(apiBase, `/v1/products/${deepProduct}`),
    floor: await latency(apiBase, '/v1/health'),
  };
}

/** The URL of database `name` on the PostgreSQL server of `url`. */
export function databaseUrlOf(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/** True when database `name` exists on the server of `url` and holds a seeded catalogue. */
export async function seededBefore(url: string, name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) return false;
  } finally {
    await admin.end();
  }
  const shop = new pg.Client({ connectionString: databaseUrlOf(url, name) });
  await shop.connect();
  try {
    const rows = await shop.query(
      "select 1 from information_schema.tables where table_name = 'products'",
    );
    if (rows.rowCount === 0) return false;
    const count = await shop.query('select count(*)::int as n from products');
    return (count.rows[0]?.n ?? 0) > 0;
  } finally {
    await shop.end();
  }
}

/** A fresh database `name` on the PostgreSQL server of `url` (dropped first if it exists). */
export async function freshPostgres(url: string, name: string): Promise<string> {
  // The name is put into the statements as it is: only a plain identifier is accepted.
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

/** The list figures on PostgreSQL: `products` seeded into a fresh database of `url`, its API served. */
async function postgresList(url: string, name: string): Promise<ListFigures> {
  const products = Number(name.split('_').at(-1));
  const database = await openDatabase({ databaseUrl: await freshPostgres(url, name) });
  try {
    await migrateDatabase(database);
    const { seedData } = await import('../../server/db/seed/data/index');
    await seedDatabase(database, benchSeedData(seedData, products));
    const api = createApp({ database });
    const server = await listen((req, bindings) => api.fetch(req, bindings), 0, '127.0.0.1');
    try {
      const visible = await visibleCount(`http://127.0.0.1:${server.port}`);
      return await listFigures(`http://127.0.0.1:${server.port}`, visible);
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
  }
}

/** How many products the list holds (its paging's total). */
async function visibleCount(apiBase: string): Promise<number> {
  const res = await fetch(`${apiBase}/v1/products?fields=list&per=1`);
  const body = (await res.json()) as { paging?: { total?: number } };
  return body.paging?.total ?? 0;
}

/** p50 and p95 (ms) of `count` sequential GETs of `path` after 5 unmeasured ones. */
async function latency(apiBase: string, path: string, count = 50): Promise<LatencyFigure> {
  const startLoad = load();
  const times: number[] = [];
  for (let i = 0; i < count + 5; i++) {
    const started = performance.now();
    const res = await fetch(`${apiBase}${path}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (n: number) => Math.round(n * 100) / 100;
  return {
    path,
    p50: ms(percentile(times, 50)),
    p95: ms(percentile(times, 95)),
    load: startLoad,
  };
}

/**
 * The shop's own server (`npm start`) on the rung's database, its builds' site folder and link,
 * keeping to the default channel (the rung built no other; SITE_CHANNELS keeps the restart from
 * building the others whole), timed until its top page and a product page answer.
 */
function warmRestart(
  port: number,
  databaseUrl: string,
  distDir: string,
  log: (line: string) => void,
): Promise<RestartFigure> {
  return timedRestart(
    port,
    {
      DATABASE_URL: databaseUrl,
      SITE_DIR: siteDir(env.SITE_DIR, distDir).root,
      DIST_DIR: distDir,
      SITE_CHANNELS: fallbackChannelId(),
      PUBLIC_SITE_URL: `http://localhost:${port}`,
    },
    productPath(DEFAULT_PRODUCT),
    log,
  );
}

/**
 * One rung: seeds `products` products (into a fresh database `bench_catalogue_<n>` on the
 * PostgreSQL server `postgresUrl`, or in-memory PGlite without one), reads the catalogue
 * as a build does, times the list's first and a deep page (and `GET /v1/health`, the floor of a
 * request on this machine), builds the default channel whole, then edits prices and adds a page.
 */
export async function benchCatalogueRung(
  products: number,
  options: {
    edits: boolean;
    /** False: no build (and so no edits), for a rung too large for the time at hand. */
    build: boolean;
    /** A PostgreSQL server where the rung may create `<databasePrefix>_<n>` for its shop. */
    postgresUrl?: string;
    /** The name of the rung's database before `_<n>` (default `bench_catalogue`). */
    databasePrefix?: string;
    /** With `postgresUrl`: the shop on PGlite all the same, and only the list seeded on PostgreSQL. */
    pgliteShop?: boolean;
    /** Stops the full build after this many seconds and reports what it did so far (no edits then). */
    buildSeconds?: number;
    /** Restarts `server/main.ts` on `port` after the build and edits (PostgreSQL only). */
    restart?: { port: number };
    /** Reuse the rung's database when an earlier run seeded it (`BENCH_REUSE_SEED=1`). */
    reuseSeed?: boolean;
    /**
     * The channels edited (`BENCH_RUNG_CHANNELS=default,wa,simple`, those that sell the whole
     * catalogue); default: the default channel alone. Only the default one's full build is timed;
     * the edits' warm-up (the shop's own publisher) builds the others whole, and each edit is timed
     * to live in every one.
     */
    channels?: string[];
    log: (line: string) => void;
  },
): Promise<RungFigures> {
  const databaseName = `${options.databasePrefix ?? 'bench_catalogue'}_${products}`;
  const reuse =
    !!options.reuseSeed &&
    !!options.postgresUrl &&
    !options.pgliteShop &&
    (await seededBefore(options.postgresUrl, databaseName));
  const shopUrl =
    options.postgresUrl && !options.pgliteShop
      ? reuse
        ? databaseUrlOf(options.postgresUrl, databaseName)
        : await freshPostgres(options.postgresUrl, databaseName)
      : undefined;
  options.log(
    `bench catalogue: seeding ${products} products (${shopUrl ? 'PostgreSQL' : 'PGlite'})…`,
  );
  const shop = await openBenchShop(products, shopUrl, reuse);
  const distDir = resolve(`.build/bench-dist-catalogue-${products}`);
  const wanted = options.channels ?? [fallbackChannelId()];
  const sites = (await benchChannels(shop.database, distDir)).filter((c) => wanted.includes(c.id));
  const server = await serveShop(shop.database, sites, 0);
  const apiBase = `http://127.0.0.1:${server.port}`;
  try {
    options.log(`bench catalogue: seeded in ${round(shop.seedSeconds)}s; reading the catalogue…`);
    const read = await timedRead(apiBase);
    options.log(`bench catalogue: read ${JSON.stringify(read)}`);
    const list = await listFigures(apiBase, read.products);
    options.log(`bench catalogue: list ${JSON.stringify(list)}`);
    let build: RungFigures['build'] = null;
    let edits: EditFigures | null = null;
    let restart: RestartFigure | null = null;
    if (options.build) {
      options.log('bench catalogue: building the default channel…');
      const buildLoad = load();
      const timed = await timedBuild({ ...shop, apiBase }, distDir, products, shop.seedSeconds, {
        database: true,
        ...(options.buildSeconds ? { seconds: options.buildSeconds } : {}),
      });
      build = { ...timed, load: buildLoad };
      options.log(`bench catalogue: build ${JSON.stringify(build)}`);
      // A bounded build published nothing: there is no site to edit or to restart on.
      if (options.edits && !build.bounded) {
        options.log('bench catalogue: editing prices and adding a page…');
        const publishLog = (line: string) => options.log(`  publish: ${line}`);
        edits = await benchEditToLive(shop.database, sites, apiBase, publishLog);
      }
      if (options.restart && shopUrl && !build.bounded) {
        options.log('bench catalogue: restarting server/main.ts on the published site…');
        restart = await warmRestart(options.restart.port, shopUrl, distDir, options.log);
        options.log(`bench catalogue: restart ${JSON.stringify(restart)}`);
      }
    }
    let listPostgres: ListFigures | null = null;
    if (options.postgresUrl && !shopUrl) {
      options.log(`bench catalogue: seeding ${products} products into PostgreSQL…`);
      listPostgres = await postgresList(options.postgresUrl, databaseName);
      options.log(`bench catalogue: list on PostgreSQL ${JSON.stringify(listPostgres)}`);
    }
    return {
      products,
      channels: sites.map((c) => c.id),
      database: shopUrl ? 'PostgreSQL' : 'PGlite',
      seedSeconds: round(shop.seedSeconds),
      read,
      build,
      list,
      listPostgres,
      edits,
      restart,
    };
  } finally {
    await server.close();
    await shop.server.close();
    await shop.database.close();
  }
}

/** One line per rung and measure, with the load average beside each figure. */
export function catalogueReportLines(rungs: RungFigures[]): string[] {
  const lines = ['== catalogue rungs (the default channel built whole and timed)'];
  for (const r of rungs) {
    const { read, build, list, listPostgres, edits } = r;
    lines.push(
      `-- ${r.products.toLocaleString('en')} products (channels ${(r.channels ?? [fallbackChannelId()]).join(', ')})`,
      `  seed ${Number.isNaN(r.seedSeconds) ? 'reused (BENCH_REUSE_SEED)' : `${r.seedSeconds}s`}`,
      `  catalogue read ${read.seconds}s (${read.products} products, ${read.calls} calls, load ${read.load})`,
      buildLine(build),
      `  ${r.database} ${listLine(list)}`,
      ...(listPostgres ? [`  PostgreSQL ${listLine(listPostgres)}`] : []),
    );
    if (edits) {
      lines.push(
        `  price edit to live median ${edits.priceMedian}s (${edits.edits
          .filter((e) => e.what.startsWith('price'))
          .map((e) => e.seconds)
          .join(
            ', ',
          )}); page added ${edits.pageAdded}s; news ${edits.news}s; warm-up ${edits.warmUp}s`,
        ...edits.edits.map(
          (e) =>
            `    ${e.what}: ${e.seconds}s (${e.channels.map((c) => `${c.id} ${c.rendered} rendered, ${c.reused} reused`).join('; ')})`,
        ),
        ...(edits.beside ? [besideLine(edits.beside, 5)] : []),
      );
    }
    if (r.restart) lines.push(restartLine(r.restart));
  }
  return lines;
}

/** The full build's line: whole, bounded by `BENCH_BUILD_SECONDS` (so far), or not run. */
function buildLine(build: RungFigures['build']): string {
  if (!build) return '  full build not run (rung above BENCH_BUILD_UP_TO)';
  const memory = `worker peak ${build.workerPeakMemoryMiB} MiB, API peak ${build.peakMemoryMiB} MiB (load ${build.load})`;
  if (!build.bounded) {
    return `  full build ${build.pages} pages in ${build.seconds}s = ${build.pagesPerSecond} pages/s, ${memory}`;
  }
  const { planned, renderingSeconds } = build.bounded;
  const rendering =
    renderingSeconds === null
      ? 'rendering had not begun'
      : `${build.bounded.pagesPerSecondRendering} pages/s over the ${renderingSeconds}s of rendering`;
  return `  full build BOUNDED at ${build.seconds}s (BENCH_BUILD_SECONDS): ${build.pages} of ${planned ?? '?'} pages rendered so far = ${build.pagesPerSecond} pages/s overall, ${rendering}; ${memory}; nothing published`;
}

/** The warm restart's line, against start-up's targets (≤ 5 s, 0 pages rendered). */
function restartLine(f: RestartFigure): string {
  const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');
  return `  warm restart (server/main.ts, default channel): top page 200 in ${f.topSeconds}s, product page in ${f.productSeconds}s (target ≤ 5s: ${mark(f.productSeconds <= 5)}), ${f.rendered} pages rendered (target 0: ${mark(f.rendered === 0)}), ${f.upToDate ? 'published site current' : 'published site found stale'} (load ${f.load})`;
}

/** One line of list figures: page 1, the deep page and the floor, with the load of each. */
const listLine = ({ page1, deep, product, floor }: ListFigures) =>
  `GET /v1/products page 1 p95 ${page1.p95} ms (p50 ${page1.p50}, load ${page1.load}); deep ${deep.path.split('page=')[1]} p95 ${deep.p95} ms (p50 ${deep.p50}, load ${deep.load}); product ${product.path.split('/').at(-1)} p95 ${product.p95} ms (p50 ${product.p50}, load ${product.load}); floor /v1/health p95 ${floor.p95} ms (load ${floor.load})`;
