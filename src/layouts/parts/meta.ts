/** What a page tells search engines and link previews. */
export type PageMeta = {
  title: string;
  description?: string;
  /** Path of the canonical URL, e.g. `/product/oxford-shirt/`. */
  path?: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
};

/**
 * Document title with the shop name.
 * @example fullTitle('シャツ', '和みや') // 'シャツ | 和みや'
 */
export function fullTitle(title: string, siteName: string): string {
  return title && title !== siteName ? `${title} | ${siteName}` : siteName;
}

/** JSON-LD safe to embed in a script element (no closing tag can break out). */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A CSP hash source (`sha256-…`) of an inline element's text, as the browser computes it. */
export async function sha256Source(text: string): Promise<`sha256-${string}`> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}
