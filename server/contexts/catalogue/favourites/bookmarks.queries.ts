import { and, count, desc, eq } from 'drizzle-orm';
import type { Bookmark } from '../../../../contract/favourites/bookmarks.schema';
import type { Db } from '../../../db/client';
import { userBookmarks } from '../../../db/schema/index';

type Row = typeof userBookmarks.$inferSelect;

const toBookmark = (r: Row): Bookmark => ({
  id: r.id,
  url: r.url,
  title: r.title,
  created_at: r.createdAt.toISOString(),
});

/** One page of the member's bookmarks, newest first. */
export async function pageBookmarks(
  db: Db,
  userId: number,
  { page, per }: { page: number; per: number },
) {
  const where = eq(userBookmarks.userId, userId);
  const [stats] = await db.select({ total: count() }).from(userBookmarks).where(where);
  const rows = await db
    .select()
    .from(userBookmarks)
    .where(where)
    .orderBy(desc(userBookmarks.createdAt), desc(userBookmarks.id))
    .limit(per)
    .offset((page - 1) * per);
  return { data: rows.map(toBookmark), total: stats?.total ?? 0 };
}

/** How many bookmarks the member keeps. */
export async function countBookmarks(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userBookmarks)
    .where(eq(userBookmarks.userId, userId));
  return row?.n ?? 0;
}

/** The member's bookmark of this path, if any. */
export async function findBookmark(db: Db, userId: number, url: string) {
  const [row] = await db
    .select()
    .from(userBookmarks)
    .where(and(eq(userBookmarks.userId, userId), eq(userBookmarks.url, url)));
  return row ? toBookmark(row) : undefined;
}

/** One of the member's bookmarks by id; undefined when it is not theirs or does not exist. */
export async function bookmarkById(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(userBookmarks)
    .where(and(eq(userBookmarks.userId, userId), eq(userBookmarks.id, id)));
  return row ? toBookmark(row) : undefined;
}

/** Saves a bookmark; the same path again only updates its title. */
export async function upsertBookmark(
  db: Db,
  values: { userId: number; url: string; title: string },
): Promise<Bookmark> {
  const [row] = await db
    .insert(userBookmarks)
    .values(values)
    .onConflictDoUpdate({
      target: [userBookmarks.userId, userBookmarks.url],
      set: { title: values.title },
    })
    .returning();
  if (!row) throw new Error('bookmark insert returned nothing');
  return toBookmark(row);
}

/** Deletes one of the member's bookmarks; false when it is not theirs or does not exist. */
export async function deleteBookmark(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(userBookmarks)
    .where(and(eq(userBookmarks.userId, userId), eq(userBookmarks.id, id)))
    .returning({ id: userBookmarks.id });
  return gone.length > 0;
}
