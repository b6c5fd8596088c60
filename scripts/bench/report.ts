import { cartReportLines } from './api-report';
import { type BuildFigures, round } from './build';
import type { CartFigure } from './cart';
import type { LighthouseScores } from './lighthouse';

/** JS of one page type. */
export type JsRow = {
  type: string;
  path: string;
  files: number;
  bytes: number;
  brotli: number;
  /** Brotli of what loads before any interaction (no `import()` chunks); `brotli` counts all. */
  initialBrotli: number;
  initialFiles: number;
  react: boolean;
  limit: number;
  /** Brotli of every script a guest's browser fetched after scrolling to the end; null when not measured. */
  guestBrotli: number | null;
  guestFiles: number;
  /** The budget of the guest count (issue 27: 85 KB on shop pages, 15 KB on content pages). */
  guestLimit: number;
};
/** Weights and scores of one channel's built site. */
export type SiteFigures = {
  js: JsRow[];
  productHtmlBrotli: number;
  lighthouse: Record<string, LighthouseScores> | null;
};
/** One more channel (theme or customer set), built after the timed default one. */
export type ChannelResult = SiteFigures & {
  id: string;
  theme: string;
  customer: string | null;
  /** Where Lighthouse loaded it (the channel's own host name). */
  origin: string;
  membersOnly: boolean;
  productPath: string;
  pages: number;
  buildSeconds: number;
};
/** Everything one bench run measured (the top-level figures are the default channel's). */
export type BenchResult = SiteFigures & {
  at: string;
  build: BuildFigures;
  channels?: ChannelResult[];
  cart?: CartFigure[] | null;
};

/** Targets of issue 3. */
export const TARGETS = {
  contentJsBrotli: 15 * 1024,
  shopJsBrotli: 90 * 1024,
  /** Issue 27: what a guest's browser fetches on a shop page after scrolling to the end. */
  shopGuestJsBrotli: 85 * 1024,
  productHtmlBrotli: 14 * 1024,
  pagesPerSecond: 150,
  peakMemoryMiB: 2048,
  performance: 95,
  accessibility: 100,
  seo: 100,
  /** Issue 5: cart add p99 on PostgreSQL, 10 connections on loopback. */
  cartAddP99Ms: 5,
  /** Editors: a price edit served in every channel that sells it, median of five, 10,000 products. */
  editToLiveSeconds: 5,
} as const;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');

/** JS within its limits (first, and as a guest loads it), and without React on a content page. */
const jsOk = (j: JsRow) =>
  j.initialBrotli <= j.limit &&
  (j.guestBrotli === null || j.guestBrotli <= j.guestLimit) &&
  !(j.react && j.limit === TARGETS.contentJsBrotli);

/** What a Lighthouse row misses, e.g. `['perf 93']`; empty when it meets every target. */
export function lighthouseMisses(s: LighthouseScores): string[] {
  const misses: string[] = [];
  if (s.performance < TARGETS.performance) misses.push(`perf ${s.performance}`);
  if (s.accessibility < TARGETS.accessibility) misses.push(`a11y ${s.accessibility}`);
  if (s.seo < TARGETS.seo) misses.push(`seo ${s.seo}`);
  return misses;
}

/** Every figure of a site over its budget, as short labels (empty when all are ok). */
export function overBudget(site: SiteFigures): string[] {
  const over = site.js.filter((j) => !jsOk(j)).map((j) => `JS ${j.type}`);
  if (site.productHtmlBrotli > TARGETS.productHtmlBrotli) over.push('product HTML');
  for (const [path, s] of Object.entries(site.lighthouse ?? {})) {
    const misses = lighthouseMisses(s);
    if (misses.length) over.push(`Lighthouse ${path} (${misses.join(', ')})`);
  }
  return over;
}

/** The product page HTML line. */
function htmlLine(bytes: number, path: string): string {
  return `product page HTML ${path}: ${kb(bytes)} brotli (target ${kb(TARGETS.productHtmlBrotli)}) ${mark(bytes <= TARGETS.productHtmlBrotli)}`;
}

