/** The head tag a draft preview's page carries (server/contexts/content/previews/previews.model.ts adds it). */
export const DRAFT_PREVIEW_META = 'shop-draft-preview';

/**
 * Whether this page is a draft preview: islands then show the page's own (draft) data and neither
 * refresh it from the live API nor record anything (a view, a history entry) about it.
 */
export function isDraftPreview(
  doc: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): boolean {
  return doc?.querySelector(`meta[name="${DRAFT_PREVIEW_META}"]`) != null;
}

/**
 * The kinds of record a draft preview puts in place of the stored ones (`SHOP_RENDER_OVERRIDES`),
 * each keyed as the storefront's build readers look them up: products and blog articles by key,
 * static pages by URL path, landing pages by slug, FAQ items by id, news items by key, banners,
 * free areas and popups by id, a page's layout by its page name (`top`, `product-key`) and the
 * channel's colour scheme as `front` (the scheme `/v1/colorschemes/selected/front` answers).
 */
export const DRAFT_KINDS = {
  product: 'product',
  blog: 'blog',
  staticPage: 'static-page',
  landingPage: 'lp',
  qa: 'qa',
  news: 'news',
  banner: 'banner',
  freeArea: 'free-area',
  popup: 'popup',
  layout: 'layout',
  colorScheme: 'color-scheme',
} as const;

/** The key a draft colour scheme is shown under (the one the storefront reads as selected). */
export const DRAFT_SCHEME_KEY = 'front';
