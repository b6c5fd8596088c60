import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { postalCodes } from '../../db/schema/index';
import { log } from '../../log';
import { type PostalRow, postalDataDir, postalFiles, readPostalFile } from './postal-data';

const BATCH = 20_000;

async function insertBatch(database: Database, rows: PostalRow[]): Promise<void> {
  // One JSON parameter per statement: far faster than binding 8 values per row.
  await database.db.execute(sql`
    insert into postal_codes
      (code, prefecture_code, prefecture, city, town, prefecture_kana, city_kana, town_kana)
    select code, prefecture_code, prefecture, city, town, prefecture_kana, city_kana, town_kana
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(
      code text, prefecture_code smallint, prefecture text, city text, town text,
      prefecture_kana text, city_kana text, town_kana text)`);
}

/** Loads the whole Japan Post data set (≈120,000 rows) in a few large statements. */
export async function loadPostalCodes(database: Database, dir = postalDataDir()): Promise<number> {
  let pending: PostalRow[] = [];
  let total = 0;
  for (const file of await postalFiles(dir)) {
    pending.push(...(await readPostalFile(dir, file)));
    if (pending.length >= BATCH) {
      await insertBatch(database, pending);
      total += pending.length;
      pending = [];
    }
  }
  if (pending.length) await insertBatch(database, pending);
  return total + pending.length;
}

const loading = new WeakMap<Database, Promise<void>>();

/**
 * Makes sure the postal codes are in the database: loaded once per database, on first need
 * (a look-up, or the server start-up warming it in the background), never from the network.
 */
export function ensurePostalCodes(database: Database): Promise<void> {
  let job = loading.get(database);
  if (!job) {
    job = (async () => {
      const [row] = await database.db.select({ n: count() }).from(postalCodes);
      if ((row?.n ?? 0) > 0) return;
      const started = Date.now();
      const n = await loadPostalCodes(database);
      log.info(`postal codes: loaded ${n} rows in ${Date.now() - started} ms`);
    })();
    job.catch(() => loading.delete(database));
    loading.set(database, job);
  }
  return job;
}
