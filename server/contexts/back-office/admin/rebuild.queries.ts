import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { siteRebuilds } from '../../../db/schema/index';
import {
  type ReleaseLock,
  SITE_BUILD_LOCKS,
  sessionLockHeld,
  trySessionLock,
} from '../../../db/session-lock';

/** The rebuild row (id 1) as stored; absent until the first rebuild. */
export type RebuildRow = typeof siteRebuilds.$inferSelect;

/** Reads the shared rebuild row. */
export async function readRebuild(database: Database): Promise<RebuildRow | undefined> {
  const [row] = await database.db.select().from(siteRebuilds).where(eq(siteRebuilds.id, 1));
  return row;
}

/** Writes the shared rebuild row (creating it on the first rebuild). */
export async function writeRebuild(
  database: Database,
  change: Partial<Omit<RebuildRow, 'id'>>,
): Promise<void> {
  await database.db
    .insert(siteRebuilds)
    .values({ id: 1, ...change })
    .onConflictDoUpdate({ target: siteRebuilds.id, set: change });
}

/**
 * Takes the rebuild lock (one round at a time across every process), or null when another holds
 * it: a session advisory lock on PostgreSQL (freed when its process dies), this process's on PGlite.
 */
export const tryRebuildLock = (database: Database): Promise<ReleaseLock | null> =>
  trySessionLock(database, SITE_BUILD_LOCKS.round);

/**
 * Whether a `building` row is stale: no process runs a round or a whole build beside one (the
 * process that built died).
 */
export async function rebuildLockFree(database: Database): Promise<boolean> {
  const held = await Promise.all(
    [SITE_BUILD_LOCKS.round, SITE_BUILD_LOCKS.wholeBuilds].map((name) =>
      sessionLockHeld(database, name),
    ),
  );
  return !held.some(Boolean);
}

/**
 * Held by a round's rebuilder from the round's end until the whole builds it left running are
 * written to the row: the same shared lock as the builds', so no reader sees `done` in between.
 */
export const holdWholeBuildsReport = (database: Database): Promise<ReleaseLock | null> =>
  trySessionLock(database, SITE_BUILD_LOCKS.wholeBuilds, 'shared');

/** Whether a whole build runs beside the rounds in any process (each holds a shared lock). */
export const wholeBuildsRunning = (database: Database): Promise<boolean> =>
  sessionLockHeld(database, SITE_BUILD_LOCKS.wholeBuilds);
