import * as v from 'valibot';

/** The layouts of spec §2. */
export const LAYOUT_NAMES = [
  'default',
  'invalid-channel',
  'maintenance',
  'sample',
  'simple',
] as const;
/** One of the layouts of spec §2. */
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/** The top page's fixed parts, in their default order. */
export const TOP_PART_NAMES = [
  'banners',
  'caution',
  'new_arrivals',
  'ranking',
  'topics',
  'news_blog',
  'free_areas',
] as const;

/** The cart page's parts, in their default order: the cart itself, then the caution notice. */
export const CART_PART_NAMES = ['cart', 'caution'] as const;

/**
 * The product detail page's sections, in their default order: the head (image beside overview and
 * purchase, always at the top), then the main column's sections a layout may reorder.
 */
export const PRODUCT_PART_NAMES = [
  'overview',
  'image',
  'purchase',
  'data',
  'detail',
  'size-table',
  'stock',
  'reviews',
  'qa',
  'related',
  'recommended',
] as const;

/** Every part a page layout may name: the top page's, an `embed` of a media file, the cart's, the maintenance page's and the product page's. */
export const SECTION_TYPES = [
  ...TOP_PART_NAMES,
  'embed',
  'cart',
  'title',
  'message',
  ...PRODUCT_PART_NAMES,
] as const;

/** A page name in `/v1/layouts/{page}`: lower-case letters, digits, `-` and `_`, up to 60. */
export const PAGE_NAME = /^[a-z0-9][a-z0-9_-]{0,59}$/;

/** One part of a page, in display order; `embed` parts show a file of the shop's media (`url`). */
export const LayoutSectionSchema = v.object({
  type: v.pipe(v.string(), v.maxLength(40)),
  url: v.nullable(v.string()),
  title: v.nullable(v.string()),
});
export type LayoutSection = v.InferOutput<typeof LayoutSectionSchema>;

/** `GET /v1/layouts/{page}`: which layout a page uses and its sections in order. */
export const PageLayoutSchema = v.object({
  page: v.string(),
  layout: v.picklist(LAYOUT_NAMES),
  sections: v.array(LayoutSectionSchema),
});
export type PageLayout = v.InferOutput<typeof PageLayoutSchema>;

/** `GET /v1/layouts`: every page layout of the channel, each as `GET /v1/layouts/{page}` answers it. */
export const PageLayoutListSchema = v.object({ data: v.array(PageLayoutSchema) });

/** The loading indicator of a colour scheme (spec §9: size 20). */
export const LoadingSettingSchema = v.object({
  is_enabled: v.boolean(),
  color: v.string(),
  size: v.number(),
});
/** The pointer of a colour scheme (spec §9: size 10). */
export const CursorSettingSchema = v.object({
  is_enabled: v.boolean(),
  color: v.string(),
  size: v.number(),
});
/** How pages appear: `none` or `fade`, over `duration_ms`. */
export const AnimationSettingSchema = v.object({
  type: v.picklist(['none', 'fade']),
  duration_ms: v.number(),
});

/** `GET /v1/colorschemes/selected/front`: the channel's selected colour scheme (spec §3). */
export const ColorSchemeSchema = v.object({
  name: v.string(),
  loading: LoadingSettingSchema,
  cursor: CursorSettingSchema,
  animation: AnimationSettingSchema,
  /** The theme colours it replaces (`background`, `text`, … as `#rrggbb`); null: the theme's own. */
  colors: v.optional(v.nullable(v.record(v.string(), v.string())), null),
});
export type ColorScheme = v.InferOutput<typeof ColorSchemeSchema>;

/** `GET /public.json`: the channel's public, cacheable facts (sent without Authorization). */
export const PublicEnvSchema = v.object({
  channel_id: v.string(),
  site_name: v.string(),
  theme: v.string(),
  is_invalid: v.boolean(),
  content_updated_at: v.string(),
});
export type PublicEnv = v.InferOutput<typeof PublicEnvSchema>;

/** Query of `GET /v1/files-contents`: a URL of the shop's own `/media/`. */
export const FileContentsQuerySchema = v.object({
  url: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2000)),
});

/** `GET /v1/files-contents`: the sanitised text of an SVG or HTML fragment. */
export const FileContentsSchema = v.object({
  url: v.string(),
  content_type: v.picklist(['image/svg+xml', 'text/html']),
  content: v.string(),
});
export type FileContents = v.InferOutput<typeof FileContentsSchema>;
