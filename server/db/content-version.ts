import { sql } from 'drizzle-orm';
import type { Database, Db, Tx } from './client';
import { meta } from './schema/index';

/** When catalogue or content data last changed (epoch when never); decides if `dist/` is stale. */
export async function getContentVersion(database: Database): Promise<Date> {
  const [row] = await database.db.select({ at: meta.contentUpdatedAt }).from(meta).limit(1);
  return row?.at ?? new Date(0);
}

/**
 * Marks content as changed, in the caller's transaction, so every built site is stale. The
 * database's clock keeps it comparable with the version a build reads; it never moves back.
 */
export async function bumpContentVersion(db: Db | Tx): Promise<void> {
  await db
    .insert(meta)
    .values({ id: 1, contentUpdatedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: meta.id,
      set: { contentUpdatedAt: sql`greatest(${meta.contentUpdatedAt}, clock_timestamp())` },
    });
}
