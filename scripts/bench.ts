import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { channelSiteUrl, fallbackChannelId } from '../server/static/channel-sites';
import { benchAdminList } from './bench/admin-list';
import { type AdminListFigure, adminListReportLines } from './bench/admin-list-report';
import { API_TARGETS, cartReportLines } from './bench/api-report';
import { openBenchShop, timedBuild } from './bench/build';
import { benchCart, type CartFigure } from './bench/cart';
import { benchCatalogueRung, catalogueReportLines, type RungFigures } from './bench/catalogue';
import {
  type BenchChannel,
  benchChannels,
  buildChannels,
  channelProductKey,
  measureSite,
} from './bench/channels';
import { benchCsv, type CsvFigure, csvReportLines } from './bench/csv';
import { benchEditToLive, type EditFigures, editReportLines } from './bench/edit-to-live';
import {
  benchMemberSearch,
  type MemberSearchFigure,
  memberSearchReportLines,
} from './bench/members';
import { benchOrderSearch, type OrderSearchFigure, orderSearchReportLines } from './bench/orders';
import {
  benchPages,
  DEFAULT_PRODUCT,
  lighthousePaths,
  otherChannels,
  parseChannelList,
  productPath,
} from './bench/pages';
import { benchReceipt, type ReceiptFigure, receiptReportLine } from './bench/receipt';
import { type BenchResult, type ChannelResult, reportLines, TARGETS } from './bench/report';
import { BENCH_KEYWORDS, benchSearch, type SearchFigure, searchReportLines } from './bench/search';
import {
  type OpenSearchFigure,
  type OverHttpFigures,
  openSearchReportLines,
  type SearchThroughputFigure,
  searchThroughputReportLines,
} from './bench/search-open';
import { serveShop } from './bench/serve';
import { benchStartUp, type StartFigures, startReportLines } from './bench/start-up';
import { benchWeight, type WeightFigure, weightReportLines } from './bench/weight';

const int = (v: string | undefined, fallback: number) =>
  v && /^\d+$/.test(v) ? Number(v) : fallback;

/**
 * `npm run bench`: build time, JS and HTML weight, Lighthouse, then cart add and decision
 * (`BENCH_CART=0` skips the cart part, `BENCH_ONLY=cart` runs only it; `BENCH_ONLY=search` runs only
 * the search rows, at `BENCH_SEARCH_PRODUCTS` (10000,100000), on PGlite and on `BENCH_DATABASE_URL`;
 * `BENCH_ONLY=csv` the product CSV's export and 10,000-product imports, on the same two;
 * `BENCH_ONLY=weight` only the guest-after-scroll page weight of the default channel;
 * `BENCH_ONLY=admin-list` the back office's product list on PostgreSQL); the default channel's build is
 * timed, then every other channel (`BENCH_CHANNELS=wa,school` picks some) is built and weighed on its
 * own host name; prints a table per channel, writes JSON.
 */
