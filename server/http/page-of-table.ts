import type { Context } from 'hono';
import type { ContentListQuery } from '../../contract/shared/paging.schema';
import { pageWindow } from '../db/table-page';
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
