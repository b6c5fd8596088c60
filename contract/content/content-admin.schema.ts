import * as v from 'valibot';
import { CONTENT_ADMIN_MESSAGES as M } from './content-admin.messages';
import { staticPageSlug } from './content-paths';
import {
  NEWS_BODY_MAX,
  NEWS_CATEGORY_MAX,
  NEWS_KEY,
  NEWS_KEY_MAX,
  NEWS_TITLE_MAX,
} from './news-admin.schema';

/** The content kinds the back office edits through one pattern (`/v1/admin/content/{kind}`). */
export const CONTENT_KINDS = [
  'banners',
  'blog-posts',
  'blog-categories',
  'faq-categories',
  'faq-items',
  'static-pages',
  'info-messages',
  'popups',
  'free-areas',
  'landing-pages',
  'news',
] as const;
/** One content kind's name as it appears in its calls' paths. */
export type ContentKindName = (typeof CONTENT_KINDS)[number];

/** Where a record stands now: 公開中, 非公開 (hidden) or 期間外 (outside its publish period). */
export const CONTENT_STATES = ['live', 'hidden', 'outside'] as const;
/** One of `CONTENT_STATES`. */
export type ContentState = (typeof CONTENT_STATES)[number];

/** An uploaded picture's main rendition (`POST /v1/admin/content/images`), or '' for none. */
export const CONTENT_IMAGE_PATH = /^(?:\/media\/images\/[0-9a-f]{64}-[0-9]{2,4}\.webp)?$/;
/** A slug as it appears in `/blog/{key}/`: lower-case letters, digits and `-`, with a letter. */
export const CONTENT_SLUG = /^(?:[a-z]|[0-9][0-9-]*[a-z])[a-z0-9-]*$/;

/**
 * Whether a link is one a banner may take: an https or http address, or a shop path (`/…`, never
 * `//host`), as the rich text's links; never `javascript:` or `data:`.
 * @example isContentLink('/product/?category=gift') // true
 */
export function isContentLink(link: string): boolean {
  return /^\/(?!\/)\S*$/.test(link) || /^https?:\/\/[^\s/]+\S*$/i.test(link);
}

const label = M.labels;
const text = (name: keyof typeof label, max: number) =>
  v.pipe(
    v.string(M.textRequired(label[name])),
    v.trim(),
    v.minLength(1, M.textRequired(label[name])),
    v.maxLength(max, M.textTooLong(label[name], max)),
  );
const optionalText = (name: keyof typeof label, max: number) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, M.textTooLong(label[name], max)));
const instant = (name: 'publish_from' | 'publish_to' | 'published_at') =>
  v.pipe(
    v.string(M.dateInvalid(label[name])),
    v.isoTimestamp(M.dateInvalid(label[name])),
    v.check((at) => !Number.isNaN(Date.parse(at)), M.dateInvalid(label[name])),
  );
const slug = v.pipe(
  v.string(M.slugInvalid),
  v.regex(CONTENT_SLUG, M.slugInvalid),
  v.maxLength(80, M.slugInvalid),
);
const imagePath = v.pipe(v.string(M.imagePath), v.regex(CONTENT_IMAGE_PATH, M.imagePath));

/** The fields every kind has: channel (null: every channel), shown, and the publish period. */
const common = {
  channel_id: v.nullable(v.pipe(v.string(M.channelUnknown), v.maxLength(40, M.channelUnknown))),
  is_show: v.boolean(),
  publish_from: v.nullable(instant('publish_from')),
  publish_to: v.nullable(instant('publish_to')),
};

/** The fields every kind shares, alone (what the create's period check reads). */
const PeriodFieldsSchema = v.object(common);

/** A banner's fields: area, title, link (https, http or a shop path), picture and its alt text. */
export const BannerFieldsSchema = v.object({
  ...common,
  area: text('area', 40),
  title: text('title', 100),
  link: v.pipe(text('link', 500), v.check(isContentLink, M.linkScheme)),
  image_path: imagePath,
  alt: optionalText('alt', 200),
});

/** A blog post's fields; `publish_from` is its publish date and required. */
export const BlogPostFieldsSchema = v.object({
  ...common,
  publish_from: instant('publish_from'),
  key: slug,
  title: text('title', 100),
  summary: optionalText('summary', 300),
  body: v.pipe(text('body', 50_000)),
  category_id: v.nullable(v.pipe(v.number(M.categoryUnknown), v.integer(M.categoryUnknown))),
  image_path: imagePath,
  image_alt: optionalText('alt', 200),
});

