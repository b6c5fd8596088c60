import { loadavg } from 'node:os';
import {
  exportProductCsv,
  importProductCsv,
} from '../../server/contexts/catalogue/product-csv/product-csv.commands';
import { type Database, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed/index';
import { benchSeedData } from './bench-data';
import { freshPostgres } from './catalogue';
import { namesChanged, pricesUp } from './csv-text';

/** Target: 10,000 products of a CSV read, checked and committed in one transaction. */
export const CSV_IMPORT_TARGET_S = 60;

/** One timed step of the CSV bench. */
export type CsvFigure = {
  database: string;
  products: number;
  step: 'export' | 'import (update)' | 'import (rename)' | 'import (create)';
  rows: number;
  seconds: number;
  loadAverage: number;
};

const SCRIPT = { kind: 'script', ip: '127.0.0.1' } as const;
const load = () => Math.round((loadavg()[0] ?? 0) * 10) / 10;

async function* chunks(bytes: Uint8Array) {
  for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await run();
  return { value, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** A CSV of `n` new products, two variants each. */
function newProducts(n: number): string {
  const rows = ['商品コード,商品名,規格コード,規格名,在庫,販売価格,税率,公開,販売チャネル'];
  for (let i = 1; i <= n; i++) {
    for (const size of ['M', 'L']) {
      rows.push(
        `BENCH-${i},ベンチ商品 ${i},BENCH-${i}-${size},${size},5,${1000 + i},10,公開,default`,
      );
    }
  }
  return rows.join('\r\n');
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Seeds `products` products into PGlite (in memory) or PostgreSQL (`postgresUrl`), then times the
 * export of every product, an import that changes every product's price (the exported file, each
 * price one yen up), one that renames every product (so every search row is rewritten) and an import that creates `products` new products with two variants each.
 */
export async function benchCsv(products: number, postgresUrl?: string): Promise<CsvFigure[]> {
  const database: Database = postgresUrl
    ? await openDatabase({ databaseUrl: await freshPostgres(postgresUrl, `bench_csv_${products}`) })
    : await openDatabase({ memory: true });
  const figure = (step: CsvFigure['step'], rows: number, seconds: number): CsvFigure => ({
    database: database.kind,
    products,
    step,
    rows,
    seconds,
    loadAverage: load(),
  });
  try {
    await migrateDatabase(database);
    const { seedData } = await import('../../server/db/seed/data/index');
    await seedDatabase(database, benchSeedData(seedData, products));
    const db = database.db;
    const query = { sort: 'updated', order: 'desc', page: 1, per: 50 } as const;
    const exported = await timed(async () => readAll(await exportProductCsv(db, query, 'utf8')));
    const text = new TextDecoder().decode(exported.value);
    const rows = text.split('\r\n').filter(Boolean).length - 1;
    const figures = [figure('export', rows, exported.seconds)];
    const changed = new TextEncoder().encode(pricesUp(text));
    const update = await timed(() =>
      importProductCsv(db, SCRIPT, chunks(changed), { encoding: 'utf8', dryRun: false }),
    );
    figures.push(figure('import (update)', update.value.rows, update.seconds));
    const renamed = new TextEncoder().encode(namesChanged(text));
    const rename = await timed(() =>
      importProductCsv(db, SCRIPT, chunks(renamed), { encoding: 'utf8', dryRun: false }),
    );
    figures.push(figure('import (rename)', rename.value.rows, rename.seconds));
    const fresh = new TextEncoder().encode(newProducts(products));
    const create = await timed(() =>
      importProductCsv(db, SCRIPT, chunks(fresh), { encoding: 'utf8', dryRun: false }),
    );
    figures.push(figure('import (create)', create.value.rows, create.seconds));
    return figures;
  } finally {
    await database.close();
  }
}

/** The CSV table: one line per step, then the target. */
export function csvReportLines(figures: CsvFigure[]): string[] {
  return [
    'CSV (商品CSV)       database    products   rows     seconds  load',
    ...figures.map(
      (f) =>
        `${f.step.padEnd(19)} ${f.database.padEnd(11)} ${String(f.products).padEnd(10)} ${String(f.rows).padEnd(8)} ${String(f.seconds).padEnd(8)} ${f.loadAverage}`,
    ),
    `target: import of 10,000 products ≤ ${CSV_IMPORT_TARGET_S} s (read, checked, committed, one transaction)`,
  ];
}
