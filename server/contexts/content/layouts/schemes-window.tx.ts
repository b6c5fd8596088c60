import type { Database, Db, Tx } from '../../../db/client';
import {
  enqueueBoundaryJobs,
  isBoundaryOf,
  type PublishWindow,
} from '../../../jobs/publish-window';
import { colorSchemesWithPeriod, findColorScheme } from './layouts.queries';
import { recordSchemeChange } from './layouts.tx';

/** The job that rebuilds a channel when one of its seasonal colour schemes' periods opens or closes. */
export const SCHEME_WINDOW_JOB = 'color-scheme.publish-window';

/** Enqueues, in the caller's transaction, the rebuild at each future boundary of a scheme's period. */
export function enqueueSchemeBoundaries(
  tx: Db | Tx,
  id: number,
  window: PublishWindow,
  now = new Date(),
): Promise<void> {
  const job = { name: SCHEME_WINDOW_JOB, record: `color-scheme:${id}`, payload: { id } };
  return enqueueBoundaryJobs(tx, job, window, now);
}

/**
 * The job's work at a boundary of a scheme's period: records the change a save of the scheme
 * records (its channel's site rebuilds and reads the scheme in use then), unless the scheme is
 * gone or `at` is no longer a boundary of its period. Answers whether a change was recorded.
 */
export async function rebuildAtSchemeBoundary(
  database: Database,
  id: number,
  at: Date,
): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const row = await findColorScheme(tx, null, id);
    if (!row || !isBoundaryOf({ from: row.publishFrom, to: row.publishTo }, at)) return false;
    const changes = await recordSchemeChange(tx, row);
    return changes.length > 0;
  });
}

/** Books the future boundaries of every scheme's period (the hourly catch-up); how many it read. */
export async function bookSchemeBoundaries(database: Database, now: Date): Promise<number> {
  const rows = await colorSchemesWithPeriod(database.db);
  for (const row of rows) {
    await enqueueSchemeBoundaries(
      database.db,
      row.id,
      { from: row.publishFrom, to: row.publishTo },
      now,
    );
  }
  return rows.length;
}
