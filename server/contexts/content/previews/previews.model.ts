import type { ProductPreview } from '../../../../contract/catalog/product-preview.schema';
import { DRAFT_KINDS, DRAFT_PREVIEW_META } from '../../../../contract/shared/draft-preview';
import { renderBannerImage } from '../../../media/product-image';
import type { CspManifest } from '../../../static/csp-manifest';
import { PREVIEW_MESSAGES as M } from './previews.messages';

/**
 * The picture a banner or article draws when it has none uploaded (the headline on a soft ground,
 * as `/media/banners/{id}.svg` and `/media/blogs/{key}.svg` draw it), inline: a draft's record is
 * in no table those URLs read, so a new one's would not load, and an edited one's would show the
 * saved headline. The shop's CSP allows `data:` pictures.
 */
export const drawnPicture = (title: string, hue: number): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderBannerImage({ title, hue }))}`;

/**
 * The overrides as a preview renders them: each banner or article marked `draw_picture_hue` (no
 * picture uploaded) gets its drawn picture. Drawn when the link is opened, never stored: the
 * picture's markup is long runs of numbers, which the stored link need not carry.
 */
export function withDrawnPictures(overrides: RenderOverrides): RenderOverrides {
  const drawn = (records: Record<string, unknown> = {}) =>
    Object.fromEntries(
      Object.entries(records).map(([key, record]) => {
        const { draw_picture_hue: hue, ...rest } = record as Record<string, unknown>;
        if (typeof hue !== 'number') return [key, record];
        return [key, { ...rest, image_path: drawnPicture(String(rest.title ?? ''), hue) }];
      }),
    );
  const kinds = [DRAFT_KINDS.banner, DRAFT_KINDS.blog].filter((kind) => overrides[kind]);
  return {
    ...overrides,
    ...Object.fromEntries(kinds.map((kind) => [kind, drawn(overrides[kind])])),
  };
}

/** A preview link as the calls answer it. */
export const linkAnswer = (link: {
  url: string;
  path: string;
  channel: string;
  expiresAt: Date;
}): ProductPreview => ({
  url: link.url,
  path: link.path,
  channel: link.channel,
  expires_at: link.expiresAt.toISOString(),
});

/** How long a preview link works. */
export const PREVIEW_TTL_MS = 30 * 60_000;

/** Random bytes in a preview token (256 bits; the link is the only secret). */
export const PREVIEW_TOKEN_BYTES = 32;

/** The shape of a preview token: 43 base64url characters. */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The path a preview is served at, on the channel's own host (its pages' files load from there). */
export const previewPath = (token: string): string => `/v1/previews/${token}`;

/** The storefront path of a product's page. */
export const productPagePath = (key: string): string => `/product/${encodeURIComponent(key)}/`;

/**
 * The storefront path that shows a page's layout, by the page's name (`layoutPageOf` in reverse):
 * `top` is `/`, `cart` `/cart/`, `product-key` the page of `productKey`; null for a page whose
 * path needs a key it has no example of (another `-key` page, the catch-all).
 * @example layoutPagePath('product-key', 'OX-001') // '/product/OX-001/'
 */
export function layoutPagePath(page: string, productKey: string | null): string | null {
  if (page === 'top') return '/';
  if (page === 'product-key') return productKey === null ? null : productPagePath(productKey);
  if (page === 'catch-all' || page.endsWith('-key')) return null;
  return `/${page.split('-').join('/')}/`;
}

/** Records a draft page shows instead of the stored ones: kind (`DRAFT_KINDS`) → key → record. */
export type RenderOverrides = Record<string, Record<string, unknown>>;

/** A page rendered with a draft: status, HTML and the hashes of its inline code. */
export interface RenderedDraft {
  status: number;
  html: string;
  csp: CspManifest;
}

/**
 * Renders one page of a channel's site with `overrides` (kind → key → record as the storefront's
 * API answers it) in place of the stored records; null while the channel's code is not loaded.
 */
export type DraftPageRenderer = (
  channelId: string,
  pathname: string,
  overrides: RenderOverrides,
) => Promise<RenderedDraft | null>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The time a link expires, as the banner shows it (Japan time, hours and minutes). */
export const expiryLabel = (expiresAt: Date): string =>
  new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    hour: '2-digit',
    minute: '2-digit',
  }).format(expiresAt);

/** The banner's markup: static text, styled by attributes (no inline `<style>` the CSP must allow). */
function banner(expiresAt: Date): string {
  const style =
    'position:sticky;top:0;z-index:2147483647;margin:0;padding:8px 16px;background:#b3261e;color:#fff;font:bold 14px/1.5 sans-serif;text-align:center';
  return `<div role="status" data-preview-banner style="${style}"><strong>${escapeHtml(M.banner)}</strong> ${escapeHtml(M.bannerNote)} ${escapeHtml(M.bannerExpires(expiryLabel(expiresAt)))}</div>`;
}

/**
 * The rendered page as a preview shows it: `noindex` and the preview tag in its head and the
 * プレビュー banner first in its body (the page's own markup is left as it is).
 */
export function markAsPreview(html: string, expiresAt: Date): string {
  // The preview tag tells the page's islands to keep the draft (contract/shared/draft-preview.ts).
  const robots = `<meta name="robots" content="noindex, nofollow"><meta name="${DRAFT_PREVIEW_META}" content="1">`;
  const withRobots = /<head(\s[^>]*)?>/i.test(html)
    ? html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${robots}`)
    : `${robots}${html}`;
  return /<body(\s[^>]*)?>/i.test(withRobots)
    ? withRobots.replace(/<body(\s[^>]*)?>/i, (body) => `${body}${banner(expiresAt)}`)
    : `${banner(expiresAt)}${withRobots}`;
}

/** A simple page for the time the channel cannot render yet (Retry-After tells when to look again). */
export function unavailablePage(): string {
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(M.unavailableTitle)}</title></head><body><h1>${escapeHtml(M.unavailableTitle)}</h1><p>${escapeHtml(M.unavailable)}</p></body></html>`;
}
