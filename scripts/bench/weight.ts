import { resolve } from 'node:path';
import { buildSite } from '../../server/build';
import { fallbackChannelId } from '../../server/static/channel-sites';
import { openBenchShop, round } from './build';
import { benchChannels } from './channels';
import { type GuestScript, guestScripts, launchGuestBrowser } from './guest-js';
import { CONTENT_PAGE, DEFAULT_PRODUCT, productPath } from './pages';
import { TARGETS } from './report';
import { serveShop } from './serve';

/** One page's guest-after-scroll weight: every script, inline ones included, and the budget. */
export type WeightFigure = {
  type: string;
  path: string;
  guestBrotli: number;
  limit: number;
  scripts: GuestScript[];
};

const WEIGHT_PAGES = [
  { type: 'top', path: '/', shop: true },
  { type: 'product list', path: '/product/', shop: true },
  { type: 'product', path: productPath(DEFAULT_PRODUCT), shop: true },
  { type: 'content', path: CONTENT_PAGE, shop: false },
];

/**
 * `BENCH_ONLY=weight`: the default channel built on in-memory PGlite from the demo data
 * (`BENCH_PRODUCTS` grows it), then each store page and a content page loaded as a guest who
 * scrolls to the end; every script counted, inline ones included, as the full bench's guest row.
 */
export async function benchWeight(products: number): Promise<WeightFigure[]> {
  const distDir = resolve('.build/bench-weight-dist');
  const shop = await openBenchShop(products);
  const sites = (await benchChannels(shop.database, distDir)).filter(
    (c) => c.id === fallbackChannelId(),
  );
  const server = await serveShop(shop.database, sites, 0);
  const origin = `http://localhost:${server.port}`;
  process.env.PUBLIC_SITE_URL = origin;
  const browser = await launchGuestBrowser();
  try {
    await buildSite({ apiBase: `http://127.0.0.1:${server.port}`, distDir, log: () => undefined });
    const figures: WeightFigure[] = [];
    for (const page of WEIGHT_PAGES) {
      const scripts = await guestScripts(browser, origin, distDir, page.path);
      figures.push({
        ...page,
        guestBrotli: scripts.reduce((sum, s) => sum + s.brotli, 0),
        limit: page.shop ? TARGETS.shopGuestJsBrotli : TARGETS.contentJsBrotli,
        scripts: scripts.sort((a, b) => b.brotli - a.brotli),
      });
    }
    return figures;
  } finally {
    await browser.close();
    await server.close();
    await shop.server.close();
    await shop.database.close();
  }
}

const kb = (bytes: number) => `${round(bytes / 1024).toFixed(1)} KB`;

/** The weight rows, each page followed by its scripts, largest first. */
export function weightReportLines(figures: readonly WeightFigure[]): string[] {
  return figures.flatMap((f) => [
    `${f.type.padEnd(14)} ${f.path.padEnd(28)} guest ${kb(f.guestBrotli).padStart(9)} / ${kb(f.limit)} ${f.guestBrotli <= f.limit ? 'ok' : 'OVER'}`,
    ...f.scripts.map((s) => `    ${kb(s.brotli).padStart(9)}  ${s.path}`),
  ]);
}
