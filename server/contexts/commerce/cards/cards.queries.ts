import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { userCards } from '../../../db/schema/index';
import type { CardRow } from './cards.model';

const mine = (userId: number, id: number) =>
  and(eq(userCards.id, id), eq(userCards.userId, userId));

/** The member's saved cards, the main card first. */
export function listCards(db: Db | Tx, userId: number): Promise<CardRow[]> {
  return db
    .select()
    .from(userCards)
    .where(eq(userCards.userId, userId))
    .orderBy(desc(userCards.isMain), asc(userCards.id));
}

/** One card of the member's, or undefined. */
export async function findCard(db: Db | Tx, userId: number, id: number) {
  const [row] = await db.select().from(userCards).where(mine(userId, id)).limit(1);
  return row;
}

/** How many cards the member keeps. */
export async function countCards(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(userCards).where(eq(userCards.userId, userId));
  return row?.n ?? 0;
}

/** Saves a card. */
export async function insertCard(tx: Tx, values: typeof userCards.$inferInsert): Promise<CardRow> {
  const [row] = await tx.insert(userCards).values(values).returning();
  return row as CardRow;
}

/** Deletes one card. */
export async function deleteCard(tx: Tx, userId: number, id: number): Promise<void> {
  await tx.delete(userCards).where(mine(userId, id));
}

/** Makes `id` the only main card. */
export async function markMain(tx: Tx, userId: number, id: number): Promise<void> {
  await tx
    .update(userCards)
    .set({ isMain: false })
    .where(and(eq(userCards.userId, userId), eq(userCards.isMain, true)));
  await tx.update(userCards).set({ isMain: true }).where(mine(userId, id));
}
