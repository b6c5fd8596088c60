import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { ContentListQuery } from '../../src/lib/content/paging.schema';
import type { Db } from '../db/client';
import { pageWindow, tablePage } from '../db/table-page';
import { setPagingHeaders } from './paging';

/** Limit/offset of a paged content list (`per=all` = everything). */
export { pageWindow };

/** Sets the paging headers for one page of a content list. */
export function setContentPaging(c: Context, query: ContentListQuery, total: number): void {
  const { per, current } = pageWindow(query, total);
  setPagingHeaders(c, { total, per, current });
}

/** ISO timestamp for the wire. */
export const iso = (d: Date) => d.toISOString();

/**
 * One page of a whole-table content list (blogs, stylists, messages, news, free areas), optionally
 * filtered by `where`, in `order`, with the paging headers set: the one list handler those routes share.
 */
export async function pageOfTable<T extends PgTable>(
  c: Context,
  db: Db,
  table: T,
  query: ContentListQuery,
  order: SQL[],
  where?: SQL,
): Promise<T['$inferSelect'][]> {
  const { rows, total } = await tablePage(db, table, query, order, where);
  setContentPaging(c, query, total);
  return rows;
}
