import type { Database } from '../db/client';
import { pruneRateLimits } from '../http/rate-limit';
import { log } from '../log';
import type { CardProvider } from '../services/card-provider';
import type { Mailer } from '../services/mail/mailer';
import { pruneRecurringJobs } from './jobs.queries';
import { type EnqueuedSlots, runDueJobs } from './runner';

/** A running worker loop; `stop` waits for the job in hand to finish. */
export type Worker = { stop(): Promise<void> };

const PRUNE_EVERY_MS = 60 * 60_000;
const KEEP_RECURRING_MS = 24 * 60 * 60_000;

/**
 * Polls the queue every `intervalMs` and runs what is due. Every API process may run one: the
 * claim skips rows another process holds, so a job runs in one of them. A job that changes what
 * the sites show calls `contentChanged` (the node's rebuild). The first run is `intervalMs` after
 * the start, so a job whose time passed while no process ran (a scheduled change) runs then.
 */
export function startWorker(
  database: Database,
  opts: { cards: CardProvider; mailer: Mailer; intervalMs?: number; contentChanged?: () => void },
): Worker {
  const intervalMs = opts.intervalMs ?? 500;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let prunedAt = 0;
  // Remembered per loop: each recurring slot is inserted once, not on every tick.
  const enqueued: EnqueuedSlots = new Map();
  const tick = async () => {
    try {
      await runDueJobs(database, {
        enqueued,
        cards: opts.cards,
        mailer: opts.mailer,
        contentChanged: opts.contentChanged,
      });
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await pruneRecurringJobs(database.db, new Date(prunedAt - KEEP_RECURRING_MS));
        await pruneRateLimits(database.db, new Date(prunedAt));
      }
    } catch (error) {
      log.error('jobs: run failed', error);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().then(schedule);
    }, intervalMs);
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
