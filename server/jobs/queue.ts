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
import type { CardProvider } from '../services/card-provider';
import type { Mailer } from '../services/mail/mailer';
import { insertJob } from './jobs.queries';

/**
 * What a job handler gets: the database and the clock of this run, the card provider chosen at
 * start-up (a job that cancels an order voids its card), the mailer a mail job sends through, and,
 * where the host builds sites,
 * `contentChanged` to queue the rebuild after a job changed what the sites show.
 */
export type JobContext = {
  database: Database;
  now: Date;
  cards: CardProvider;
  mailer: Mailer;
  contentChanged?: () => void;
};

/** A job handler: does the work, throws to have the job retried with back-off. */
export type JobHandler = (ctx: JobContext, payload: Record<string, unknown>) => Promise<void>;

/** A running job whose lock is older than this is taken to be dead and is run again. */
export const LOCK_TIMEOUT_MS = 5 * 60_000;
/** The first retry waits this long; each next one twice as long, up to MAX_RETRY_DELAY_MS. */
export const RETRY_BASE_MS = 10_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

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

/** The slot a recurring job is in at `now`, as its key and its start. */
export function recurringSlot(everySeconds: number, now: Date): { key: string; runAt: Date } {
  const slot = Math.floor(now.getTime() / 1000 / everySeconds);
  return { key: `slot:${slot}`, runAt: new Date(slot * everySeconds * 1000) };
}
