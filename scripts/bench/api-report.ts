import { type CartFigure, OPEN_RATES } from './cart';

/** Targets of the API rows (issues 15 and 12). */
export const API_TARGETS = {
  /** Cart add p99 on PostgreSQL, open loop at 200 a second. */
  cartAddP99Ms: 5,
  /** Decision p99 on PostgreSQL, open loop at 50 a second. */
  decisionP99Ms: 50,
  /** Order history (10 a page, a member with 500 orders) p99, open loop at 50 a second. */
  historyP99Ms: 20,
  /** Product list (15 a page) on PostgreSQL at 10 connections, requests a second. */
  productListRps: 1000,
} as const;

const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');
const num = (n: number, w: number) => n.toFixed(n >= 100 ? 0 : 2).padStart(w);

/** One row of the API table. */
function apiRow(f: CartFigure): string {
  const how = f.mode === 'open' ? `open ${f.rate}/s` : `closed ${f.connections}c`;
  const name = `${f.database} ×${f.processes ?? 1} ${f.call}`;
  const bytes = f.replyBytes ? `  ${(f.replyBytes / 1024).toFixed(1)} KB/reply` : '';
  const error = f.errors ? `  first error: ${f.firstError}` : '';
  return `${name.padEnd(30)} ${how.padEnd(12)} ${num(f.rps, 7)} ${num(f.p50, 8)} ${num(f.p99, 8)} ${num(f.max, 8)} ${String(f.errors).padStart(6)} ${num(f.cpuMsPerRequest, 8)} ${num(f.loadAverage ?? 0, 5)}${bytes}${error}`;
}

const find = (figures: CartFigure[], f: Partial<CartFigure>) =>
  figures.find((x) => Object.entries(f).every(([k, v]) => x[k as keyof CartFigure] === v));

/** A target line: `label` p-value against `limit` (ms), ok or OVER, or not measured. */
function target(label: string, f: CartFigure | undefined, p: 'p50' | 'p99', limit: number) {
  if (!f) return `${label}: not measured`;
  return `${label} ${p} ${f[p]} ms (target ≤ ${limit} ms) ${mark(f[p] <= limit && f.errors === 0)}`;
}

/**
 * The API table (closed loop: saturation throughput and queueing at `connections`; open loop: a
 * fixed arrival rate, latency from when each request was due) and the target lines.
 */
export function cartReportLines(figures: CartFigure[]): string[] {
  const lines = [
    'API (loopback HTTP)            loop            req/s   p50 ms   p99 ms   max ms errors  CPU ms  load',
    ...figures.map(apiRow),
    '',
  ];
  const pg = (call: CartFigure['call'], processes: number, mode: CartFigure['mode']) =>
    find(figures, { database: 'postgres', call, processes, mode });
  const floor = find(figures, { database: 'postgres', call: 'floor' });
  for (const n of [1, 2]) {
    lines.push(
      target(
        `PostgreSQL ×${n} cart add at ${OPEN_RATES.add}/s`,
        pg('add', n, 'open'),
        'p99',
        API_TARGETS.cartAddP99Ms,
      ),
      target(
        `PostgreSQL ×${n} decision at ${OPEN_RATES.decision}/s`,
        pg('decision', n, 'open'),
        'p99',
        API_TARGETS.decisionP99Ms,
      ),
      target(
        `PostgreSQL ×${n} order history at ${OPEN_RATES.history}/s`,
        pg('history', n, 'open'),
        'p99',
        API_TARGETS.historyP99Ms,
      ),
    );
    const list = pg('products', n, 'closed');
    lines.push(
      list
        ? `PostgreSQL ×${n} product list ${list.rps} req/s at ${list.connections} connections (target ≥ ${API_TARGETS.productListRps}) ${mark(list.rps >= API_TARGETS.productListRps && list.errors === 0)}`
        : `PostgreSQL ×${n} product list: not measured`,
    );
  }
  if (floor)
    lines.push(
      `this machine's floor (one-row UPDATE, same stack, 1 process): ${floor.rps} req/s, p50 ${floor.p50} ms`,
    );
  for (const call of ['add', 'decision'] as const) {
    const lite = find(figures, { database: 'pglite', call, mode: 'open' });
    const post = pg(call, 1, 'open');
    lines.push(
      lite && post
        ? `PGlite ${call} p50 ${lite.p50} ms = ${(lite.p50 / Math.max(0.01, post.p50)).toFixed(1)}× PostgreSQL's ${post.p50} ms (target ≤ 3×) ${mark(lite.p50 <= 3 * post.p50)}`
        : `PGlite ${call} against PostgreSQL: not measured`,
    );
  }
  return lines;
}
