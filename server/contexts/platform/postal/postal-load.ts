import type { Database } from '../../../db/client';
import { log } from '../../../log';
import { countPostalCodes, insertPostalRows } from './postal.queries';
import { type PostalRow, postalDataDir, postalFiles, readPostalFile } from './postal-data';

const BATCH = 20_000;

/** Loads the whole Japan Post data set (≈120,000 rows) in a few large statements. */
export async function loadPostalCodes(database: Database, dir = postalDataDir()): Promise<number> {
  let pending: PostalRow[] = [];
  let total = 0;
  for (const file of await postalFiles(dir)) {
    pending.push(...(await readPostalFile(dir, file)));
    if (pending.length >= BATCH) {
      await insertPostalRows(database.db, pending);
      total += pending.length;
      pending = [];
    }
  }
  if (pending.length) await insertPostalRows(database.db, pending);
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
      if ((await countPostalCodes(database.db)) > 0) return;
      const started = Date.now();
      const n = await loadPostalCodes(database);
      log.info(`postal codes: loaded ${n} rows in ${Date.now() - started} ms`);
    })();
    job.catch(() => loading.delete(database));
    loading.set(database, job);
  }
  return job;
}
