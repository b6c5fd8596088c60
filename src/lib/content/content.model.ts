/** Items of one page (1-based) and the page count, `per` to a page. */
export function pageOf<T>(items: T[], page: number, per = 10) {
  const last = Math.max(1, Math.ceil(items.length / per));
  return { items: items.slice((page - 1) * per, page * per), current: page, last };
}

/** Page numbers 2..last for `getStaticPaths` of `/x/page/{n}/`. */
export function laterPages(total: number, per = 10): number[] {
  const last = Math.max(1, Math.ceil(total / per));
  return Array.from({ length: last - 1 }, (_, i) => i + 2);
}

/** Path of page `n` of a list at `base` (`/news/` → `/news/page/2/`). */
export const pagePath = (base: string, n: number) => (n <= 1 ? base : `${base}page/${n}/`);

/**
 * Date as the shop writes it (spec §9: YYYY.MM.DD, Tokyo).
 * @example formatDate('2026-04-01T01:00:00Z') // '2026.04.01'
 */
export function formatDate(iso: string): string {
  return TOKYO_DATE.format(new Date(iso)).replaceAll('/', '.');
}

const TOKYO_DATE = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