/** The JS table. */
function jsLines(rows: JsRow[]): string[] {
  return [
    'page type        path                          files  raw        first      guest      all        limit (first/guest)  React',
    ...rows.map(
      (j) =>
        `${j.type.padEnd(16)} ${j.path.padEnd(29)} ${String(j.files).padStart(5)}  ${kb(j.bytes).padStart(9)}  ${kb(j.initialBrotli).padStart(9)}  ${(j.guestBrotli === null ? '—' : kb(j.guestBrotli)).padStart(9)}  ${kb(j.brotli).padStart(9)}  ${`${kb(j.limit)}/${kb(j.guestLimit)}`.padStart(19)} ${j.react ? 'yes' : 'no '} ${mark(jsOk(j))}`,
    ),
  ];
}

/** The Lighthouse table, each row marked against perf ≥ 95, a11y and SEO 100. */
function lighthouseLines(scores: Record<string, LighthouseScores>): string[] {
  const lines = [
    `Lighthouse (mobile, median)   perf  a11y  seo  best-practices   (target perf ≥ ${TARGETS.performance}, a11y ${TARGETS.accessibility}, seo ${TARGETS.seo})`,
  ];
  for (const [path, s] of Object.entries(scores)) {
    const misses = lighthouseMisses(s);
    lines.push(
      `${path.padEnd(29)} ${String(s.performance).padStart(5)} ${String(s.accessibility).padStart(5)} ${String(s.seo).padStart(4)} ${String(s.bestPractices).padStart(5)}            ${misses.length ? `OVER (${misses.join(', ')})` : 'ok'}${s.skipped?.length ? ` (not scored: ${s.skipped.join(', ')}; noindex by design)` : ''}`,
    );
  }
  return lines;
}

/** One channel's tables: heading, product HTML, JS and Lighthouse. */
export function channelLines(c: ChannelResult): string[] {
  const kind = c.customer ? `customer set ${c.customer} over theme ${c.theme}` : `theme ${c.theme}`;
  const lines = [
    `== channel ${c.id} (${kind}) at ${c.origin}: ${c.pages} pages built in ${c.buildSeconds}s`,
  ];
  if (c.membersOnly) {
    lines.push(
      'members only: guests are sent to /login/, so Lighthouse loads that; JS and HTML of the shop pages are weighed from the built files.',
    );
  }
  lines.push(htmlLine(c.productHtmlBrotli, c.productPath), ...jsLines(c.js));
  if (c.lighthouse) lines.push(...lighthouseLines(c.lighthouse));
  return lines;
}

/** The result as printable lines (a table per measure, then one block per other channel). */
export function reportLines(r: BenchResult): string[] {
  const lines = [
    `build: ${r.build.products} products, ${r.build.pages} pages in ${r.build.seconds}s = ${r.build.pagesPerSecond} pages/s (target ${TARGETS.pagesPerSecond}) ${mark(r.build.pagesPerSecond >= TARGETS.pagesPerSecond)}; peak memory of the build worker ${r.build.workerPeakMemoryMiB} MiB (target < ${TARGETS.peakMemoryMiB}) ${mark(r.build.workerPeakMemoryMiB < TARGETS.peakMemoryMiB)}, of the API and database ${r.build.peakMemoryMiB} MiB (together at most ${round(r.build.workerPeakMemoryMiB + r.build.peakMemoryMiB)} MiB); seeding ${r.build.seedSeconds}s`,
    '',
    '== channel default (theme standard), the timed build',
    htmlLine(r.productHtmlBrotli, '/product/oxford-shirt/'),
    'JS: "first" = loaded before any interaction (scripts, modulepreloads, every island with its static imports);',
    '"all" = also every chunk loaded on demand (import()), shown to watch; the limit is for "first"; content pages must not load React.',
    ...jsLines(r.js),
  ];
  if (r.lighthouse) lines.push(...lighthouseLines(r.lighthouse));
  for (const c of r.channels ?? []) lines.push('', ...channelLines(c));
  const over = [
    ...overBudget(r).map((o) => `default: ${o}`),
    ...(r.channels ?? []).flatMap((c) => overBudget(c).map((o) => `${c.id}: ${o}`)),
  ];
  lines.push(
    '',
    over.length ? `OVER budget: ${over.join('; ')}` : 'every channel within its budgets',
  );
  if (r.cart) lines.push('', ...cartReportLines(r.cart));
  return lines;
}
