import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { API_TARGETS, cartReportLines } from './bench/api-report';
import { openBenchShop, timedBuild } from './bench/build';
import { benchCart, type CartFigure } from './bench/cart';
import { htmlBrotli, pageJs } from './bench/js-size';
import { lighthouseMedian } from './bench/lighthouse';
import { benchReceipt, type ReceiptFigure, receiptReportLine } from './bench/receipt';
import { type BenchResult, type JsRow, reportLines, TARGETS } from './bench/report';
import { serveShop } from './bench/serve';

/** Page types measured: content pages (≤ 15 KB, no React) and shop pages (≤ 90 KB). */
const PAGES: { type: string; path: string; shop: boolean }[] = [
  { type: 'top', path: '/', shop: true },
  { type: 'product list', path: '/product/', shop: true },
  { type: 'product', path: '/product/oxford-shirt/', shop: true },
  { type: 'blog', path: '/blog/spring-coordinate/', shop: false },
  { type: 'blog list', path: '/blog/', shop: false },
  { type: 'news', path: '/news/', shop: false },
  { type: 'faq', path: '/faq/', shop: false },
  { type: 'maker', path: '/maker/', shop: false },
  { type: 'brand', path: '/brand/', shop: false },
  { type: 'stylist', path: '/stylist/', shop: false },
  { type: 'static', path: '/law/', shop: false },
];
const LIGHTHOUSE_PAGES = ['/', '/product/', '/product/oxford-shirt/', '/blog/spring-coordinate/'];

const int = (v: string | undefined, fallback: number) =>
  v && /^\d+$/.test(v) ? Number(v) : fallback;

/**
 * `npm run bench`: build time, JS and HTML weight, Lighthouse, then cart add and decision
 * (`BENCH_CART=0` skips the cart part, `BENCH_ONLY=cart` runs only it); prints a table, writes JSON.
 */
async function main(): Promise<void> {
  const cartOn = process.env.BENCH_CART !== '0';
  if (process.env.BENCH_ONLY === 'receipt') {
    const receipt = await benchReceipt();
    console.log(receiptReportLine(receipt));
    await writeResult({ at: new Date().toISOString(), receipt }, true);
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
  const wantedPort = int(process.env.BENCH_PORT, 0);
  const distDir = resolve('.build/bench-dist');
  console.log(`bench: seeding ${products} products…`);
  const shop = await openBenchShop(products);
  const server = await serveShop(shop.database, distDir, wantedPort);
  const port = server.port;
  // Canonical URLs must be on the origin Lighthouse loads.
  process.env.PUBLIC_SITE_URL = `http://localhost:${port}`;
  let site: BenchResult;
  try {
    console.log('bench: building…');
    const build = await timedBuild(
      { ...shop, apiBase: `http://127.0.0.1:${port}` },
      distDir,
      products,
      shop.seedSeconds,
    );
    const js: JsRow[] = [];
    for (const p of PAGES) {
      const limit = p.shop ? TARGETS.shopJsBrotli : TARGETS.contentJsBrotli;
      js.push({ type: p.type, path: p.path, limit, ...(await pageJs(distDir, p.path)) });
    }
    const productHtmlBrotli = await htmlBrotli(distDir, '/product/oxford-shirt/');
    let lighthouse: BenchResult['lighthouse'] = null;
    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      lighthouse = {};
      for (const path of LIGHTHOUSE_PAGES) {
        console.log(`bench: lighthouse ${path} ×${runs}…`);
        lighthouse[path] = await lighthouseMedian(`http://localhost:${port}${path}`, runs);
      }
    }
    const result: BenchResult = {
      at: new Date().toISOString(),
      build,
      js,
      productHtmlBrotli,
      lighthouse,
    };
    site = result;
  } finally {
    await server.close();
    await shop.server.close();
    await shop.database.close();
  }
  const result: BenchResult = { ...site, cart: cartOn ? await cartBench() : null };
  console.log(`\n${reportLines(result).join('\n')}`);
  const receipt = await benchReceipt();
  console.log(receiptReportLine(receipt));
  await writeResult({ ...result, receipt }, false);
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
  result: Partial<BenchResult> & { receipt?: ReceiptFigure },
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
