import { asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { channels } from '../../../db/schema/index';
import { forgetVersions } from '../../platform/api';
import type { ContentRow, Fields, ManagedKind } from './content-kinds.queries';

/** Records for one channel's list: its own and those for every channel (all of them without one). */
const channelFilter = (kind: ManagedKind, channel: string | undefined) =>
  channel === undefined
    ? undefined
    : or(isNull(kind.columns.channelId), eq(kind.columns.channelId, channel));

/** Rows with the fields the kind keeps in other tables (`related`) added on. */
async function withRelated(db: Db | Tx, kind: ManagedKind, rows: ContentRow[]) {
  if (!kind.related || rows.length === 0) return rows;
  const found = await kind.related.read(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, ...found.get(r.id) }));
}

/** Writes the fields a kind keeps in other tables for a written row; answers the row with them. */
export async function saveRelated(tx: Tx, kind: ManagedKind, row: ContentRow, fields: Fields) {
  await kind.related?.write(tx, row.id, fields);
  const [whole] = await withRelated(tx, kind, [row]);
  return whole as ContentRow;
}

/** A kind's records in list order: by `sort` (then id), or newest publish date first. */
export async function listRecords(
  db: Db | Tx,
  kind: ManagedKind,
  channel?: string,
): Promise<ContentRow[]> {
  const order = kind.ordered
    ? [asc(kind.columns.sort), asc(kind.columns.id)]
    : [desc(kind.columns.listDate ?? kind.columns.publishFrom), desc(kind.columns.id)];
  const rows = await db
    .select()
    .from(kind.table)
    .where(channelFilter(kind, channel))
    .orderBy(...order);
  return withRelated(db, kind, rows as unknown as ContentRow[]);
}

/** One record by id, locked for the caller's transaction when `lock`. */
export async function findRecord(
  db: Db | Tx,
  kind: ManagedKind,
  id: number,
  lock = false,
): Promise<ContentRow | undefined> {
  const query = db.select().from(kind.table).where(eq(kind.columns.id, id)).limit(1);
  const rows = (await (lock ? query.for('update') : query)) as unknown as ContentRow[];
  return (await withRelated(db, kind, rows))[0];
}

/** Inserts a record after the last of its list; answers it. */
export async function insertRecord(tx: Tx, kind: ManagedKind, columns: Record<string, unknown>) {
  const [last] = await tx
    .select({ sort: sql<number>`coalesce(max(${kind.columns.sort}), 0)` })
    .from(kind.table);
  const values = { ...columns, sort: Number(last?.sort ?? 0) + 1, version: 1 };
  const [row] = await tx
    .insert(kind.table)
    .values(values as never)
    .returning();
  return row as unknown as ContentRow;
}

/** Writes a record's columns and its next version; answers it. */
export async function updateRecord(
  tx: Tx,
  kind: ManagedKind,
  id: number,
  columns: Record<string, unknown>,
  version: number,
): Promise<ContentRow> {
  const set = { ...columns, version, updatedAt: new Date() };
  const [row] = await tx
    .update(kind.table)
    .set(set as never)
    .where(eq(kind.columns.id, id))
    .returning();
  return row as unknown as ContentRow;
}

/** Deletes a record and its kept versions. */
export async function deleteRecord(tx: Tx, kind: ManagedKind, id: number): Promise<void> {
  await tx.delete(kind.table).where(eq(kind.columns.id, id));
  await forgetVersions(tx, kind.name, id);
}

/** Sets `sort` 1, 2, 3… in the order of `ids`. */
export async function renumberRecords(tx: Tx, kind: ManagedKind, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await tx
      .update(kind.table)
      .set({ sort: index + 1 } as never)
      .where(eq(kind.columns.id, id));
  }
}

/** Whether a channel exists. */
export async function channelExists(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: channels.id }).from(channels).where(eq(channels.id, id));
  return Boolean(row);
}
