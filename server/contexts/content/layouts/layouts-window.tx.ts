import type { Database, Db, Tx } from '../../../db/client';
import { recordContentChange } from '../../../db/content-version';
import {
  enqueueBoundaryJobs,
  isBoundaryOf,
  type PublishWindow,
} from '../../../jobs/publish-window';
import { findPageLayout, pageLayoutsWithSeason } from './layouts.queries';

/** The job that rebuilds a channel's pages when a page's period layout begins or ends. */
export const LAYOUT_WINDOW_JOB = 'page-layout.publish-window';

/** A channel's layout of one page, as a boundary job names it. */
export type LayoutTarget = { id: number; channelId: string; page: string };

/** Enqueues, in the caller's transaction, the rebuild at each future boundary of a page's period layout. */
export function enqueueLayoutBoundaries(
  tx: Db | Tx,
  target: LayoutTarget,
  window: PublishWindow,
  now = new Date(),
): Promise<void> {
  const job = {
    name: LAYOUT_WINDOW_JOB,
    record: `page-layout:${target.id}`,
    payload: { channel: target.channelId, page: target.page },
  };
  return enqueueBoundaryJobs(tx, job, window, now);
}

/**
 * The job's work at a boundary of a period layout: records the change a save of the layout
 * records (the channel's pages showing it rebuild and read the layout in use then), unless the
 * layout is gone or `at` is no longer a boundary of its period. Answers whether a change was recorded.
 */
export async function rebuildAtLayoutBoundary(
  database: Database,
  target: { channelId: string; page: string },
  at: Date,
): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const row = await findPageLayout(tx, target.channelId, target.page);
    const window = { from: row?.seasonFrom ?? null, to: row?.seasonTo ?? null };
    if (!row?.seasonSections || !isBoundaryOf(window, at)) return false;
    const changes = await recordContentChange(tx, {
      kind: 'layout',
      key: target.page,
      channels: [target.channelId],
    });
    return changes.length > 0;
  });
}

/** Books the future boundaries of every page's period layout (the hourly catch-up); how many it read. */
export async function bookLayoutBoundaries(database: Database, now: Date): Promise<number> {
  const rows = await pageLayoutsWithSeason(database.db);
  for (const row of rows) {
    const window = { from: row.seasonFrom, to: row.seasonTo };
    await enqueueLayoutBoundaries(database.db, row, window, now);
  }
  return rows.length;
}