async function main(): Promise<void> {
  const cartOn = process.env.BENCH_CART !== '0';
  if (process.env.BENCH_ONLY === 'admin-list') {
    const adminList = await adminListBench();
    console.log(`\n${adminListReportLines(adminList).join('\n')}`);
    for (const f of adminList) console.log(`\n${f.plans.join('\n')}`);
    await writeResult({ at: new Date().toISOString(), adminList }, true);
    return;
  }
  if (process.env.BENCH_ONLY === 'orders') {
    // The back office's order search at BENCH_ORDERS orders on BENCH_DATABASE_URL (PostgreSQL).
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) throw new Error('BENCH_ONLY=orders needs BENCH_DATABASE_URL (an empty database)');
    const { figure, plans } = await benchOrderSearch(url, int(process.env.BENCH_ORDERS, 100_000));
    console.log(`${orderSearchReportLines(figure).join('\n')}\n\n${plans.join('\n')}`);
    await writeResult({ at: new Date().toISOString(), orderSearch: figure }, true);
    return;
  }
  if (process.env.BENCH_ONLY === 'members') {
    // The back office's member search at BENCH_MEMBERS members on BENCH_DATABASE_URL (PostgreSQL).
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) throw new Error('BENCH_ONLY=members needs BENCH_DATABASE_URL (an empty database)');
    const { figure, plans } = await benchMemberSearch(url, int(process.env.BENCH_MEMBERS, 100_000));
    console.log(`${memberSearchReportLines(figure).join('\n')}\n\n${plans.join('\n')}`);
    await writeResult({ at: new Date().toISOString(), memberSearch: figure }, true);
    return;
  }
  if (process.env.BENCH_ONLY === 'receipt') {
    const receipt = await benchReceipt();
    console.log(receiptReportLine(receipt));
    await writeResult({ at: new Date().toISOString(), receipt }, true);
    return;
  }
  if (process.env.BENCH_ONLY === 'catalogue') {
    const rungs: RungFigures[] = [];
    for (const n of (process.env.BENCH_RUNGS ?? '10000,100000').split(',').map(Number)) {
      rungs.push(
        await benchCatalogueRung(n, {
          edits: process.env.BENCH_EDIT !== '0',
          // BENCH_BUILD_UP_TO=10000: rungs above it skip the build (and the edits).
          build: n <= int(process.env.BENCH_BUILD_UP_TO, Number.POSITIVE_INFINITY),
          pgliteShop: process.env.BENCH_PGLITE_SHOP === '1',
          reuseSeed: process.env.BENCH_REUSE_SEED === '1',
          ...(process.env.BENCH_RUNG_CHANNELS
            ? { channels: process.env.BENCH_RUNG_CHANNELS.split(',') }
            : {}),
          // BENCH_BUILD_SECONDS=600: the full build is stopped after 10 minutes (pages so far).
          ...(int(process.env.BENCH_BUILD_SECONDS, 0) > 0
            ? { buildSeconds: int(process.env.BENCH_BUILD_SECONDS, 0) }
            : {}),
          ...(process.env.BENCH_DATABASE_PREFIX
            ? { databasePrefix: process.env.BENCH_DATABASE_PREFIX }
            : {}),
          ...(process.env.BENCH_RESTART !== '0'
            ? { restart: { port: int(process.env.BENCH_START_PORT, 4399) } }
            : {}),
          ...(process.env.BENCH_DATABASE_URL
            ? { postgresUrl: process.env.BENCH_DATABASE_URL }
            : {}),
          log: (line) => console.log(line),
        }),
      );
      console.log(`\n${catalogueReportLines(rungs.slice(-1)).join('\n')}`);
    }
    console.log(`\n${catalogueReportLines(rungs).join('\n')}`);
    await writeResult({ at: new Date().toISOString(), catalogue: rungs }, true);
    return;
  }
  if (process.env.BENCH_ONLY === 'csv') {
    const csv = await csvBench();
    console.log(`\n${csvReportLines(csv).join('\n')}`);
    await writeResult({ at: new Date().toISOString(), csv }, true);
    return;
  }
  if (process.env.BENCH_ONLY === 'search') {
    const { closed: search, open: searchOpen, throughput: searchThroughput } = await searchBench();
    console.log(`\n${searchReportLines(search).join('\n')}`);
    if (searchOpen.length) console.log(`\n${openSearchReportLines(searchOpen).join('\n')}`);
    if (searchThroughput.length) {
      console.log(`\n${searchThroughputReportLines(searchThroughput).join('\n')}`);
    }
    await writeResult({ at: new Date().toISOString(), search, searchOpen, searchThroughput }, true);
    return;
  }
  if (process.env.BENCH_ONLY === 'weight') {
    // The demo shop only (BENCH_PRODUCTS adds products): the page weight does not grow with them.
    const weight = await benchWeight(int(process.env.BENCH_PRODUCTS, 0));
    console.log(`\n${weightReportLines(weight).join('\n')}`);
    await writeResult({ at: new Date().toISOString(), weight }, true);
    return;
  }
  if (process.env.BENCH_ONLY === 'cart') {
    const cart = await cartBench();
    console.log(`\n${cartReportLines(cart).join('\n')}`);
    await writeResult({ at: new Date().toISOString(), cart }, true);
    return;
  }
  const products = int(process.env.BENCH_PRODUCTS, 10000);
  const runs = int(process.env.BENCH_RUNS, 3);
  const lighthouseOn = process.env.BENCH_LIGHTHOUSE !== '0';
  const wantedPort = int(process.env.BENCH_PORT, 0);
  const distDir = resolve('.build/bench-dist');
  console.log(`bench: seeding ${products} products…`);
  const shop = await openBenchShop(products);
  const all = await benchChannels(shop.database, distDir);
  const others = otherChannels(
    all,
    fallbackChannelId(),
    parseChannelList(process.env.BENCH_CHANNELS),
  );
  const fallback = all.filter((c) => c.id === fallbackChannelId());
  const server = await serveShop(shop.database, [...fallback, ...others], wantedPort);
  const port = server.port;
  const apiBase = `http://127.0.0.1:${port}`;
  // Canonical URLs must be on the origin Lighthouse loads; other channels get their host name on it.
  const siteUrl = `http://localhost:${port}`;
  process.env.PUBLIC_SITE_URL = siteUrl;
  let site: BenchResult;
  let editors: EditFigures | undefined;
  try {
    console.log('bench: building…');
    const build = await timedBuild({ ...shop, apiBase }, distDir, products, shop.seedSeconds);
    const figures = await measureSite({
      distDir,
      pages: benchPages(DEFAULT_PRODUCT, false),
      productPath: productPath(DEFAULT_PRODUCT),
      origin: siteUrl,
      membersOnly: false,
      lighthousePaths: lighthouseOn ? lighthousePaths(DEFAULT_PRODUCT, false) : null,
      runs,
      label: 'default',
    });
    if (others.length) console.log(`bench: building ${others.map((c) => c.id).join(', ')}…`);
    const built = await buildChannels(apiBase, others);
    const channels: ChannelResult[] = [];
    for (const c of others) {
      channels.push(await channelBench(c, { apiBase, siteUrl, built, runs, lighthouseOn }));
    }
    site = { at: new Date().toISOString(), build, ...figures, channels };
    if (process.env.BENCH_EDIT !== '0') {
      console.log('bench: editing a price five times and a news item…');
      // BENCH_CSV_LIVE=0 skips the CSV that renames every product (a whole catalogue published again).
      // BENCH_PUBLISH_LOG=1 prints the publisher's lines (each channel's phases) under the figures.
      const publishLog =
        process.env.BENCH_PUBLISH_LOG === '1'
          ? (line: string) => console.log(`  publish: ${line}`)
          : undefined;
      editors = await benchEditToLive(
        shop.database,
        [...fallback, ...others],
        apiBase,
        publishLog,
        {
          csvRename: process.env.BENCH_CSV_LIVE !== '0',
        },
      );
    }
  } finally {
    await server.close();
    await shop.server.close();
    await shop.database.close();
  }
  const result: BenchResult = { ...site, cart: cartOn ? await cartBench() : null };
  console.log(`\n${reportLines(result).join('\n')}`);
  if (editors) console.log(editReportLines(editors, TARGETS.editToLiveSeconds).join('\n'));
  const receipt = await benchReceipt();
  console.log(receiptReportLine(receipt));
  let startUp: StartFigures | undefined;
  if (process.env.BENCH_START !== '0') {
    console.log('bench: timing a cold start and a warm restart of the demo shop…');
    startUp = await benchStartUp(int(process.env.BENCH_START_PORT, 4399));
    console.log(startReportLines(startUp).join('\n'));
  }
  await writeResult({ ...result, editors, receipt, startUp }, false);
}

