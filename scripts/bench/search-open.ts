import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { listen } from '../../server/static/network';
import { runClosedLoop } from './closed-loop';
import { runOpenLoop } from './open-loop';

/** One open-loop row: a call served over HTTP at a fixed arrival rate. */
export type OpenSearchFigure = {
  database: 'pglite' | 'postgres';
  products: number;
  call: 'floor' | 'keyword (ILIKE, before)' | 'keyword (index)' | 'suggestions';
  /** Requests a second asked for. */
  rate: number;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The 1-minute load average when the row started (2 cores: above 2, work queues). */
  loadAverage: number;
};

/** One throughput row: a call sent as fast as 10 connections can, beside the floor of the same run. */
export type SearchThroughputFigure = {
  database: 'pglite' | 'postgres';
  products: number;
  call: 'floor' | 'keyword (index)' | 'suggestions';
  rps: number;
  /** `rps` over the floor's in the same run (the floor's own row says 1). */
  ofFloor: number;
  errors: number;
  loadAverage: number;
};

/**
 * How the rows over HTTP run: `BENCH_SEARCH_RATE` requests a second for `BENCH_SEARCH_SECONDS`,
 * then each call as fast as it is answered for `throughputSeconds` (`BENCH_SEARCH_THROUGHPUT_SECONDS`, 0: none).
 */
export type OpenSearchOptions = {
  rate: number;
  seconds: number;
  keywords: readonly string[];
  throughputSeconds?: number;
};

/** What the rows over HTTP give: latency at a fixed rate, and throughput beside the floor. */
export type OverHttpFigures = { open: OpenSearchFigure[]; throughput: SearchThroughputFigure[] };

const WARMUP_MS = 2000;

/**
 * Serves the floor (`select 1`) and the old ILIKE search on a bare server, and the shop's own API
 * (`GET /v1/products?fields=list&keyword=`, `GET /v1/search/suggestions`, as a shopper's browser
 * calls them: the list's count reused per keyword for 10 s as in the shop), then sends `rate`
 * requests a second to each in turn, keywords in rotation, timing each from when it was due
 * (`runOpenLoop`: a stall counts for every request due during it).
 */
export async function benchSearchOpen(
  database: Database,
  products: number,
  ilike: (keyword: string) => Promise<void>,
  options: OpenSearchOptions,
): Promise<OverHttpFigures> {
  const { db } = database;
  const shop = createApp({ database });
  const app = new Hono()
    .get('/floor', async (c) => c.json(await db.execute(sql`select 1 as one`)))
    .get('/ilike', async (c) => {
      await ilike(c.req.query('keyword') ?? '');
      return c.json({ ok: true });
    })
    .all('/v1/*', (c) => shop.fetch(c.req.raw, c.env));
  const server = await listen((req, bindings) => app.fetch(req, bindings), 0, '127.0.0.1');
  // The ILIKE row last: at 100,000 products it cannot keep up with the rate, and the machine was
  // still busy with its queue when the next row began (load 9 against 2.5 for the floor).
  const rows: [OpenSearchFigure['call'], string][] = [
    ['floor', '/floor?keyword='],
    ['keyword (index)', '/v1/products?fields=list&keyword='],
    ['suggestions', '/v1/search/suggestions?keyword='],
    ['keyword (ILIKE, before)', '/ilike?keyword='],
  ];
  const figures: OpenSearchFigure[] = [];
  const origin = `http://127.0.0.1:${server.port}`;
  const keywordPath = (path: string, i: number) =>
    `${path}${encodeURIComponent(options.keywords[i % options.keywords.length] ?? '')}`;
  try {
    for (const [call, path] of rows) {
      const loadAverage = Math.round((loadavg()[0] ?? 0) * 10) / 10;
      const stats = await runOpenLoop({
        origin,
        rate: options.rate,
        warmupMs: WARMUP_MS,
        durationMs: options.seconds * 1000,
        connections: 10,
        next: (i) => ({ method: 'GET', path: keywordPath(path, i) }),
      });
      figures.push({
        database: database.kind,
        products,
        call,
        rate: options.rate,
        requests: stats.requests,
        errors: stats.errors,
        p50: stats.p50,
        p95: stats.p95,
        p99: stats.p99,
        max: stats.max,
        loadAverage,
      });
    }
    const seconds = options.throughputSeconds ?? 0;
    const throughput =
      seconds > 0
        ? await throughputRows(database, products, seconds, (path, i) => ({
            origin,
            path: keywordPath(path, i),
          }))
        : [];
    // autocannon stops without waiting for the answers in flight: let them end before closing.
    if (throughput.length > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
    return { open: figures, throughput };
  } finally {
    await server.close();
  }
}

/**
 * Each call sent by 10 connections, each sending its next request when the last is answered
 * (`runClosedLoop`), for `seconds` after a 2 s warm-up: the requests a second the API serves, beside
 * the floor's in the same run (the machine's speed changes from day to day; the ratio does not).
 */
async function throughputRows(
  database: Database,
  products: number,
  seconds: number,
  request: (path: string, i: number) => { origin: string; path: string },
): Promise<SearchThroughputFigure[]> {
  const rows: [SearchThroughputFigure['call'], string][] = [
    ['floor', '/floor?keyword='],
    ['keyword (index)', '/v1/products?fields=list&keyword='],
    ['suggestions', '/v1/search/suggestions?keyword='],
  ];
  const figures: SearchThroughputFigure[] = [];
  for (const [call, path] of rows) {
    const loadAverage = Math.round((loadavg()[0] ?? 0) * 10) / 10;
    const { origin } = request(path, 0);
    const stats = await runClosedLoop({
      origin,
      connections: 10,
      warmupMs: WARMUP_MS,
      durationMs: seconds * 1000,
      next: (i) => ({ method: 'GET', path: request(path, i).path }),
    });
    const floor = figures[0]?.rps ?? stats.rps;
    figures.push({
      database: database.kind,
      products,
      call,
      rps: stats.rps,
      ofFloor: Math.round((stats.rps / floor) * 1000) / 1000,
      errors: stats.errors,
      loadAverage,
    });
  }
  return figures;
}

/** The throughput table: one line per row, each call's requests a second and its share of the floor. */
export function searchThroughputReportLines(figures: readonly SearchThroughputFigure[]): string[] {
  return [
    'search (throughput over HTTP, 10 connections)   req/s  of floor  errors  load',
    ...figures.map(
      (f) =>
        `${`${f.database} ${f.products} ${f.call}`.padEnd(44)} ${f.rps.toFixed(1).padStart(8)} ${f.ofFloor.toFixed(3).padStart(9)} ${String(f.errors).padStart(7)} ${f.loadAverage.toFixed(1).padStart(5)}`,
    ),
  ];
}

/** The open-loop table: one line per row. */
export function openSearchReportLines(figures: readonly OpenSearchFigure[]): string[] {
  return [
    'search (open loop over HTTP)                 req/s   sent  errors   p50 ms   p95 ms   p99 ms   max ms  load',
    ...figures.map(
      (f) =>
        `${`${f.database} ${f.products} ${f.call}`.padEnd(44)} ${String(f.rate).padStart(5)} ${String(f.requests).padStart(6)} ${String(f.errors).padStart(7)} ${f.p50.toFixed(1).padStart(8)} ${f.p95.toFixed(1).padStart(8)} ${f.p99.toFixed(1).padStart(8)} ${f.max.toFixed(1).padStart(8)} ${f.loadAverage.toFixed(1).padStart(5)}`,
    ),
  ];
}
