import { and, eq, exists, gt, inArray, isNull, lt, max, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Db, Tx } from './client';
import { contentChanges, meta } from './schema/index';

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

/** What an editor's change touched: a kind (`product`, `news`, …), its key, the channels showing it. */
export interface ContentChange {
  kind: string;
  key: string;
  /** The channels whose pages show it; null: every channel. */
  channels: readonly string[] | null;
}

/** A recorded change row: its id (what the publish status follows) and its channel (null: all). */
export type RecordedChange = { id: number; channelId: string | null };

/**
 * Records a change in the caller's transaction, so only the channels that show it go stale. Unlike
 * `bumpContentVersion`, channels not named keep their built site.
 * Answers the rows, so a caller can follow when each channel's published site includes them.
 */
export async function recordContentChange(
  db: Db | Tx,
  change: ContentChange,
): Promise<RecordedChange[]> {
  const channelIds = change.channels === null ? [null] : [...new Set(change.channels)];
  if (channelIds.length === 0) return [];
  return db
    .insert(contentChanges)
    .values(
      channelIds.map((channelId) => ({
        kind: change.kind,
        key: change.key,
        channelId,
        at: sql`clock_timestamp()`,
      })),
    )
    .returning({ id: contentChanges.id, channelId: contentChanges.channelId });
}

/** Records many changes in the caller's transaction, a few statements in all (a CSV import). */
export async function recordContentChanges(
  db: Db | Tx,
  changes: readonly ContentChange[],
): Promise<void> {
  const rows = changes.flatMap((change) =>
    (change.channels === null ? [null] : [...new Set(change.channels)]).map((channelId) => ({
      kind: change.kind,
      key: change.key,
      channelId,
      at: sql`clock_timestamp()`,
    })),
  );
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insert(contentChanges).values(rows.slice(i, i + 1000));
  }
}

/**
 * The data version of one channel's site: the newest of the shop-wide version and the changes
 * recorded for that channel (or for every channel).
 */
export async function channelContentVersion(database: Database, channelId: string): Promise<Date> {
  const [shopWide, [row]] = await Promise.all([
    getContentVersion(database),
    database.db
      .select({ at: max(contentChanges.at) })
      .from(contentChanges)
      .where(or(isNull(contentChanges.channelId), eq(contentChanges.channelId, channelId))),
  ]);
  const at = row?.at ? new Date(row.at) : new Date(0);
  return new Date(Math.max(at.getTime(), shopWide.getTime()));
}

/** The changes recorded for a channel after `since` (what its next build must re-render). */
export async function changesSince(
  database: Database,
  channelId: string,
  since: Date,
): Promise<{ kind: string; key: string }[]> {
  return database.db
    .selectDistinct({ kind: contentChanges.kind, key: contentChanges.key })
    .from(contentChanges)
    .where(
      and(
        gt(contentChanges.at, since),
        or(isNull(contentChanges.channelId), eq(contentChanges.channelId, channelId)),
      ),
    );
}

/** Recorded changes by id: which channel each was for (null: every channel) and when (a save's publish status). */
export async function changesByIds(
  database: Database,
  ids: readonly number[],
): Promise<{ id: number; channelId: string | null; at: Date }[]> {
  if (ids.length === 0) return [];
  return database.db
    .select({ id: contentChanges.id, channelId: contentChanges.channelId, at: contentChanges.at })
    .from(contentChanges)
    .where(inArray(contentChanges.id, [...ids]));
}

/** The recurring job that deletes old change records (`pruneContentChanges`), once a day. */
export const CONTENT_CHANGES_PRUNE_JOB = 'content-changes.prune';

/**
 * How long change records are kept. A patch asks for the changes since its renderer's data version;
 * a renderer whose version is older than half of this reads everything instead (`changedSince`).
 */
export const CONTENT_CHANGE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes the change records made before `before`, except the newest of each channel (and of the
 * every-channel ones), so no channel's version moves back; answers how many went.
 */
export async function pruneContentChanges(db: Db, before: Date): Promise<number> {
  const newer = alias(contentChanges, 'newer');
  const superseded = db
    .select({ one: sql`1` })
    .from(newer)
    .where(
      and(
        sql`${newer.channelId} is not distinct from ${contentChanges.channelId}`,
        gt(newer.at, contentChanges.at),
      ),
    );
  const gone = await db
    .delete(contentChanges)
    .where(and(lt(contentChanges.at, before), exists(superseded)))
    .returning({ id: contentChanges.id });
  return gone.length;
}
