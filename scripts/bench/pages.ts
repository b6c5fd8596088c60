/** One page the bench weighs: its type, path, and whether it is a shop page (≤ 90 KB) or content (≤ 15 KB). */
export type BenchPage = { type: string; path: string; shop: boolean };

/** The product every shop sells in the demo data; the default channel is always measured on it. */
export const DEFAULT_PRODUCT = 'oxford-shirt';

/** The content page Lighthouse loads (a blog article, shared by every channel). */
export const CONTENT_PAGE = '/blog/spring-coordinate/';

const CONTENT_PAGES: BenchPage[] = [
  { type: 'blog', path: CONTENT_PAGE, shop: false },
  { type: 'blog list', path: '/blog/', shop: false },
  { type: 'news', path: '/news/', shop: false },
  { type: 'faq', path: '/faq/', shop: false },
  { type: 'maker', path: '/maker/', shop: false },
  { type: 'brand', path: '/brand/', shop: false },
  { type: 'stylist', path: '/stylist/', shop: false },
  { type: 'static', path: '/law/', shop: false },
];

/** The path of a product page. */
export const productPath = (key: string) => `/product/${encodeURIComponent(key)}/`;

/**
 * Page types weighed in one channel. A members-only shop sends guests to its login page, so only
 * its shop pages (read from disk) and that login page are weighed, not its content pages.
 */
export function benchPages(productKey: string, membersOnly: boolean): BenchPage[] {
  const shop: BenchPage[] = [
    { type: 'top', path: '/', shop: true },
    { type: 'product list', path: '/product/', shop: true },
    { type: 'product', path: productPath(productKey), shop: true },
  ];
  if (membersOnly) return [...shop, { type: 'login (guest)', path: '/login/', shop: true }];
  return [...shop, ...CONTENT_PAGES];
}

/** Pages Lighthouse loads in one channel: what a guest can reach (only the login page when members-only). */
export function lighthousePaths(productKey: string, membersOnly: boolean): string[] {
  if (membersOnly) return ['/login/'];
  return ['/', '/product/', productPath(productKey), CONTENT_PAGE];
}

/**
 * Lighthouse audits not scored on a page: the login page is noindex (and disallowed in robots.txt)
 * on purpose in every channel, so `is-crawlable` fails there by design, not by a fault.
 */
export function skippedAudits(path: string): string[] {
  return path === '/login/' ? ['is-crawlable'] : [];
}

/** `BENCH_CHANNELS` (comma-separated ids) as a list, or null for every channel. */
export function parseChannelList(raw: string | undefined): string[] | null {
  const ids = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return ids.length ? ids : null;
}

/** The channels measured after the default one: valid, not the fallback, and wanted. */
export function otherChannels<T extends { id: string; isInvalid: boolean }>(
  sites: readonly T[],
  fallbackId: string,
  wanted: readonly string[] | null,
): T[] {
  return sites.filter(
    (s) => !s.isInvalid && s.id !== fallbackId && (wanted === null || wanted.includes(s.id)),
  );
}
