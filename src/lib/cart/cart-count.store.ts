import { persistentAtom } from '@nanostores/persistent';
import { browserCookies, type CookieJar } from '../shared/cookies';

/** The cookie holding the browser's cart token. */
export const CART_COOKIE = 'cartToken';

/**
 * Reads a saved count; anything but a whole number ≥ 0 reads as 0.
 * @example decodeCount('3') // 3
 */
export function decodeCount(raw: string): number {
  const count = Number(raw);
  return Number.isSafeInteger(count) && count > 0 ? count : 0;
}

/**
 * The item count the cart store last saw, kept in localStorage: content pages show it without
 * loading the cart store (and its schema), and other tabs follow it through storage events.
 */
export const $savedCartCount = persistentAtom<number>('cart:count', 0, {
  encode: String,
  decode: decodeCount,
});

/** The header's count without loading the cart: the saved count while a cart token is held. */
export function shownCartCount(saved: number, jar: CookieJar = browserCookies): number {
  return jar.get(CART_COOKIE) ? saved : 0;
}