/** A blog category's fields. */
export const BlogCategoryFieldsSchema = v.object({
  ...common,
  key: slug,
  name: text('name', 60),
});

/** A FAQ category's fields (`key` names it in `/faq/?category=`). */
export const FaqCategoryFieldsSchema = BlogCategoryFieldsSchema;

/** A FAQ item's fields: its category, the question and the answer (rich text, sanitised). */
export const FaqItemFieldsSchema = v.object({
  ...common,
  category_id: v.pipe(v.number(M.categoryRequired), v.integer(M.categoryRequired)),
  question: text('question', 200),
  answer: text('answer', 20_000),
});

/** A static page's fields: its one-segment address (`/guide/`), title and body (rich text). */
export const StaticPageFieldsSchema = v.object({
  ...common,
  url: v.pipe(
    v.string(M.pageUrlInvalid),
    v.check((url) => staticPageSlug(url) !== null, M.pageUrlInvalid),
  ),
  title: text('title', 100),
  body: text('body', 50_000),
});

/** An information message's fields: the page key it shows on (`caution`, `cart-index`…) and its plain text. */
export const InfoMessageFieldsSchema = v.object({
  ...common,
  code: v.pipe(v.string(M.pageKeyInvalid), v.regex(/^[a-z][a-z0-9-]{0,39}$/, M.pageKeyInvalid)),
  body: text('body', 500),
});

/** A link that may be empty, else as a banner's (https, http or a shop path). */
const optionalLink = (name: 'link' | 'redirect_to') =>
  v.pipe(
    optionalText(name, 500),
    v.check((link) => link === '' || isContentLink(link), M.linkScheme),
  );

/** Where a popup shows: on the top page, or when an ecommerce event (any, or one named) returns it. */
export const POPUP_PLACEMENT = /^(?:top|event(?::[a-z_]{1,40})?)$/;

/** A popup's fields: title, rich-text body, an optional link with its label, and its placement. */
export const PopupFieldsSchema = v.object({
  ...common,
  title: text('title', 100),
  body: text('body', 20_000),
  link: optionalLink('link'),
  link_label: optionalText('link_label', 40),
  placement: v.pipe(v.string(M.placementInvalid), v.regex(POPUP_PLACEMENT, M.placementInvalid)),
});

/** A free area's fields: its code (where the storefront places it), title and rich-text body. */
export const FreeAreaFieldsSchema = v.object({
  ...common,
  code: v.pipe(
    v.string(M.codeInvalid),
    v.regex(CONTENT_SLUG, M.codeInvalid),
    v.maxLength(80, M.codeInvalid),
  ),
  title: optionalText('title', 100),
  body: text('body', 50_000),
});

/** A landing page's fields: slug (`/lp/{slug}/`), title, body, header and footer, where taking a coupon leads, its coupons' codes. */
export const LandingPageFieldsSchema = v.object({
  ...common,
  slug: v.pipe(
    v.string(M.slugInvalid),
    v.regex(CONTENT_SLUG, M.slugInvalid),
    v.maxLength(80, M.slugInvalid),
  ),
  title: text('title', 100),
  body: text('body', 50_000),
  is_show_header: v.boolean(),
  is_show_footer: v.boolean(),
  redirect_to: v.pipe(
    optionalLink('redirect_to'),
    v.minLength(1, M.textRequired(label.redirect_to)),
  ),
  coupon_codes: v.pipe(
    v.array(
      v.pipe(v.string(M.couponUnknown), v.trim(), v.minLength(1, M.couponUnknown)),
      M.couponUnknown,
    ),
    v.maxLength(20, M.couponsTooMany),
  ),
});

/** A news item's fields: key (`/news/{key}/`), title, category (お知らせ…), body (rich text) and the date it shows (`published_at`). */
export const NewsFieldsSchema = v.object({
  ...common,
  published_at: instant('published_at'),
  key: v.pipe(
    v.string(M.slugInvalid),
    v.regex(NEWS_KEY, M.slugInvalid),
    v.maxLength(NEWS_KEY_MAX, M.slugInvalid),
  ),
  title: text('title', NEWS_TITLE_MAX),
  category: text('category', NEWS_CATEGORY_MAX),
  body: text('body', NEWS_BODY_MAX),
});

