import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { ProductListQuerySchema } from '../../contract/catalog/catalog.schema';
import { listItems } from '../../server/contexts/catalogue/catalog/index';
import { forgetListTotals } from '../../server/contexts/catalogue/catalog/product-list.queries';
import { suggest } from '../../server/contexts/catalogue/search/search.commands';
import { type Database, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed/index';
import { benchSeedData } from './bench-data';
import { databaseUrlOf, freshPostgres, seededBefore } from './catalogue';
import { benchSearchOpen, type OpenSearchOptions, type OverHttpFigures } from './search-open';

/** Targets of issue 36 (p95, ms). */
export const SEARCH_TARGETS = { keywordPostgres: 30, keywordPglite: 60, suggestions: 20 } as const;

/** Keywords the rows cycle through: kana, width and long-vowel spellings, codes, brands, 1 letter, 2 words. */
export const BENCH_KEYWORDS = [
  'シャツ',
  'しゃつ',
  'ｼｬﾂ',
  'Tシャツ',
  'パ-カ-',
  '靴',
  '白　シャツ',
  'ms200',
  '月見堂',
  'せんべい 詰め合わせ',
];

/** One row: a call on one database at one catalogue size. */
export type SearchFigure = {
  database: 'pglite' | 'postgres';
  products: number;
  call: 'floor' | 'keyword (ILIKE, before)' | 'keyword (index)' | 'suggestions';
  runs: number;
  p50: number;
  p95: number;
  max: number;
  loadAverage: number;
};

const ROUNDS = 10;

/**
 * The keyword filter as it was before the search index (one ILIKE per space-separated word on
 * name and summary, ANDed, newest first, a page of 15 and a separate count): kept here only so the
 * bench can show it beside the index.
 */
async function ilikeSearch(database: Database, keyword: string): Promise<void> {
  const terms = keyword.split(/[\s\u3000]+/).filter(Boolean);
  const patterns = terms.map((t) => `%${t.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  const where = sql.join(
    [
      sql`p.is_show and exists (select 1 from product_channels pc where pc.product_id = p.id and pc.channel_id = 'default')`,
      ...patterns.map((pattern) => sql`(p.name ilike ${pattern} or p.summary ilike ${pattern})`),
    ],
    sql` and `,
  );
  await Promise.all([
    database.db.execute(sql`select count(*) from products p where ${where}`),
    database.db.execute(
      sql`select p.id, p.key, p.name from products p where ${where} order by p.published_at desc, p.id desc limit 15`,
    ),
  ]);
}

const percentile = (sorted: number[], p: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) * 100) / 100;

/** Runs `call` for every keyword, ROUNDS times, after one warm-up round; latency per call. */
async function measure(
  database: Database,
  products: number,
  call: SearchFigure['call'],
  run: (keyword: string) => Promise<unknown>,
): Promise<SearchFigure> {
  for (const keyword of BENCH_KEYWORDS) await run(keyword);
  const loadAverage = Math.round((loadavg()[0] ?? 0) * 10) / 10;
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const keyword of BENCH_KEYWORDS) {
      const started = performance.now();
      await run(keyword);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return {
    database: database.kind,
    products,
    call,
    runs: times.length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: percentile(times, 1),
    loadAverage,
  };
}

/**
 * Seeds `products` products into PGlite (in memory) or PostgreSQL (`postgresUrl`; with `reuseSeed`,
 * the database an earlier run seeded, `BENCH_REUSE_SEED=1`), then measures,
 * in process and one call at a time: the floor (`select 1`), today's ILIKE search, the indexed
 * keyword search as `GET /v1/products?fields=list&keyword=` runs it (its total counted every time,
 * not taken from the list's 10-second cache), and suggestions; then, with `open`, the same four
 * over HTTP at a fixed arrival rate, and the throughput of each beside the floor (`search-open.ts`).
 */
export async function benchSearch(
  products: number,
  postgresUrl?: string,
  open?: OpenSearchOptions,
  reuseSeed = false,
): Promise<{ closed: SearchFigure[] } & OverHttpFigures> {
  const name = `bench_search_${products}`;
  const reuse = !!postgresUrl && reuseSeed && (await seededBefore(postgresUrl, name));
  const database = postgresUrl
    ? await openDatabase({
        databaseUrl: reuse
          ? databaseUrlOf(postgresUrl, name)
          : await freshPostgres(postgresUrl, name),
      })
    : await openDatabase({ memory: true });
  try {
    await migrateDatabase(database);
    if (!reuse) {
      const { seedData } = await import('../../server/db/seed/data/index');
      await seedDatabase(database, benchSeedData(seedData, products));
    }
    const db = database.db;
    const keywordQuery = (keyword: string) =>
      v.parse(ProductListQuerySchema, { keyword, fields: 'list' });
    const closed = [
      await measure(database, products, 'floor', () => db.execute(sql`select 1`)),
      await measure(database, products, 'keyword (ILIKE, before)', (k) => ilikeSearch(database, k)),
      await measure(database, products, 'keyword (index)', (k) => {
        forgetListTotals(db);
        return listItems(db, 'default', keywordQuery(k), undefined);
      }),
      await measure(database, products, 'suggestions', (k) => suggest(db, 'default', k)),
    ];
    const ilike = (keyword: string) => ilikeSearch(database, keyword);
    const overHttp = open
      ? await benchSearchOpen(database, products, ilike, open)
      : { open: [], throughput: [] };
    return { closed, ...overHttp };
  } finally {
    await database.close();
  }
}

/** The search table: one line per row, then the targets. */
export function searchReportLines(figures: SearchFigure[]): string[] {
  const lines = [
    'search (in process, 1 at a time)           runs   p50 ms   p95 ms   max ms  load',
    ...figures.map(
      (f) =>
        `${`${f.database} ${f.products} ${f.call}`.padEnd(42)} ${String(f.runs).padStart(5)} ${f.p50.toFixed(2).padStart(8)} ${f.p95.toFixed(2).padStart(8)} ${f.max.toFixed(2).padStart(8)} ${f.loadAverage.toFixed(1).padStart(5)}`,
    ),
    '',
  ];
  for (const f of figures) {
    const limit =
      f.call === 'suggestions'
        ? SEARCH_TARGETS.suggestions
        : f.call === 'keyword (index)'
          ? f.database === 'postgres'
            ? SEARCH_TARGETS.keywordPostgres
            : SEARCH_TARGETS.keywordPglite
          : undefined;
    if (limit !== undefined)
      lines.push(
        `${f.database} ${f.products} ${f.call} p95 ${f.p95} ms (target ≤ ${limit} ms) ${f.p95 <= limit ? 'ok' : 'OVER'}`,
      );
  }
  return lines;
}
