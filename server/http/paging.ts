import type { Context } from 'hono';

/** Page numbers of a list response. */
export type Paging = { total: number; per: number; current: number };

/** Last page number (at least 1). */
export const lastPage = ({ total, per }: Paging) => Math.max(1, Math.ceil(total / per));

/** Sets the spec's paging headers `x-total`, `x-per-page`, `x-last-page`, `x-current-page`. */
export function setPagingHeaders(c: Context, paging: Paging): void {
  c.header('x-total', String(paging.total));
  c.header('x-per-page', String(paging.per));
  c.header('x-last-page', String(lastPage(paging)));
  c.header('x-current-page', String(paging.current));
}

/** Headers a browser on another origin may read. */
export const PAGING_HEADERS = ['x-total', 'x-per-page', 'x-last-page', 'x-current-page'];
