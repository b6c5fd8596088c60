import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ContentListQuery } from '../../contract/shared/paging.schema';
import type { Db } from './client';

/** Limit/offset of a paged content list (`per=all` = everything). */
export function pageWindow(query: ContentListQuery, total: number) {
  const per = query.per === 'all' ? Math.max(total, 1) : query.per;
  const current = query.per === 'all' ? 1 : query.page;
  return { per, current, limit: per, offset: (current - 1) * per };
}

/** One page of a whole table (optionally filtered by `where`) in `order`, and the total it pages. */
export async function tablePage<T extends PgTable>(
  db: Db,
  table: T,
  query: ContentListQuery,
  order: SQL[],
  where?: SQL,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
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
  return { rows: rows as T['$inferSelect'][], total };
}
