import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fallbackChannelId } from '../../server/static/channel-sites';
import { type BuildFigures, openBenchShop, round, timedBuild } from './build';
import { benchChannels } from './channels';
import { benchEditToLive, type EditFigures } from './edit-to-live';
import { percentile } from './load';
import { serveShop } from './serve';

/** p95 of one request, sequential, with the load average when it started. */
export type LatencyFigure = { path: string; p95: number; p50: number; load: number };

/** What one rung of the catalogue bench measured at `products` products. */
export type RungFigures = {
  products: number;
  seedSeconds: number;
  /** Reading every product as the build does (`GET /v1/product-feed`), and how many calls. */
  read: { seconds: number; products: number; calls: number; load: number };
  build: BuildFigures & { load: number };
  list: { page1: LatencyFigure; deep: LatencyFigure; floor: LatencyFigure };
  edits: EditFigures | null;
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
 * One rung: seeds `products` products (in-memory PGlite, as the site bench), reads the catalogue
 * as a build does, times the list's first and a deep page (and `GET /v1/health`, the floor of a
 * request on this machine), builds the default channel whole, then edits prices and adds a page.
 */
export async function benchCatalogueRung(
  products: number,
  options: { edits: boolean; log: (line: string) => void },
): Promise<RungFigures> {
  options.log(`bench catalogue: seeding ${products} products…`);
  const shop = await openBenchShop(products);
  const distDir = resolve(`.build/bench-dist-catalogue-${products}`);
  const sites = (await benchChannels(shop.database, distDir)).filter(
    (c) => c.id === fallbackChannelId(),
  );
  const server = await serveShop(shop.database, sites, 0);
  const apiBase = `http://127.0.0.1:${server.port}`;
  try {
    options.log(`bench catalogue: seeded in ${round(shop.seedSeconds)}s; reading the catalogue…`);
    const read = await timedRead(apiBase);
    options.log(`bench catalogue: read ${JSON.stringify(read)}`);
    const deepPage = Math.max(1, Math.floor((read.products / 15) * 0.9));
    const list = {
      page1: await latency(apiBase, '/v1/products?fields=list&page=1'),
      deep: await latency(apiBase, `/v1/products?fields=list&page=${deepPage}`),
      floor: await latency(apiBase, '/v1/health'),
    };
    options.log(`bench catalogue: list ${JSON.stringify(list)}; building the default channel…`);
    const buildLoad = load();
    const build = await timedBuild({ ...shop, apiBase }, distDir, products, shop.seedSeconds);
    options.log(`bench catalogue: build ${JSON.stringify(build)} (load ${buildLoad})`);
    options.log('bench catalogue: editing prices and adding a page…');
    const edits = options.edits ? await benchEditToLive(shop.database, sites, apiBase) : null;
    return {
      products,
      seedSeconds: round(shop.seedSeconds),
      read,
      build: { ...build, load: buildLoad },
      list,
      edits,
    };
  } finally {
    await server.close();
    await shop.server.close();
    await shop.database.close();
  }
}

/** One line per rung and measure, with the load average beside each figure. */
export function catalogueReportLines(rungs: RungFigures[]): string[] {
  const lines = ['== catalogue rungs (default channel)'];
  for (const r of rungs) {
    const { read, build, list, edits } = r;
    lines.push(
      `-- ${r.products.toLocaleString('en')} products`,
      `  seed ${r.seedSeconds}s`,
      `  catalogue read ${read.seconds}s (${read.products} products, ${read.calls} calls, load ${read.load})`,
      `  full build ${build.pages} pages in ${build.seconds}s = ${build.pagesPerSecond} pages/s, worker peak ${build.workerPeakMemoryMiB} MiB, API peak ${build.peakMemoryMiB} MiB (load ${build.load})`,
      `  GET /v1/products page 1 p95 ${list.page1.p95} ms (p50 ${list.page1.p50}, load ${list.page1.load}); deep ${list.deep.path.split('page=')[1]} p95 ${list.deep.p95} ms (p50 ${list.deep.p50}, load ${list.deep.load}); floor /v1/health p95 ${list.floor.p95} ms`,
    );
    if (edits) {
      lines.push(
        `  price edit to live median ${edits.priceMedian}s (${edits.edits
          .filter((e) => e.what.startsWith('price'))
          .map((e) => e.seconds)
          .join(', ')}); page added ${edits.pageAdded}s; news ${edits.news}s`,
      );
    }
  }
  return lines;
}
