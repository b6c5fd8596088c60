import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { news } from '../../../db/schema/index';
import type { NewsRecord, NewsValues } from './news.model';

/** An arbitrary constant naming the advisory lock that serialises news writes (keys stay unique). */
const NEWS_WRITE_LOCK = 7_413_002;

/** Waits for other news writes to finish, until this transaction ends. */
export async function lockNewsWrites(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NEWS_WRITE_LOCK})`);
}

/** A news item by id, or undefined. */
export async function findNews(tx: Tx, id: number): Promise<NewsRecord | undefined> {
  const [row] = await tx.select().from(news).where(eq(news.id, id)).limit(1);
  return row;
}

/** Whether another news item (not `exceptId`) has the key. */
export async function newsKeyTaken(tx: Tx, key: string, exceptId = 0): Promise<boolean> {
  const rows = await tx
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.key, key), ne(news.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** Stores a new news item. */
export async function insertNews(tx: Tx, values: NewsValues): Promise<NewsRecord | undefined> {
  const [row] = await tx.insert(news).values(values).returning();
  return row;
}

/** Replaces a news item's columns; undefined when it does not exist. */
export async function updateNews(
  tx: Tx,
  id: number,
  values: NewsValues,
): Promise<NewsRecord | undefined> {
  const [row] = await tx
    .update(news)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(news.id, id))
    .returning();
  return row;
}

/** Deletes a news item (members' read marks go with it); its key, or undefined when none. */
export async function deleteNews(tx: Tx, id: number): Promise<string | undefined> {
  const [row] = await tx.delete(news).where(eq(news.id, id)).returning({ key: news.key });
  return row?.key;
}
