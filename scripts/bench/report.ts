import { cartReportLines } from './api-report';
import type { BuildFigures } from './build';
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
};
/** Everything one bench run measured. */
export type BenchResult = {
  at: string;
  build: BuildFigures;
  js: JsRow[];
  productHtmlBrotli: number;
  lighthouse: Record<string, LighthouseScores> | null;
  cart?: CartFigure[] | null;
};

/** Targets of issue 3. */
export const TARGETS = {
  contentJsBrotli: 15 * 1024,
  shopJsBrotli: 90 * 1024,
  productHtmlBrotli: 14 * 1024,
  pagesPerSecond: 100,
  peakMemoryMiB: 2048,
  performance: 95,
  accessibility: 100,
  seo: 100,
  /** Issue 5: cart add p99 on PostgreSQL, 10 connections on loopback. */
  cartAddP99Ms: 5,
} as const;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');

/** The result as printable lines (a table per measure). */
export function reportLines(r: BenchResult): string[] {
  const lines = [
    `build: ${r.build.products} products, ${r.build.pages} pages in ${r.build.seconds}s = ${r.build.pagesPerSecond} pages/s (target ${TARGETS.pagesPerSecond}) ${mark(r.build.pagesPerSecond >= TARGETS.pagesPerSecond)}; peak memory ${r.build.peakMemoryMiB} MiB (target < ${TARGETS.peakMemoryMiB}) ${mark(r.build.peakMemoryMiB < TARGETS.peakMemoryMiB)}; seeding ${r.build.seedSeconds}s`,
    `product page HTML: ${kb(r.productHtmlBrotli)} brotli (target ${kb(TARGETS.productHtmlBrotli)}) ${mark(r.productHtmlBrotli <= TARGETS.productHtmlBrotli)}`,
    '',
    'JS: "first" = loaded before any interaction (scripts, modulepreloads, every island with its static imports);',
    '"all" = also every chunk loaded on demand (import()), shown to watch; the limit is for "first".',
    'page type        path                          files  raw        first      all        limit     React',
  ];
  for (const j of r.js) {
    lines.push(
      `${j.type.padEnd(16)} ${j.path.padEnd(29)} ${String(j.files).padStart(5)}  ${kb(j.bytes).padStart(9)}  ${kb(j.initialBrotli).padStart(9)}  ${kb(j.brotli).padStart(9)}  ${kb(j.limit).padStart(8)} ${j.react ? 'yes' : 'no '} ${mark(j.initialBrotli <= j.limit)}`,
    );
  }
  if (r.lighthouse) {
    lines.push('', 'Lighthouse (mobile, median)   perf  a11y  seo  best-practices');
    for (const [path, s] of Object.entries(r.lighthouse)) {
      lines.push(
        `${path.padEnd(29)} ${String(s.performance).padStart(5)} ${String(s.accessibility).padStart(5)} ${String(s.seo).padStart(4)} ${String(s.bestPractices).padStart(5)}`,
      );
    }
  }
  if (r.cart) lines.push('', ...cartReportLines(r.cart));
  return lines;
}
