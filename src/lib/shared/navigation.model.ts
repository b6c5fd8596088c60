/** The saved position is restored this long after a back navigation (spec §9). */
export const SCROLL_RESTORE_MS = 500;
/** A failed chunk load reloads the page at most once in this window (spec §9). */
export const RELOAD_GUARD_MS = 60_000;

/** Where the shop goes once its channel is flagged invalid: no page has it, so the site answers 404. */
export const INVALID_CHANNEL_PATH = '/.invalid-channel/';

/** The page to open once the channel is flagged invalid (spec §8), or null when already there. */
export function invalidChannelTarget(pathname: string): string | null {
  return pathname === INVALID_CHANNEL_PATH ? null : INVALID_CHANNEL_PATH;
}

const PRODUCT_PAGE = /^\/product\/[^/]+\/$/;

/** True for a product detail page such as `/product/oxford-shirt/`. */
export function isProductPage(path: string): boolean {
  return PRODUCT_PAGE.test(path) && path !== '/product/_/';
}

/** Navigation scrolls to the top, except from one product page to another (spec §2). */
export function keepsScroll(from: string, to: string): boolean {
  return isProductPage(from) && isProductPage(to);
}

/** Whether a failed chunk load may reload now: never twice within 60 s. */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_GUARD_MS;
}

const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to load module script|Unable to preload CSS/i;

/** True when an error says a script chunk could not be loaded (a stale deployment). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURE.test(message);
}

/**
 * The in-site path of a rich-content link to one of `origins` (so it stays on this site), or
 * null for other sites, anchors and non-web links.
 * @example internalPath('https://shop.example/faq/#a', ['https://shop.example']) // '/faq/#a'
 */
export function internalPath(href: string, origins: string[]): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !origins.includes(url.origin)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Screen types of spec §2: phone at or below the small breakpoint, desktop above the medium one. */
export type ScreenType = 'phone' | 'tablet' | 'desktop';

/** The screen type of a viewport width for the breakpoints `SITE.BREAKPOINT.SCREEN-SM/MD`. */
export function screenTypeOf(width: number, breakpoints: { sm: number; md: number }): ScreenType {
  if (width <= breakpoints.sm) return 'phone';
  return width > breakpoints.md ? 'desktop' : 'tablet';
}
