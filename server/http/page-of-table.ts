import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { ContentListQuery } from '../../src/lib/content/paging.schema';
import type { Db } from '../db/client';
import { setPagingHeaders } from './paging';

/** Limit/offset of a paged content list (`per=all` = everything). */
export function pageWindow(query: ContentListQuery, total: number) {
  const per = query.per === 'all' ? Math.max(total, 1) : query.per;
  const current = query.per === 'all' ? 1 : query.page;
  return { per, current, limit: per, offset: (current - 1) * per };
}

/** Sets the paging headers for one page of a content list. */
export function setContentPaging(c: Context, query: ContentListQuery, total: number): void {
  const { per, current } = pageWindow(query, total);
  setPagingHeaders(c, { total, per, current });
}

/** ISO timestamp for the wire. */
export const iso = (d: Date) => d.toISOString();

/**
 * One page of a whole-table content list (blogs, makers, stylists, messages, news, free areas), optionally filtered by `where`, in `order`,
 * with the paging headers set: the one list handler those routes share.
 */
export async function pageOfTable<T extends PgTable>(
  c: Context,
  db: Db,
  table: T,
  query: ContentListQuery,
  order: SQL[],
  where?: SQL,
): Promise<T['$inferSelect'][]> {
  const [row] = await db
    .select({ total: count() })
    .from(table as PgTable)
    .where(where);
  const total = row?.total ?? 0;
  const { limit, offset } = pageWindow(query, total);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  setContentPaging(c, query, total);
  return rows as T['$inferSelect'][];
}
