/**
 * The job queue: a `jobs` table driven through Drizzle, the same on PGlite and PostgreSQL.
 *
 * Why not pg-boss or graphile-worker: both need a real `pg` pool (several connections, LISTEN,
 * their own migrations through `pg`), and the shop's default engine is PGlite, embedded with one
 * connection and no `pg` driver. A table claimed with `SELECT … FOR UPDATE SKIP LOCKED` works on
 * both, and a job is inserted in the caller's transaction, so a rolled-back change enqueues nothing.
 *
 * Delivery is at least once: a handler must tolerate running again (a crash after its work but
 * before the job is marked done runs it again after LOCK_TIMEOUT_MS).
 */
import type { Database, Db, Tx } from '../db/client';
import { log } from '../log';
import { claimJobs, failJob, finishJob, insertJob, type JobRow } from './jobs.queries';

/** What a job handler gets: the database and the clock of this run. */
export type JobContext = { database: Database; now: Date };

/** A job handler: does the work, throws to have the job retried with back-off. */
export type JobHandler = (ctx: JobContext, payload: Record<string, unknown>) => Promise<void>;

/** A running job whose lock is older than this is taken to be dead and is run again. */
export const LOCK_TIMEOUT_MS = 5 * 60_000;
/** The first retry waits this long; each next one twice as long, up to MAX_RETRY_DELAY_MS. */
export const RETRY_BASE_MS = 10_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
const CLAIM_BATCH = 10;

/** How long to wait before attempt `attempts + 1` (10 s, 20 s, 40 s … at most an hour). */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/**
 * Enqueues a job in the caller's transaction (a rolled-back change enqueues nothing).
 * With a `key`, the pair (name, key) is taken for ever, whether the job is pending, done or
 * failed: a second enqueue is a no-op, so "once a year per memorial" is `memorial:42:2026`.
 */
export async function enqueueJob(
  db: Db | Tx,
  job: { name: string; payload?: Record<string, unknown>; runAt?: Date; key?: string },
): Promise<void> {
  await insertJob(db, job);
}

/** The handlers and recurring jobs, loaded lazily: handlers import this module to enqueue. */
async function registry() {
  return import('./handlers');
}

/** The slot a recurring job is in at `now`, as its key and its start. */
export function recurringSlot(everySeconds: number, now: Date): { key: string; runAt: Date } {
  const slot = Math.floor(now.getTime() / 1000 / everySeconds);
  return { key: `slot:${slot}`, runAt: new Date(slot * everySeconds * 1000) };
}

/** Enqueues the current slot of each recurring job (a no-op when any process already did). */
async function enqueueRecurring(database: Database, names: string[], now: Date): Promise<void> {
  const { RECURRING_JOBS } = await registry();
  for (const recurring of RECURRING_JOBS) {
    if (!names.includes(recurring.name)) continue;
    await enqueueJob(database.db, {
      name: recurring.name,
      ...recurringSlot(recurring.everySeconds, now),
    });
  }
}

/** Runs one claimed job and records the outcome. */
async function runJob(database: Database, job: JobRow, handler: JobHandler, now: Date) {
  try {
    await handler({ database, now }, job.payload);
    await finishJob(database.db, job, now);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const retry = job.attempts < job.maxAttempts;
    log.warn(`job ${job.name} #${job.id} failed (attempt ${job.attempts}): ${message}`);
    const retryAt = retry ? new Date(now.getTime() + retryDelayMs(job.attempts)) : null;
    await failJob(database.db, job, message, now, retryAt);
  }
}

/**
 * Claims and runs every job due at `now` (default: the real clock), the current slot of each
 * recurring job included, and returns how many ran (failed attempts count). Only jobs this
 * process has a handler for are claimed; `names` narrows that further (tests).
 */
export async function runDueJobs(
  database: Database,
  opts: { now?: Date; names?: string[] } = {},
): Promise<number> {
  const { JOB_HANDLERS } = await registry();
  const now = opts.now ?? new Date();
  const names = (opts.names ?? Object.keys(JOB_HANDLERS)).filter((name) => name in JOB_HANDLERS);
  await enqueueRecurring(database, names, now);
  const staleBefore = new Date(now.getTime() - LOCK_TIMEOUT_MS);
  let ran = 0;
  for (;;) {
    const claimed = await claimJobs(database.db, names, now, staleBefore, CLAIM_BATCH);
    if (claimed.length === 0) return ran;
    for (const job of claimed) {
      const handler = JOB_HANDLERS[job.name];
      if (handler) await runJob(database, job, handler, now);
      ran += 1;
    }
  }
}
