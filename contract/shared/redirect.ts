/** Control characters (C0, DEL, C1) and backslashes: browsers drop or rewrite them while parsing. */
const UNSAFE = /[\p{Cc}\\]/u;

/** The origin used where there is no page (server, tests): only the comparison matters. */
export const PLACEHOLDER_ORIGIN = 'https://shop.invalid';

function parse(value: string, base: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * `value` as a same-origin path (`/path?query#hash`), or null when it could lead anywhere else.
 * Decided by parsing against `origin` the way a browser would and comparing origins; the path
 * returned is the parsed one, checked again so that it cannot read as scheme-relative (`//x`).
 * @example sameOriginPath('/cart/?a=1', 'https://shop.example') // '/cart/?a=1'
 * @example sameOriginPath('/\t/evil.example/', 'https://shop.example') // null
 */
export function sameOriginPath(
  value: string | null | undefined,
  origin: string = PLACEHOLDER_ORIGIN,
): string | null {
  if (typeof value !== 'string' || value === '' || UNSAFE.test(value)) return null;
  const base = parse(origin, origin);
  const url = base && parse(value, base.origin);
  if (!base || !url || url.origin !== base.origin || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  return parse(path, base.origin)?.href === url.href ? path : null;
}

/** The current page's origin in a browser, else the placeholder. */
export function currentOrigin(): string {
  return typeof location === 'undefined' ? PLACEHOLDER_ORIGIN : location.origin;
}
