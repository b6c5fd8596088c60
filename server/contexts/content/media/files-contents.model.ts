import { rewriteLink } from '../../../services/sanitize';

/** Largest file `GET /v1/files-contents` reads (bytes of its text). */
export const FILE_CONTENTS_MAX_BYTES = 200_000;

/** Where a requested file lies, or why it may not be read. */
export type MediaFile =
  | { ok: true; path: string; contentType: 'image/svg+xml' | 'text/html' }
  | { ok: false; reason: 'not_own_media' | 'not_text' };

const TYPES = { svg: 'image/svg+xml', html: 'text/html', htm: 'text/html' } as const;

function ownPath(raw: string, requestHost: string): string | null {
  const trimmed = raw.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      return null;
    }
    if (url.username || url.password) return null;
    if (url.host === requestHost) return url.pathname;
    const { href, external } = rewriteLink(trimmed);
    return external ? null : new URL(href, 'http://shop.invalid').pathname;
  }
  // Only root-relative paths; `//host`, `\\`, and schemes (javascript:, data:) are someone else's.
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.includes('\\')) return null;
  return new URL(trimmed, 'http://shop.invalid').pathname;
}

/**
 * The `/media/` path of a URL of this shop (root-relative, or absolute on its own host), with the
 * type its extension names; `..` is resolved first so nothing outside `/media/` is reachable.
 * @example mediaFile('/media/catalogs/a/1.svg', 'shop.example') // { ok: true, path: '/media/catalogs/a/1.svg', contentType: 'image/svg+xml' }
 */
export function mediaFile(raw: string, requestHost: string): MediaFile {
  const path = ownPath(raw, requestHost);
  if (!path?.startsWith('/media/') || /%2f|%5c/i.test(path)) {
    return { ok: false, reason: 'not_own_media' };
  }
  const ext = /\.([a-z]+)$/i.exec(path)?.[1]?.toLowerCase() as keyof typeof TYPES | undefined;
  const contentType = ext ? TYPES[ext] : undefined;
  return contentType ? { ok: true, path, contentType } : { ok: false, reason: 'not_text' };
}