/** Weights and Lighthouse of one more channel, on its own host name. */
async function channelBench(
  c: BenchChannel,
  run: {
    apiBase: string;
    siteUrl: string;
    built: Map<string, { pages: number; seconds: number }>;
    runs: number;
    lighthouseOn: boolean;
  },
): Promise<ChannelResult> {
  const { apiBase, built } = run;
  const key = await channelProductKey(apiBase, c.id, c.distDir);
  const origin = channelSiteUrl(run.siteUrl, c.hosts);
  const figures = await measureSite({
    distDir: c.distDir,
    pages: benchPages(key, c.membersOnly),
    productPath: productPath(key),
    origin,
    membersOnly: c.membersOnly,
    lighthousePaths: run.lighthouseOn ? lighthousePaths(key, c.membersOnly) : null,
    runs: run.runs,
    label: c.id,
  });
  return {
    id: c.id,
    theme: c.theme,
    customer: c.customer,
    origin,
    membersOnly: c.membersOnly,
    productPath: productPath(key),
    pages: built.get(c.id)?.pages ?? 0,
    buildSeconds: built.get(c.id)?.seconds ?? 0,
    ...figures,
  };
}

/** API rows on PGlite and PostgreSQL (`BENCH_CART_SECONDS`, `BENCH_CART_ORDERS`, `BENCH_PRODUCTS`). */
function cartBench(): Promise<CartFigure[]> {
  return benchCart({
    connections: 10,
    warmupMs: 2000,
    durationMs: int(process.env.BENCH_CART_SECONDS, 10) * 1000,
    orders: int(process.env.BENCH_CART_ORDERS, 4000),
    products: int(process.env.BENCH_PRODUCTS, 10000),
    log: (line) => console.log(line),
  });
}

