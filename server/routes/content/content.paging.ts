import type { Context } from 'hono';
import type { ContentListQuery } from '../../../src/lib/content/paging.schema';
import { setPagingHeaders } from '../../http/paging';

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
