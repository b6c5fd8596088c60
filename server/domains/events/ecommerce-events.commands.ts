import { env } from '../../env';
import type { JobContext } from '../../jobs/queue';
import { deleteEventsBefore } from './ecommerce-events.queries';

/** The daily job that deletes ecommerce events older than the retention period. */
export const EVENTS_PRUNE_JOB = 'ecommerce-events.prune';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes events recorded more than `retentionDays` before `ctx.now`; answers how many went. */
export async function pruneEcommerceEvents(
  ctx: JobContext,
  retentionDays: number = env.EVENT_RETENTION_DAYS,
): Promise<number> {
  return deleteEventsBefore(ctx.database.db, new Date(ctx.now.getTime() - retentionDays * DAY_MS));
}
