import { and, asc, count, eq } from 'drizzle-orm';
import type { Memorial, MemorialBody } from '../../../../contract/memorials/memorials.schema';
import type { Db, Tx } from '../../../db/client';
import { userMemorials } from '../../../db/schema/index';

type MemorialRow = typeof userMemorials.$inferSelect;

/** A memorial row as the API shows it. */
export function toMemorial(row: MemorialRow): Memorial {
  return {
    id: row.id,
    user_id: row.userId,
    target_user_name: row.targetUserName,
    division_ct: row.divisionCt,
    name: row.name,
    month: row.month,
    date: row.date,
    call: row.call,
  };
}

const columnsOf = (body: MemorialBody) => ({
  targetUserName: body.target_user_name,
  divisionCt: body.division_ct,
  name: body.name,
  month: body.month,
  date: body.date,
  call: body.call,
});

/** The member's memorial days in calendar order. */
export async function listMemorials(db: Db, userId: number): Promise<Memorial[]> {
  const rows = await db
    .select()
    .from(userMemorials)
    .where(eq(userMemorials.userId, userId))
    .orderBy(asc(userMemorials.month), asc(userMemorials.date), asc(userMemorials.id));
  return rows.map(toMemorial);
}

/** One of the member's memorial days; undefined when missing or someone else's. */
export async function findMemorial(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(userMemorials)
    .where(and(eq(userMemorials.id, id), eq(userMemorials.userId, userId)))
    .limit(1);
  return row ? toMemorial(row) : undefined;
}

/** How many memorial days the member keeps. */
export async function countMemorials(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(userMemorials)
    .where(eq(userMemorials.userId, userId));
  return row?.n ?? 0;
}

/** Adds a memorial day. */
export async function insertMemorial(tx: Tx, userId: number, body: MemorialBody) {
  const [row] = await tx
    .insert(userMemorials)
    .values({ userId, ...columnsOf(body) })
    .returning();
  return toMemorial(row as MemorialRow);
}

/**
 * Changes a memorial day. A changed day may fall later this year, so the reminder record is
 * cleared: the new day gets its own reminder.
 */
export async function updateMemorial(db: Db, userId: number, id: number, body: MemorialBody) {
  const [row] = await db
    .update(userMemorials)
    .set({ ...columnsOf(body), lastRemindedYear: null, updatedAt: new Date() })
    .where(and(eq(userMemorials.id, id), eq(userMemorials.userId, userId)))
    .returning();
  return row ? toMemorial(row) : undefined;
}

/** Deletes a memorial day; false when missing or someone else's. */
export async function deleteMemorial(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(userMemorials)
    .where(and(eq(userMemorials.id, id), eq(userMemorials.userId, userId)))
    .returning({ id: userMemorials.id });
  return rows.length > 0;
}
