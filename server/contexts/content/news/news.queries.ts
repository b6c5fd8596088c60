import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { ContentListQuery } from '../../../../contract/shared/paging.schema';
import type { Db } from '../../../db/client';
import { news, newsReadables } from '../../../db/schema/index';
import { shownNow } from '../../../db/shown-now';
import { tablePage } from '../../../db/table-page';

/** A news row as stored. */
export type NewsRow = typeof news.$inferSelect;

/** Which of `ids` the member has read (none for a guest). */
export async function readNewsIds(
  db: Db,
  userId: number | undefined,
  ids: number[],
): Promise<Set<number>> {
  if (userId === undefined || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: newsReadables.newsId })
    .from(newsReadables)
    .where(and(eq(newsReadables.userId, userId), inArray(newsReadables.newsId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** One page of the news shown on `channel` now, newest first, and how many there are. */
export const newsPage = (db: Db, query: ContentListQuery, channel?: string) =>
  tablePage(
    db,
    news,
    query,
    [desc(news.publishedAt), desc(news.id)],
    shownNow(news, news.publishFrom, channel),
  );

/** A news item shown on `channel` now, by numeric id or key, if any. */
export async function findNewsByIdOrKey(
  db: Db,
  idOrKey: string,
  channel?: string,
): Promise<NewsRow | undefined> {
  const where = /^\d{1,9}$/.test(idOrKey)
    ? or(eq(news.id, Number(idOrKey)), eq(news.key, idOrKey))
    : eq(news.key, idOrKey);
  const [row] = await db
    .select()
    .from(news)
    .where(and(where, shownNow(news, news.publishFrom, channel)))
    .limit(1);
  return row;
}

/** A news item by id, if any. */
export async function findNewsById(db: Db, id: number): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  return row;
}

/** Records that the member has read a news item (once). */
export async function markNewsRead(db: Db, userId: number, newsId: number): Promise<void> {
  await db.insert(newsReadables).values({ userId, newsId }).onConflictDoNothing();
}
