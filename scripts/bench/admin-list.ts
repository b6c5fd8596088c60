import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { AdminProductListQuerySchema } from '../../contract/catalog/back-office-products.schema';
import { createApp } from '../../server/app';
import { adminProductPage } from '../../server/contexts/catalogue/products-admin/product-list.queries';
import { type Database, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed/index';
import { listen } from '../../server/static/network';
import { logQueries } from '../../server/testing/query-log';
import {
  type AdminListFigure,
  type AdminListRow,
  adminListCalls,
  type OpenFigure,
} from './admin-list-report';
import { benchSeedData } from './bench-data';
import { round } from './build';
import { databaseUrlOf, freshPostgres, seededBefore } from './catalogue';
import { runOpenLoop } from './open-loop';

/** How the rows run: `rate` requests a second for `seconds` each, after a 2 s warm-up. */
/** The open loop's rate and length; `reuseSeed`: use the catalogue rung's database when seeded. */
export type AdminListOptions = {
  rate: number;
  seconds: number;
  reuseSeed?: boolean;
  log: (line: string) => void;
};

/** Products the back office lists with no filter (all but the deleted). */
async function listedCount(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from products where deleted_at is null`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/** The filter values a catalogue of this shape has: its largest category, brand and channel, a name word. */
async function filterValues(database: Database) {
  const first = async (query: ReturnType<typeof sql>) => {
    const result = (await database.db.execute(query)) as unknown as {
      rows: Record<string, unknown>[];
    };
    return String(Object.values(result.rows[0] ?? {})[0] ?? '');
  };
  return {
    category: await first(
      sql`select category_id from products where category_id is not null group by 1 order by count(*) desc limit 1`,
    ),
    brand: await first(
      sql`select brand_id from products where brand_id is not null group by 1 order by count(*) desc limit 1`,
    ),
    // The least-sold channel: a filter that keeps a few products, not nearly all.
    channel: await first(
      sql`select channel_id from product_channels group by 1 order by count(*) asc limit 1`,
    ),
    // The demo name the most bench products copy (`<name> 第N版`): an editor's search by name.
    keyword: await first(
      sql`select split_part(name, ' 第', 1) from products group by 1 order by count(*) desc limit 1`,
    ),
  };
}

/** The demo editor's back-office session cookie (`bo_session=…`), signed in through the app. */
async function editorCookie(app: ReturnType<typeof createApp>): Promise<string> {
  const res = await app.request('http://admin.localhost/v1/admin/session', {
    method: 'POST',
    headers: { Host: 'admin.localhost', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'editor@example.jp', password: 'Editor-pass-2026' }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('bo_session='));
  if (res.status !== 200 || !cookie) {
    throw new Error(`editor sign-in: ${res.status} ${await res.text()}`);
  }
  return cookie;
}

/** `path` at `rate` a second for `seconds` (2 s warm-up), latency from when each was due. */
async function openRow(
  origin: string,
  path: string,
  headers: Record<string, string>,
  options: AdminListOptions,
): Promise<OpenFigure> {
  const load = round(loadavg()[0] ?? 0);
  const stats = await runOpenLoop({
    origin,
    rate: options.rate,
    warmupMs: 2000,
    durationMs: options.seconds * 1000,
    connections: 10,
    next: () => ({ method: 'GET', path, headers }),
  });
  if (stats.errors) throw new Error(`GET ${path}: ${stats.errors} errors, ${stats.firstError}`);
  const { requests, errors, p50, p95, max } = stats;
  return { requests, errors, p50, p95, max, load };
}

/** EXPLAIN (ANALYZE) of the statements `adminProductPage` sends for `query` (the count, the page). */
async function explainCall(database: Database, query: Record<string, string>): Promise<string[]> {
  const log = logQueries(database);
  try {
    await adminProductPage(database.db, v.parse(AdminProductListQuerySchema, query));
  } finally {
    log.stop();
  }
  const client = (
    database.db as unknown as {
      $client: { query: (t: string, v: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
    }
  ).$client;
  const lines: string[] = [];
  for (const q of log.queries) {
    const result = await client.query(
      `explain (analyze, costs off, buffers, summary on) ${q.text}`,
      q.values,
    );
    lines.push(...result.rows.map((r) => `  ${Object.values(r)[0] ?? ''}`), '');
  }
  return lines;
}

/**
 * One size: `products` seeded into a fresh `bench_dev_admin_list_<n>` on the PostgreSQL server
 * of `url`, the real app on 127.0.0.1, the demo editor signed in; then each call of the back
 * office's product list (`GET /v1/admin/products`) and the floor (`GET /v1/health`) at a fixed
 * arrival rate, and the plans of the three slowest calls.
 */
export async function benchAdminList(
  url: string,
  products: number,
  options: AdminListOptions,
): Promise<AdminListFigure> {
  const started = performance.now();
  // BENCH_REUSE_SEED=1: the catalogue rung's database of the same size, when a run seeded it.
  const rung = `bench_catalogue_${products}`;
  const reuse = !!options.reuseSeed && (await seededBefore(url, rung));
  const database = await openDatabase({
    databaseUrl: reuse
      ? databaseUrlOf(url, rung)
      : await freshPostgres(url, `bench_dev_admin_list_${products}`),
  });
  try {
    options.log(`bench admin list: ${reuse ? `reusing ${rung}` : `seeding ${products} products`}…`);
    await migrateDatabase(database);
    if (!reuse) {
      const { seedData } = await import('../../server/db/seed/data/index');
      await seedDatabase(database, benchSeedData(seedData, products));
    }
    await database.db.execute(sql`analyze`);
    const seedSeconds = reuse ? Number.NaN : round((performance.now() - started) / 1000);
    const app = createApp({ database });
    const server = await listen((req, bindings) => app.fetch(req, bindings), 0, '127.0.0.1');
    const origin = `http://127.0.0.1:${server.port}`;
    try {
      const headers = { host: 'admin.localhost', cookie: await editorCookie(app) };
      const first = await app.request('http://admin.localhost/v1/admin/products?per=1', {
        headers,
      });
      // The list's own total is capped ("1,000 or more"); the deep page comes from the real count.
      const listed = first.ok ? await listedCount(database) : 0;
      const calls = adminListCalls(listed, await filterValues(database));
      const floor = await openRow(origin, '/v1/health', {}, options);
      options.log(`bench admin list: floor ${JSON.stringify(floor)}`);
      const rows: AdminListRow[] = [];
      for (const { call, query } of calls) {
        const search = new URLSearchParams(query).toString();
        const figure = await openRow(origin, `/v1/admin/products?${search}`, headers, options);
        rows.push({ call, query: search, ...figure });
        options.log(`bench admin list: ${call} ${JSON.stringify(figure)}`);
      }
      const slowest = [...rows].sort((a, b) => b.p95 - a.p95).slice(0, 3);
      const plans: string[] = [];
      for (const row of slowest) {
        const query = Object.fromEntries(new URLSearchParams(row.query));
        plans.push(`-- ${row.call} (${row.query})`, ...(await explainCall(database, query)));
      }
      const { rate, seconds } = options;
      return { products, listed, seedSeconds, rate, seconds, floor, rows, plans };
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
  }
}
