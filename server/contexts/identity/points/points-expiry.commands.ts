import type { JobContext } from '../../../jobs/queue';
import { POINT_LIFETIME_DAYS } from './points.model';
import { addToBalance, lapsedMembers, lockBalance, recordPoints } from './points.queries';

/** The daily job that lapses balances nobody earned or used for a year. */
export const POINTS_EXPIRY_JOB = 'points.expire';

/**
 * Lapses every balance whose last earning or use is more than POINT_LIFETIME_DAYS before `now`:
 * the balance goes to 0 and the history shows the points as expired. Running it twice lapses
 * nothing more (the balance is already 0).
 */
export async function expirePoints(ctx: Pick<JobContext, 'database' | 'now'>): Promise<number> {
  const before = new Date(ctx.now.getTime() - POINT_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  let lapsed = 0;
  for (const userId of await lapsedMembers(ctx.database.db, before)) {
    await ctx.database.db.transaction(async (tx) => {
      const balance = await lockBalance(tx, userId);
      if (balance <= 0) return;
      await addToBalance(tx, userId, -balance);
      await recordPoints(tx, { userId, kind: 'expired', points: -balance });
      lapsed += 1;
    });
  }
  return lapsed;
}
