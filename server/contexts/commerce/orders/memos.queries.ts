import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderMemos, orders } from '../../../db/schema/index';

type MemoRow = typeof orderMemos.$inferSelect;

/** Adds a memo to the member's order in this channel; undefined when the order is not theirs. */
export async function insertMemo(
  db: Db,
  userId: number,
  channelId: string,
  orderId: number,
  body: string,
): Promise<MemoRow | undefined> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.channelId, channelId)))
    .limit(1);
  if (!order) return undefined;
  const [memo] = await db.insert(orderMemos).values({ orderId, userId, body }).returning();
  return memo;
}

/** Rewrites the member's own memo; undefined when it is not theirs. */
export async function updateMemo(db: Db, userId: number, id: number, body: string) {
  const [memo] = await db
    .update(orderMemos)
    .set({ body, updatedAt: new Date() })
    .where(and(eq(orderMemos.id, id), eq(orderMemos.userId, userId)))
    .returning();
  return memo;
}

/** Deletes the member's own memo; false when it is not theirs. */
export async function deleteMemo(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(orderMemos)
    .where(and(eq(orderMemos.id, id), eq(orderMemos.userId, userId)))
    .returning({ id: orderMemos.id });
  return gone.length > 0;
}
