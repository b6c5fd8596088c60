import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** `'sha256-…'` sources for every inline script in `html` (Astro's hydration bootstrap among them). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The origin of an absolute API base URL, or undefined for same-origin (''). */
export function apiOrigin(apiBase: string | undefined): string | undefined {
  if (!apiBase) return undefined;
  try {
    return new URL(apiBase).origin;
  } catch {
    return undefined;
  }
}

/**
 * A strict Content-Security-Policy for one HTML page.
 * Styles allow 'unsafe-inline' because islands render `style` attributes; scripts never do.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  extraOrigin?: string,
): string {
  const extra = extraOrigin ? ` ${extraOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` ${h}`).join('')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:${extra}`,
    `connect-src 'self'${extra}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every response of the site carries. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Headers for an HTML page: the base set plus CSP and framing denial. */
export function htmlSecurityHeaders(html: string, extraOrigin?: string): Record<string, string> {
  return {
    ...BASE_SECURITY_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(inlineScriptHashes(html), extraOrigin),
    'X-Frame-Options': 'DENY',
  };
}

/** Cache-Control for a site file: hashed build assets never change, everything else revalidates. */
export function cacheControl(path: string): string {
  return path.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}
