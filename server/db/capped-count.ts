import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * How many rows of `table` match `where`, counted up to `limit` (the count stops there): a list
 * that tells "1,000 or more" instead of reading every row of a broad filter to count it.
 */
export async function cappedCount(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  limit: number,
): Promise<number> {
  const matches = db.select({ one: sql`1` }).from(table).where(where).limit(limit).as('matches');
  const [row] = await db.select({ total: count() }).from(matches);
  return row?.total ?? 0;
}

/**
 * The row limit of a capped count for a page: `cap` past the first row, or the current page's end
 * when that is further, plus one row to tell "more".
 */
export const countLimit = (cap: number, offset: number, per: number) =>
  Math.max(cap, offset + per) + 1;
