/** Runs due jobs: claims them from the queue and calls the handler each job names. */

import { NO_CARD_PROVIDER } from '../contexts/commerce/routes';
import type { Database } from '../db/client';
import { log } from '../log';
import type { CardProvider } from '../services/card-provider';
import { type Mailer, NO_MAILER } from '../services/mail/mailer';
import { JOB_HANDLERS, RECURRING_JOBS } from './handlers';
import { claimJobs, failJob, finishJob, type JobRow } from './jobs.queries';
import {
  enqueueJob,
  type JobContext,
  type JobHandler,
  LOCK_TIMEOUT_MS,
  recurringSlot,
  retryDelayMs,
} from './queue';

/** How many due jobs one claim takes. */
const CLAIM_BATCH = 10;

/** The slot key each recurring job was last enqueued with, by the runner that keeps it. */
export type EnqueuedSlots = Map<string, string>;

/**
 * Enqueues the current slot of each recurring job (a no-op when any process already did). With
 * `enqueued`, a slot this runner already inserted is skipped, so a 500 ms loop writes once per
 * slot instead of every tick; the (name, key) constraint still guards across processes.
 */
async function enqueueRecurring(
  database: Database,
  names: string[],
  now: Date,
  enqueued?: EnqueuedSlots,
): Promise<void> {
  for (const recurring of RECURRING_JOBS) {
    if (!names.includes(recurring.name)) continue;
    const slot = recurringSlot(recurring.everySeconds, now);
    if (enqueued?.get(recurring.name) === slot.key) continue;
    await enqueueJob(database.db, { name: recurring.name, ...slot });
    enqueued?.set(recurring.name, slot.key);
  }
}

/** Runs one claimed job and records the outcome. */
async function runJob(
  database: Database,
  job: JobRow,
  handler: JobHandler,
  ctx: Omit<JobContext, 'database'>,
) {
  const { now } = ctx;
  try {
    await handler({ database, ...ctx }, job.payload);
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
 * recurring job included, and returns how many ran (failed attempts count). `contentChanged` is
 * handed to the handlers (the host's rebuild after a job changed the sites' content), and `cards`,
 * the provider a job voids a card with, and `mailer`, the one mail jobs send through (either not
 * given: a job that needs it fails and is retried by a process that has it). Only jobs this
 * process has a handler for are claimed; `names` narrows that further (tests). A loop passes its
 * `enqueued` map so recurring slots are inserted once per slot, not on every call.
 */
export async function runDueJobs(
  database: Database,
  opts: {
    now?: Date;
    names?: string[];
    enqueued?: EnqueuedSlots;
    contentChanged?: () => void;
    cards?: CardProvider;
    mailer?: Mailer;
  } = {},
): Promise<number> {
  const ctx = {
    now: opts.now ?? new Date(),
    cards: opts.cards ?? NO_CARD_PROVIDER,
    mailer: opts.mailer ?? NO_MAILER,
  };
  const { now } = ctx;
  const names = (opts.names ?? Object.keys(JOB_HANDLERS)).filter((name) => name in JOB_HANDLERS);
  await enqueueRecurring(database, names, now, opts.enqueued);
  const staleBefore = new Date(now.getTime() - LOCK_TIMEOUT_MS);
  let ran = 0;
  for (;;) {
    const claimed = await claimJobs(database.db, names, now, staleBefore, CLAIM_BATCH);
    if (claimed.length === 0) return ran;
    for (const job of claimed) {
      const handler = JOB_HANDLERS[job.name];
      if (handler)
        await runJob(database, job, handler, { ...ctx, contentChanged: opts.contentChanged });
      ran += 1;
    }
  }
}
