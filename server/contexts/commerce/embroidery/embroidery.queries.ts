import { and, asc, count, eq } from 'drizzle-orm';
import {
  type Embroidery,
  type EmbroideryBody,
  threadColorLabel,
} from '../../../../contract/embroidery/embroidery.schema';
import type { Db, Tx } from '../../../db/client';
import { userNameEmbroideries } from '../../../db/schema/index';

type EmbroideryRow = typeof userNameEmbroideries.$inferSelect;

/** A saved name as the API shows it. */
export function toEmbroidery(row: EmbroideryRow): Embroidery {
  return {
    id: row.id,
    script: row.script,
    name: row.name,
    color: row.color,
    color_name: threadColorLabel(row.color),
  };
}

/** The member's saved names, oldest first. */
export async function listEmbroideries(db: Db, userId: number): Promise<Embroidery[]> {
  const rows = await db
    .select()
    .from(userNameEmbroideries)
    .where(eq(userNameEmbroideries.userId, userId))
    .orderBy(asc(userNameEmbroideries.id));
  return rows.map(toEmbroidery);
}

/** One of the member's saved names; undefined when missing or someone else's. */
export async function findEmbroidery(db: Db | Tx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(userNameEmbroideries)
    .where(and(eq(userNameEmbroideries.id, id), eq(userNameEmbroideries.userId, userId)))
    .limit(1);
  return row ? toEmbroidery(row) : undefined;
}

/** How many names the member keeps. */
export async function countEmbroideries(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(userNameEmbroideries)
    .where(eq(userNameEmbroideries.userId, userId));
  return row?.n ?? 0;
}

/** Saves a new name. */
export async function insertEmbroidery(tx: Tx, userId: number, body: EmbroideryBody) {
  const [row] = await tx
    .insert(userNameEmbroideries)
    .values({ userId, ...body })
    .returning();
  return toEmbroidery(row as EmbroideryRow);
}

/** Changes a saved name; undefined when missing or someone else's. */
export async function updateEmbroidery(db: Db, userId: number, id: number, body: EmbroideryBody) {
  const [row] = await db
    .update(userNameEmbroideries)
    .set({ ...body, updatedAt: new Date() })
    .where(and(eq(userNameEmbroideries.id, id), eq(userNameEmbroideries.userId, userId)))
    .returning();
  return row ? toEmbroidery(row) : undefined;
}

/** Deletes a saved name; false when missing or someone else's. */
export async function deleteEmbroidery(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(userNameEmbroideries)
    .where(and(eq(userNameEmbroideries.id, id), eq(userNameEmbroideries.userId, userId)))
    .returning({ id: userNameEmbroideries.id });
  return rows.length > 0;
}
