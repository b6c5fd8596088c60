import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { productHistories, productSearchHistories } from '../../../db/schema/index';

/** Most viewed products kept per member on the server. */
export const STORED_HISTORY_LIMIT = 50;

type Page = { page: number; per: number };

/** Records a member's view: moves the product to the front and keeps the newest 50. */
export async function recordView(db: Db, userId: number, productId: number): Promise<void> {
  await db
    .insert(productHistories)
    .values({ userId, productId, viewedAt: new Date() })
    .onConflictDoUpdate({
      target: [productHistories.userId, productHistories.productId],
      set: { viewedAt: new Date() },
    });
  const keep = db
    .select({ id: productHistories.id })
    .from(productHistories)
    .where(eq(productHistories.userId, userId))
    .orderBy(desc(productHistories.viewedAt), desc(productHistories.id))
    .limit(STORED_HISTORY_LIMIT);
  await db
    .delete(productHistories)
    .where(and(eq(productHistories.userId, userId), notInArray(productHistories.id, keep)));
}

/** One page of a member's viewed products, newest first. */
export async function pageViews(db: Db, userId: number, { page, per }: Page) {
  const where = eq(productHistories.userId, userId);
  const [stats] = await db.select({ total: count() }).from(productHistories).where(where);
  const rows = await db
    .select()
    .from(productHistories)
    .where(where)
    .orderBy(desc(productHistories.viewedAt), desc(productHistories.id))
    .limit(per)
    .offset((page - 1) * per);
  return { rows, total: stats?.total ?? 0 };
}

/** Deletes one viewed product of a member; false when there was none. */
export async function deleteView(db: Db, userId: number, productId: number): Promise<boolean> {
  const gone = await db
    .delete(productHistories)
    .where(and(eq(productHistories.userId, userId), eq(productHistories.productId, productId)))
    .returning({ id: productHistories.id });
  return gone.length > 0;
}

/** Saves a searched word (member or guest). */
export async function insertSearch(
  db: Db,
  values: { userId: number | null; channelId: string; word: string },
) {
  const [row] = await db.insert(productSearchHistories).values(values).returning();
  if (!row) throw new Error('search history insert returned nothing');
  return { id: row.id, word: row.word, searched_at: row.searchedAt.toISOString() };
}

/** One page of a member's searched words, newest first. */
export async function pageSearches(db: Db, userId: number, { page, per }: Page) {
  const where = eq(productSearchHistories.userId, userId);
  const [stats] = await db.select({ total: count() }).from(productSearchHistories).where(where);
  const rows = await db
    .select()
    .from(productSearchHistories)
    .where(where)
    .orderBy(desc(productSearchHistories.searchedAt), desc(productSearchHistories.id))
    .limit(per)
    .offset((page - 1) * per);
  const data = rows.map((r) => ({
    id: r.id,
    word: r.word,
    searched_at: r.searchedAt.toISOString(),
  }));
  return { data, total: stats?.total ?? 0 };
}

/** Deletes one searched word of a member; false when it is not theirs or does not exist. */
export async function deleteSearch(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(productSearchHistories)
    .where(and(eq(productSearchHistories.userId, userId), inArray(productSearchHistories.id, [id])))
    .returning({ id: productSearchHistories.id });
  return gone.length > 0;
}