/** Each kind's fields (what a save names and a version keeps). */
export const CONTENT_FIELDS = {
  banners: BannerFieldsSchema,
  'blog-posts': BlogPostFieldsSchema,
  'blog-categories': BlogCategoryFieldsSchema,
  'faq-categories': FaqCategoryFieldsSchema,
  'faq-items': FaqItemFieldsSchema,
  'static-pages': StaticPageFieldsSchema,
  'info-messages': InfoMessageFieldsSchema,
  popups: PopupFieldsSchema,
  'free-areas': FreeAreaFieldsSchema,
  'landing-pages': LandingPageFieldsSchema,
  news: NewsFieldsSchema,
} as const;
/** The fields of a kind. */
export type ContentFields<K extends ContentKindName> = v.InferOutput<(typeof CONTENT_FIELDS)[K]>;

/** The record part every kind's answer has beside its fields. */
export const ContentRecordSchema = v.object({
  id: v.number(),
  version: v.number(),
  sort: v.number(),
  state: v.picklist(CONTENT_STATES),
  updated_at: v.string(),
});

/** A save: the version it is based on and the fields it changes (the others keep their values). */
export const contentSaveSchema = <K extends ContentKindName>(kind: K) =>
  v.object({
    ...v.partial(CONTENT_FIELDS[kind]).entries,
    version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  });

/** A kind's record as the back office reads it. */
export const contentItemSchema = <K extends ContentKindName>(kind: K) =>
  v.object({ ...CONTENT_FIELDS[kind].entries, ...ContentRecordSchema.entries });

/** Body of `PUT /v1/admin/content/{kind}/order`: every record of the channel's list, in order. */
export const ContentOrderSchema = v.object({
  channel_id: v.nullable(v.string()),
  ids: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.maxLength(500)),
});

/** Query of a kind's list: one channel's records (and those for every channel). */
export const ContentListQuerySchema = v.object({
  channel: v.optional(v.pipe(v.string(), v.maxLength(40))),
});

/** A kept version of a content record. */
export const ContentVersionSchema = v.object({
  version: v.number(),
  saved_at: v.string(),
  saved_by: v.string(),
  saved_by_email: v.nullable(v.string()),
  fields: v.record(v.string(), v.unknown()),
});

/** The kinds with a page of their own, which a draft preview opens (`POST .../{kind}/preview`). */
export const PREVIEW_KINDS = [
  'blog-posts',
  'static-pages',
  'landing-pages',
  'faq-items',
  'news',
  'banners',
  'free-areas',
  'popups',
] as const;
/** One of `PREVIEW_KINDS`. */
export type PreviewKindName = (typeof PREVIEW_KINDS)[number];
/** Whether a kind has a page a draft preview can open. */
export const isPreviewKind = (kind: ContentKindName): kind is PreviewKindName =>
  (PREVIEW_KINDS as readonly string[]).includes(kind);

/**
 * Query of a content preview: the channel whose page to render (default: the shop's own), and
 * the record the draft edits (none: a new record).
 */
export const ContentPreviewQuerySchema = v.object({
  channel: v.optional(
    v.pipe(v.string(M.previewChannel), v.trim(), v.minLength(1, M.previewChannel), v.maxLength(64)),
  ),
  id: v.optional(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,8}$/, M.notFound), v.transform(Number))),
});

/** Query of a delete: the version it is based on. */
export const ContentDeleteQuerySchema = v.object({
  version: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,8}$/)),
});

/** Body of a restore: the current version the restore is based on. */
export const ContentRestoreSchema = v.object({ version: v.pipe(v.number(), v.integer()) });

/** Whether a publish period ends at or before its start (an open side never does). */
export const periodEndsFirst = (from: string | null, to: string | null) =>
  from !== null && to !== null && Date.parse(to) <= Date.parse(from);

/**
 * Body of a create: the kind's fields, with a period that ends before it starts refused on
 * `publish_to` in the same answer as the other fields' errors.
 */
export const contentCreateSchema = (kind: ContentKindName) =>
  v.pipe(
    // Every kind has the period fields; the check is typed on them alone (the body stays whole).
    CONTENT_FIELDS[kind] as unknown as typeof PeriodFieldsSchema,
    v.forward(
      v.partialCheck(
        [['publish_from'], ['publish_to']],
        (f) => !periodEndsFirst(f.publish_from, f.publish_to),
        M.publishOrder,
      ),
      ['publish_to'],
    ),
  );
