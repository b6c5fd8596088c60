import { and, desc, eq, gt, gte, inArray, lt, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { pointHistories, users } from '../../../db/schema/index';

/** One movement of a balance to record. */
export type PointEntry = typeof pointHistories.$inferInsert;

/** Writes one movement into the member's point history. */
export async function recordPoints(tx: Db | Tx, entry: PointEntry): Promise<void> {
  await tx.insert(pointHistories).values(entry);
}

/** Adds `delta` (may be negative) to the balance; the caller has checked it stays at 0 or more. */
export async function addToBalance(tx: Tx, userId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx
    .update(users)
    .set({ pointsBalance: sql`${users.pointsBalance} + ${delta}` })
    .where(eq(users.id, userId));
}

/** Takes `points` off the member's balance unless that would go below 0; false when it would. */
export async function spendPoints(tx: Tx, userId: number, points: number): Promise<boolean> {
  const spent = await tx
    .update(users)
    .set({ pointsBalance: sql`${users.pointsBalance} - ${points}` })
    .where(and(eq(users.id, userId), gte(users.pointsBalance, points)))
    .returning({ id: users.id });
  return spent.length > 0;
}

/** The member's balance, read under the member row's lock (so a take-back and a use queue). */
export async function lockBalance(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: users.pointsBalance })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.balance ?? 0;
}

/** The member's balance and the time they last earned or used points. */
export async function pointBalanceOf(db: Db, userId: number) {
  const [user] = await db
    .select({ balance: users.pointsBalance })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const [last] = await db
    .select({ at: pointHistories.createdAt })
    .from(pointHistories)
    .where(
      and(
        eq(pointHistories.userId, userId),
        inArray(pointHistories.kind, ['granted', 'earned', 'used']),
      ),
    )
    .orderBy(desc(pointHistories.createdAt))
    .limit(1);
  return { balance: user?.balance ?? 0, lastActivity: last?.at ?? null };
}

/** Points an order earned (what a cancellation takes back). */
export async function earnedOnOrder(db: Db | Tx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${pointHistories.points}), 0)`.mapWith(Number) })
    .from(pointHistories)
    .where(and(eq(pointHistories.orderId, orderId), eq(pointHistories.kind, 'earned')));
  return row?.sum ?? 0;
}

/** One page of the member's point history, newest first (each entry names its order by id). */
export async function pagePointHistories(
  db: Db,
  userId: number,
  paging: { page: number; per: number },
) {
  const rows = await db
    .select()
    .from(pointHistories)
    .where(eq(pointHistories.userId, userId))
    .orderBy(desc(pointHistories.createdAt), desc(pointHistories.id))
    .limit(paging.per)
    .offset((paging.page - 1) * paging.per);
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(pointHistories)
    .where(eq(pointHistories.userId, userId));
  return { rows, total: count?.n ?? 0 };
}

const ACTIVITY_KINDS = ['granted', 'earned', 'used'] as const;

/** Members with a balance whose last earning or use is older than `before`. */
export async function lapsedMembers(db: Db, before: Date): Promise<number[]> {
  const last = max(pointHistories.createdAt);
  const rows = await db
    .select({ userId: users.id })
    .from(users)
    .innerJoin(pointHistories, sql`${pointHistories.userId} = ${users.id}`)
    .where(and(gt(users.pointsBalance, 0), inArray(pointHistories.kind, [...ACTIVITY_KINDS])))
    .groupBy(users.id)
    .having(lt(last, before));
  return rows.map((r) => r.userId);
}
