import type { Context } from 'hono';

/**
 * Page numbers of a list response; `capped`: the list stops at `total` though more matched (a
 * keyword search, see SEARCH_RESULT_CAP), told by `x-total-capped: 1`.
 */
export type Paging = { total: number; per: number; current: number; capped?: boolean };

/** The header that says a list's total is a floor: more matched than it lists. */
export const TOTAL_CAPPED_HEADER = 'x-total-capped';

/** Last page number (at least 1). */
export const lastPage = ({ total, per }: Paging) => Math.max(1, Math.ceil(total / per));

/** Sets the spec's paging headers `x-total`, `x-per-page`, `x-last-page`, `x-current-page`. */
export function setPagingHeaders(c: Context, paging: Paging): void {
  c.header('x-total', String(paging.total));
  c.header('x-per-page', String(paging.per));
  c.header('x-last-page', String(lastPage(paging)));
  c.header('x-current-page', String(paging.current));
  if (paging.capped) c.header(TOTAL_CAPPED_HEADER, '1');
}

/** Headers a browser on another origin may read. */
export const PAGING_HEADERS = ['x-total', 'x-per-page', 'x-last-page', 'x-current-page'];
