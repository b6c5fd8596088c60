import { createHash } from 'node:crypto';
import type { CspManifest } from './csp-manifest.ts';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** `sha256-…` hashes of every inline script in `html`, whoever put it there. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`) || body === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** The page's inline scripts the build emitted: a script found only in the served HTML is not one. */
export function allowedScriptHashes(html: string, manifest: CspManifest): string[] {
  const emitted = new Set(manifest.scripts);
  return inlineScriptHashes(html).filter((hash) => emitted.has(hash));
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
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join('')}`,
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

/** Headers for an HTML page: the base set plus CSP (the build's own inline scripts only) and framing denial. */
export function htmlSecurityHeaders(
  html: string,
  manifest: CspManifest,
  extraOrigin?: string,
): Record<string, string> {
  return {
    ...BASE_SECURITY_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(
      allowedScriptHashes(html, manifest),
      extraOrigin,
    ),
    'X-Frame-Options': 'DENY',
  };
}

/** Cache-Control for a site file: hashed build assets never change, everything else revalidates. */
export function cacheControl(path: string): string {
  return path.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}
