import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { productChannels, products } from '../../server/db/schema/index';
import type { ChannelSite } from '../../server/static/channel-sites';
import { round } from './build';
import { namesChanged } from './csv-text';

/** A CSV renaming every product, from the call until every channel's site is published. */
export type CsvToLiveFigure = {
  products: number;
  /** Seconds until the import answered (read, checked, committed). */
  importSeconds: number;
  /** Seconds from the call until every channel's rebuild had finished. */
  liveSeconds: number;
  /** Pages rendered by those rebuilds, and rendered per second while they ran. */
  rendered: number;
  pagesPerSecond: number;
  channels: { id: string; rendered: number; reused: number; seconds: number }[];
};

type Call = (
  method: string,
  path: string,
  body?: BodyInit,
  type?: string,
) => Response | Promise<Response>;

/** Throws unless the first product's page on every channel that sells it shows `name`. */
async function assertShown(database: Database, sites: readonly ChannelSite[], suffix: string) {
  const [first] = await database.db
    .select({ id: products.id, key: products.key, name: products.name })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1);
  if (!first?.name.endsWith(suffix)) throw new Error('the CSV did not rename the first product');
  const sold = await database.db
    .select({ id: productChannels.channelId })
    .from(productChannels)
    .where(eq(productChannels.productId, first.id));
  for (const site of sites.filter((s) => sold.some((c) => c.id === s.id))) {
    const file = join(site.distDir, 'product', first.key, 'index.html');
    if (!(await readFile(file, 'utf8')).includes(first.name)) {
      throw new Error(`renamed product not live on ${site.id}: ${file}`);
    }
  }
}

/**
 * Exports every product as CSV (`GET /v1/admin/products.csv`), renames each (「（改）」 after its
 * name), imports the file (`POST /v1/admin/products/import`) and waits for the rebuild it queued:
 * every product page of every channel changes, so this is the whole catalogue published again.
 */
export async function benchCsvToLive(
  database: Database,
  sites: readonly ChannelSite[],
  call: Call,
  idle: () => Promise<void>,
  report: () => Promise<CsvToLiveFigure['channels']>,
): Promise<CsvToLiveFigure> {
  const exported = await call('GET', '/v1/admin/products.csv?encoding=utf8');
  if (!exported.ok) throw new Error(`CSV export: ${exported.status}`);
  const renamed = namesChanged(await exported.text());
  const started = performance.now();
  const imported = await call(
    'POST',
    '/v1/admin/products/import?encoding=utf8',
    renamed,
    'text/csv',
  );
  if (!imported.ok) throw new Error(`CSV import: ${imported.status} ${await imported.text()}`);
  const summary = (await imported.json()) as { updated: number };
  const importSeconds = (performance.now() - started) / 1000;
  await idle();
  const liveSeconds = (performance.now() - started) / 1000;
  await assertShown(database, sites, '（改）');
  const channels = await report();
  const rendered = channels.reduce((sum, c) => sum + c.rendered, 0);
  return {
    products: summary.updated,
    importSeconds: round(importSeconds),
    liveSeconds: round(liveSeconds),
    rendered,
    pagesPerSecond: round(rendered / Math.max(liveSeconds - importSeconds, 0.001)),
    channels,
  };
}

/** The CSV-to-live line, against the build's target rate (pages a second). */
export function csvToLiveLine(figure: CsvToLiveFigure, target: number): string {
  const parts = figure.channels.map(
    (c) => `${c.id} ${c.rendered}/${c.rendered + c.reused} in ${c.seconds}s`,
  );
  const mark = figure.pagesPerSecond >= target ? 'ok' : 'UNDER';
  return `  CSV renaming ${figure.products} products: imported in ${figure.importSeconds}s, live on every channel at ${figure.liveSeconds}s; ${figure.rendered} pages rendered at ${figure.pagesPerSecond} pages/s (target ≥ ${target}: ${mark}) (${parts.join(', ')})`;
}
