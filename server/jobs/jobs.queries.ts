import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { jobs } from '../db/schema/index';

/** A claimed job row. */
export type JobRow = typeof jobs.$inferSelect;

/** A job to insert; `key` makes it unique per name for ever (a second insert does nothing). */
export type NewJob = {
  name: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  key?: string;
};

/** Inserts a job unless one with the same name and key already exists. */
export async function insertJob(db: Db | Tx, job: NewJob): Promise<void> {
  await db
    .insert(jobs)
    .values({
      name: job.name,
      key: job.key ?? null,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
    })
    .onConflictDoNothing();
}

/**
 * Marks up to `limit` due jobs as running and returns them: pending ones whose time has come,
 * and running ones whose lock is older than `staleBefore` (their process died mid-run).
 * SKIP LOCKED lets several processes claim at once without ever taking the same row.
 */
export async function claimJobs(
  db: Db,
  names: string[],
  now: Date,
  staleBefore: Date,
  limit: number,
): Promise<JobRow[]> {
  if (names.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.name, names),
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedAt, staleBefore)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({ status: 'running', lockedAt: now, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
  // RETURNING keeps no order: run them in the order they were due (mails arrive in sequence).
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/** Only the runner that holds this attempt may finish it (a stale runner's late write is dropped). */
const held = (job: JobRow) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

/** Records success: a keyed job stays as `done` (its key stays taken), others are deleted. */
export async function finishJob(db: Db, job: JobRow, now: Date): Promise<void> {
  if (job.key === null) {
    await db.delete(jobs).where(held(job));
    return;
  }
  await db.update(jobs).set({ status: 'done', finishedAt: now, lockedAt: null }).where(held(job));
}

/** Records a failure: back to pending at `retryAt`, or `failed` for good when `retryAt` is null. */
export async function failJob(
  db: Db,
  job: JobRow,
  error: string,
  now: Date,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { status: 'pending', runAt: retryAt, lockedAt: null, lastError: error }
        : { status: 'failed', finishedAt: now, lockedAt: null, lastError: error },
    )
    .where(held(job));
}

/** Deletes finished recurring-slot jobs older than `before` (their slot can never come again). */
export async function pruneRecurringJobs(db: Db, before: Date): Promise<void> {
  await db
    .delete(jobs)
    .where(
      and(eq(jobs.status, 'done'), sql`${jobs.key} like 'slot:%'`, lt(jobs.finishedAt, before)),
    );
}
