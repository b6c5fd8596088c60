import { createHash } from 'node:crypto';
import type { CspManifest } from './csp-manifest.ts';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

const sha256 = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** `sha256-…` hashes of every inline script in `html`, whoever put it there. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`) || body === '') continue;
    hashes.add(sha256(body));
  }
  return [...hashes];
}

/** `sha256-…` hashes of every `<style>` element in `html`. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(INLINE_STYLE)].map(([, body = '']) => sha256(body)))];
}

/** The page's inline code the build emitted: a script or style found only in the served HTML is not. */
export function allowedHashes(html: string, manifest: CspManifest): CspManifest {
  const emittedScripts = new Set(manifest.scripts);
  const emittedStyles = new Set(manifest.styles);
  return {
    scripts: inlineScriptHashes(html).filter((hash) => emittedScripts.has(hash)),
    styles: inlineStyleHashes(html).filter((hash) => emittedStyles.has(hash)),
  };
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

const sources = (hashes: readonly string[]) => hashes.map((h) => ` '${h}'`).join('');

/** The tag the build puts beside the Google Tag Manager loader (rich content cannot carry meta tags). */
const GTM_META = /<meta name="gtm-id" content="GTM-[A-Z0-9]{4,12}"\s*\/?>/;

/** Whether a page loads Google Tag Manager (the channel's `ANALYTICS.GTM_ID` was set at build). */
export function usesTagManager(html: string): boolean {
  return GTM_META.test(html);
}

/** Google's origins GTM and GA4 need, per directive (Google's CSP guide for Tag Manager). */
const GTM_SOURCES = {
  script: ' https://www.googletagmanager.com',
  img: ' https://www.googletagmanager.com https://*.google-analytics.com',
  connect:
    ' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com',
};

/** The head tag the build writes when the channel turns the reCAPTCHA v3 challenge on. */
const BOT_CHECK_META = /<meta name="recaptcha-site-key" content="[A-Za-z0-9_-]{20,64}"\s*\/?>/;

/** Whether a page may load reCAPTCHA (the channel's `SECURITY.RECAPTCHA.IS_USE` was on at build). */
export function usesBotCheck(html: string): boolean {
  return BOT_CHECK_META.test(html);
}

/** Google's origins reCAPTCHA v3 needs, per directive (Google's reCAPTCHA FAQ on CSP). */
const BOT_CHECK_SOURCES = {
  script: ' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/',
  frame: " 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
};

/**
 * A strict Content-Security-Policy for one HTML page: inline scripts and `<style>` elements only
 * by hash. `style` attributes stay allowed (islands render them); `style-src` is the fallback for
 * browsers without `style-src-elem`/`-attr`.
 */
export function contentSecurityPolicy(
  hashes: CspManifest,
  extraOrigin?: string,
  tagManager = false,
  botCheck = false,
): string {
  const extra = extraOrigin ? ` ${extraOrigin}` : '';
  const gtm = (part: keyof typeof GTM_SOURCES) => (tagManager ? GTM_SOURCES[part] : '');
  const recaptcha = botCheck ? BOT_CHECK_SOURCES.script : '';
  return [
    "default-src 'self'",
    `script-src 'self'${sources(hashes.scripts)}${gtm('script')}${recaptcha}`,
    ...(botCheck ? [`frame-src${BOT_CHECK_SOURCES.frame}`] : []),
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem 'self'${sources(hashes.styles)}`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data:${extra}${gtm('img')}`,
    `connect-src 'self'${extra}${gtm('connect')}`,
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

/** Headers for an HTML page: the base set plus CSP (the build's own inline code only) and framing denial. */
export function htmlSecurityHeaders(
  html: string,
  manifest: CspManifest,
  extraOrigin?: string,
): Record<string, string> {
  return {
    ...BASE_SECURITY_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(
      allowedHashes(html, manifest),
      extraOrigin,
      usesTagManager(html),
      usesBotCheck(html),
    ),
    'X-Frame-Options': 'DENY',
  };
}

/** Cache-Control for a site file: hashed build assets never change, everything else revalidates. */
export function cacheControl(path: string): string {
  return path.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}
