import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteRebuilds } from '../../db/schema/index';

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

/** An arbitrary constant naming the rebuild's advisory lock. */
const REBUILD_LOCK = 7_413_001;

type PoolLike = { connect(): Promise<PoolClientLike> };
type PoolClientLike = {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  release(): void;
};

/** PGlite databases whose rebuild lock this process holds (PGlite is never shared by processes). */
const heldInProcess = new WeakSet<Database>();

/**
 * Takes the rebuild lock, or null when another process holds it. On PostgreSQL it is a session
 * advisory lock on a connection kept for the rebuild, so a process that dies frees it; PGlite is
 * one process by construction, so a flag in this process is the lock there.
 */
export async function tryRebuildLock(database: Database): Promise<(() => Promise<void>) | null> {
  if (database.kind !== 'postgres') {
    if (heldInProcess.has(database)) return null;
    heldInProcess.add(database);
    return async () => {
      heldInProcess.delete(database);
    };
  }
  const pool = (database.db as unknown as { $client: PoolLike }).$client;
  const client = await pool.connect();
  try {
    const { rows } = await client.query('select pg_try_advisory_lock($1) as locked', [
      REBUILD_LOCK,
    ]);
    if (rows[0]?.locked === true) {
      return async () => {
        await client.query('select pg_advisory_unlock($1)', [REBUILD_LOCK]).catch(() => undefined);
        client.release();
      };
    }
  } catch (error) {
    client.release();
    throw error;
  }
  client.release();
  return null;
}

/** Whether a `building` row is stale: nobody holds the lock (the process that built died). */
export async function rebuildLockFree(database: Database): Promise<boolean> {
  const release = await tryRebuildLock(database);
  if (!release) return false;
  await release();
  return true;
}
