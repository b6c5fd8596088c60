import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { FAVOURITE_LIST_KEY } from '../../../../contract/favourites/favourites.schema';
import type { Db } from '../../../db/client';
import { userListProducts, userLists } from '../../../db/schema/index';

/** A list row with its product count. */
export type ListRow = { id: number; key: string; name: string; count: number };

const counted = {
  id: userLists.id,
  key: userLists.key,
  name: userLists.name,
  count: sql<number>`(select count(*)::int from ${userListProducts} where ${userListProducts.listId} = ${userLists.id})`,
};

/** The member's lists with counts: お気に入り first, then oldest first. */
export function listLists(db: Db, userId: number): Promise<ListRow[]> {
  return db
    .select(counted)
    .from(userLists)
    .where(eq(userLists.userId, userId))
    .orderBy(desc(sql`${userLists.key} = ${FAVOURITE_LIST_KEY}`), asc(userLists.id));
}

/** One of the member's lists by key, or undefined (another member's list is not found). */
export async function findList(db: Db, userId: number, key: string): Promise<ListRow | undefined> {
  const [row] = await db
    .select(counted)
    .from(userLists)
    .where(and(eq(userLists.userId, userId), eq(userLists.key, key)));
  return row;
}

/** How many lists the member has. */
export async function countLists(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userLists).where(eq(userLists.userId, userId));
  return row?.n ?? 0;
}

/** Whether the member already has a list with this name (other than `exceptId`). */
export async function nameTaken(db: Db, userId: number, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: userLists.id })
    .from(userLists)
    .where(and(eq(userLists.userId, userId), eq(userLists.name, name)));
  return rows.some((r) => r.id !== exceptId);
}

/** Creates a list; returns it with a zero count. */
export async function insertList(db: Db, userId: number, key: string, name: string) {
  const [row] = await db
    .insert(userLists)
    .values({ userId, key, name })
    .returning({ id: userLists.id, key: userLists.key, name: userLists.name });
  if (!row) throw new Error('list insert returned nothing');
  return { ...row, count: 0 };
}

/** Renames a list of the member. */
export async function renameList(db: Db, listId: number, name: string): Promise<void> {
  await db.update(userLists).set({ name, updatedAt: new Date() }).where(eq(userLists.id, listId));
}

/** Deletes a list (its products go with it). */
export async function deleteList(db: Db, listId: number): Promise<void> {
  await db.delete(userLists).where(eq(userLists.id, listId));
}

/** Products of a list, newest first. */
export function listProducts(db: Db, listId: number) {
  return db
    .select({ productId: userListProducts.productId, addedAt: userListProducts.createdAt })
    .from(userListProducts)
    .where(eq(userListProducts.listId, listId))
    .orderBy(desc(userListProducts.createdAt), desc(userListProducts.productId));
}

/** Adds products to a list; products already there stay (idempotent). */
export async function attachProducts(db: Db, listId: number, productIds: number[]) {
  await db
    .insert(userListProducts)
    .values(productIds.map((productId) => ({ listId, productId })))
    .onConflictDoNothing();
}

/** How many of `productIds` are not yet in the list. */
export async function countNew(db: Db, listId: number, productIds: number[]): Promise<number> {
  const rows = await db
    .select({ id: userListProducts.productId })
    .from(userListProducts)
    .where(
      and(eq(userListProducts.listId, listId), inArray(userListProducts.productId, productIds)),
    );
  return productIds.length - rows.length;
}

/** Removes products from the given lists of the member. */
export async function detachProducts(db: Db, listIds: number[], productIds: number[]) {
  if (listIds.length === 0) return;
  await db
    .delete(userListProducts)
    .where(
      and(
        inArray(userListProducts.listId, listIds),
        inArray(userListProducts.productId, productIds),
      ),
    );
}
