import { and, eq, inArray } from 'drizzle-orm';
import { FAVOURITE_MESSAGES } from '../../../../contract/favourites/favourites.messages';
import { FAVOURITE_LIST_KEY } from '../../../../contract/favourites/favourites.schema';
import type { Db } from '../../../db/client';
import { userListProducts, userLists } from '../../../db/schema/index';

/** The member's default favourites list id, created on first use. */
export async function defaultListId(db: Db, userId: number): Promise<number> {
  const [created] = await db
    .insert(userLists)
    .values({ userId, key: FAVOURITE_LIST_KEY, name: FAVOURITE_MESSAGES.defaultListName })
    .onConflictDoNothing()
    .returning({ id: userLists.id });
  if (created) return created.id;
  const [found] = await db
    .select({ id: userLists.id })
    .from(userLists)
    .where(and(eq(userLists.userId, userId), eq(userLists.key, FAVOURITE_LIST_KEY)));
  if (!found) throw new Error('favourites list vanished');
  return found.id;
}

/** Adds a product to the member's default favourites list (idempotent). */
export async function like(db: Db, userId: number, productId: number): Promise<void> {
  const listId = await defaultListId(db, userId);
  await db.insert(userListProducts).values({ listId, productId }).onConflictDoNothing();
}

/** Removes a product from every favourites list of the member, so it is no longer a favourite. */
export async function unlike(db: Db, userId: number, productId: number): Promise<void> {
  const lists = db.select({ id: userLists.id }).from(userLists).where(eq(userLists.userId, userId));
  await db
    .delete(userListProducts)
    .where(and(eq(userListProducts.productId, productId), inArray(userListProducts.listId, lists)));
}
