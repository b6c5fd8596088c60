/** First path segments the storefront owns; a static page may not take them. */
const RESERVED = new Set([
  'product',
  'cart',
  'blog',
  'brand',
  'maker',
  'stylist',
  'news',
  'faq',
  'sitemap',
  'lp',
  'flip-book',
  'catalog-order',
  'popup',
  'login',
  'register',
  'mypage',
  'ec',
  'contact',
  'reminder',
  'verify',
  'social-gift',
  'orders',
  'oauth',
  'maintenance',
  'media',
  'v1',
  '_shell',
  '_astro',
  '404',
  '500',
]);

/**
 * The one-segment slug of a static page URL, or null when it cannot have its own page.
 * @example staticPageSlug('/law/') // 'law'
 */
export function staticPageSlug(url: string): string | null {
  const match = /^\/([a-z0-9][a-z0-9_-]{0,60})\/$/i.exec(url);
  const slug = match?.[1];
  return slug && !RESERVED.has(slug.toLowerCase()) ? slug : null;
}

/** Path prefixes of content pages, which ship no React (header links are plain scripts there). */
const LIGHT_PREFIXES = [
  '/blog/',
  '/news/',
  '/faq/',
  '/maker/',
  '/brand/',
  '/stylist/',
  '/sitemap/',
  '/flip-book/',
  '/catalog-order/',
  '/popup/',
  '/lp/',
];

/**
 * Whether a page is a light content page (the top page, content lists, static pages).
 * @example isLightPage('/law/') // true
 */
export function isLightPage(pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (path === '/') return true;
  if (LIGHT_PREFIXES.some((p) => path.startsWith(p))) return true;
  return staticPageSlug(path) !== null;
}