/** Writes bench-results/bench.json; a cart-only run replaces just the cart figures in it. */
async function writeResult(
  result: Partial<BenchResult> & {
    receipt?: ReceiptFigure;
    catalogue?: RungFigures[];
    editors?: EditFigures;
    startUp?: StartFigures;
    search?: SearchFigure[];
    searchOpen?: OpenSearchFigure[];
    searchThroughput?: SearchThroughputFigure[];
    orderSearch?: OrderSearchFigure;
    memberSearch?: MemberSearchFigure;
    csv?: CsvFigure[];
    weight?: WeightFigure[];
    adminList?: AdminListFigure[];
  },
  merge: boolean,
): Promise<void> {
  const file = 'bench-results/bench.json';
  const previous = merge
    ? await readFile(file, 'utf8').then(
        (text) => JSON.parse(text) as object,
        () => ({}),
      )
    : {};
  await mkdir('bench-results', { recursive: true });
  await writeFile(
    file,
    `${JSON.stringify({ ...previous, targets: { ...TARGETS, ...API_TARGETS }, ...result }, null, 2)}\n`,
  );
  console.log(`\nwrote ${file}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(1);
  },
);

/**
 * The back office's product list at each size of `BENCH_ADMIN_LIST_PRODUCTS` (10000,100000), each
 * on a fresh database of the PostgreSQL server `BENCH_DATABASE_URL`, at `BENCH_ADMIN_LIST_RATE`
 * requests a second for `BENCH_ADMIN_LIST_SECONDS` a call.
 */
async function adminListBench(): Promise<AdminListFigure[]> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_ONLY=admin-list needs BENCH_DATABASE_URL (a PostgreSQL server)');
  const sizes = (process.env.BENCH_ADMIN_LIST_PRODUCTS ?? '10000,100000').split(',').map(Number);
  const options = {
    rate: int(process.env.BENCH_ADMIN_LIST_RATE, 10),
    seconds: int(process.env.BENCH_ADMIN_LIST_SECONDS, 10),
    reuseSeed: process.env.BENCH_REUSE_SEED === '1',
    log: (line: string) => console.log(line),
  };
  const figures: AdminListFigure[] = [];
  for (const size of sizes.filter((n) => n > 0)) {
    figures.push(await benchAdminList(url, size, options));
    console.log(adminListReportLines(figures.slice(-1)).join('\n'));
  }
  return figures;
}

/** The CSV rows at `BENCH_CSV_PRODUCTS` (10000) on PGlite, and on `BENCH_DATABASE_URL` when set. */
async function csvBench(): Promise<CsvFigure[]> {
  const products = int(process.env.BENCH_CSV_PRODUCTS, 10000);
  console.log(`bench: product CSV at ${products} products…`);
  const figures = await benchCsv(products);
  const url = process.env.BENCH_DATABASE_URL;
  if (url) figures.push(...(await benchCsv(products, url)));
  return figures;
}

/**
 * The search rows at each size of `BENCH_SEARCH_PRODUCTS` (default 10000), on PGlite and, with
 * `BENCH_DATABASE_URL` (a server where a database may be created), on PostgreSQL.
 */
async function searchBench(): Promise<{ closed: SearchFigure[] } & OverHttpFigures> {
  const sizes = (process.env.BENCH_SEARCH_PRODUCTS ?? '10000').split(',').map(Number);
  const rate = int(process.env.BENCH_SEARCH_RATE, 10);
  const open =
    rate > 0
      ? {
          rate,
          seconds: int(process.env.BENCH_SEARCH_SECONDS, 10),
          keywords: BENCH_KEYWORDS,
          throughputSeconds: int(process.env.BENCH_SEARCH_THROUGHPUT_SECONDS, 5),
        }
      : undefined;
  const closed: SearchFigure[] = [];
  const opened: OpenSearchFigure[] = [];
  const throughput: SearchThroughputFigure[] = [];
  const url = process.env.BENCH_DATABASE_URL;
  const only = process.env.BENCH_DATABASE;
  for (const size of sizes.filter((n) => n > 0)) {
    console.log(`bench: search at ${size} products…`);
    const runs: (string | undefined)[] = [];
    if (only !== 'postgres') runs.push(undefined);
    if (url && only !== 'pglite') runs.push(url);
    for (const target of runs) {
      const figures = await benchSearch(size, target, open, process.env.BENCH_REUSE_SEED === '1');
      closed.push(...figures.closed);
      opened.push(...figures.open);
      throughput.push(...figures.throughput);
      console.log(searchReportLines(figures.closed).join('\n'));
      if (figures.open.length) console.log(openSearchReportLines(figures.open).join('\n'));
      if (figures.throughput.length) {
        console.log(searchThroughputReportLines(figures.throughput).join('\n'));
      }
    }
  }
  return { closed, open: opened, throughput };
}
