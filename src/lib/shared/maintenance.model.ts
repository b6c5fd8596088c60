import { sameOriginPath } from '../../../contract/shared/redirect';

/** How often the maintenance page asks whether the shop has reopened. */
export const MAINTENANCE_POLL_MS = 5_000;

/**
 * Where the maintenance page returns to: the page the shopper came from (`?back=`), when it is a
 * path of this shop other than the maintenance page, else the top page.
 * @example returnPath('?back=%2Fcart%2F') // '/cart/'
 */
export function returnPath(search: string): string {
  const back = sameOriginPath(new URLSearchParams(search).get('back'));
  return back && !back.startsWith('/maintenance/') ? back : '/';
}

/** The maintenance page's address with the page to come back to. */
export function maintenanceUrl(from: string): string {
  if (from.startsWith('/maintenance/')) return from;
  return `/maintenance/?back=${encodeURIComponent(from)}`;
}
