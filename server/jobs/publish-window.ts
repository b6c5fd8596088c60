/**
 * Rebuilds at publish-window boundaries. A static site reads a record's publish window
 * (publish_from / publish_to) only when it is built, so a save enqueues, in its transaction, one
 * job per boundary still to come; at that time the job records the same change the save records,
 * and the channels that show the record rebuild.
 *
 * Each job is keyed by its record and its instant (`product:42@2026-12-01T15:00:00.000Z`): saving
 * again with the same boundary inserts nothing (the key is taken), and a job whose boundary was
 * moved or cleared since re-reads the record at run time and does nothing. So a re-save, a delete
 * or a hide never has to find and cancel a job, and a stale one is harmless. An hourly job
 * (`PUBLISH_WINDOW_BOOK_JOB`) books the boundaries of records no save booked (windows saved before
 * this existed, writers outside the saves); the keys make booking twice a no-op.
 */
import type { Db, Tx } from '../db/client';
import { enqueueJob } from './queue';

/** A record's publish window as stored (null: open). */
export type PublishWindow = { from: Date | null; to: Date | null };

/** The window's boundaries still to come at `now`, soonest first. */
export function futureBoundaries(window: PublishWindow, now: Date): Date[] {
  return [window.from, window.to]
    .filter((at): at is Date => at !== null && at.getTime() > now.getTime())
    .sort((a, b) => a.getTime() - b.getTime());
}

/** Whether `at` is still one of the window's boundaries (false once it was moved or cleared). */
export function isBoundaryOf(window: PublishWindow, at: Date): boolean {
  return [window.from, window.to].some((edge) => edge?.getTime() === at.getTime());
}

/** The boundary a job's payload names, or null when the payload is not one. */
export function boundaryOf(payload: Record<string, unknown>): Date | null {
  const at = typeof payload.at === 'string' ? new Date(payload.at) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

/**
 * Enqueues, in the caller's transaction, job `name` at each boundary of `window` after `now`,
 * with `payload` and the boundary (`at`), keyed by `record` and the instant.
 */
export async function enqueueBoundaryJobs(
  tx: Db | Tx,
  job: { name: string; record: string; payload: Record<string, unknown> },
  window: PublishWindow,
  now = new Date(),
): Promise<void> {
  for (const at of futureBoundaries(window, now)) {
    const iso = at.toISOString();
    await enqueueJob(tx, {
      name: job.name,
      payload: { ...job.payload, at: iso },
      runAt: at,
      key: `${job.record}@${iso}`,
    });
  }
}

/** The hourly job that books the future boundaries of every product and content record. */
export const PUBLISH_WINDOW_BOOK_JOB = 'publish-window.book';
