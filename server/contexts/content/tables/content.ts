/** Editorial content: blogs, news, FAQ, static and landing pages, banners, messages, free areas, popups, catalogues and catalogue orders. */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tstz } from '../../../db/schema/columns';
import { users } from '../../identity/tables/account';
import { channels } from '../../platform/tables/settings';

/**
 * Columns every content kind the back office edits shares: its channel (null: every channel),
 * shown or hidden, its place in the list, its publish period and the version saves are based on.
 */
const managed = () => ({
  channelId: text().references(() => channels.id),
  isShow: smallint().notNull().default(1),
  sort: integer().notNull().default(0),
  publishTo: tstz(),
  version: integer().notNull().default(1),
});

/** A blog category (editors order and hide them). */
export const blogCategories = pgTable('blog_categories', {
  id: idColumn(),
  key: text().notNull().unique(),
  name: text().notNull(),
  publishFrom: tstz(),
  ...managed(),
  ...timestamps,
});

/** A blog article; `publishedAt` opens its publish period, `publishTo` (if any) closes it. */
export const blogs = pgTable('blogs', {
  id: idColumn(),
  key: text().notNull().unique(),
  title: text().notNull(),
  summary: text().notNull().default(''),
  bodyHtml: text().notNull(),
  tags: jsonb().$type<string[]>().notNull().default([]),
  hue: integer().notNull().default(0),
  publishedAt: tstz().notNull(),
  categoryId: integer().references(() => blogCategories.id, { onDelete: 'set null' }),
  /** An uploaded picture (`/media/images/…`); empty: the drawn one. */
  imagePath: text().notNull().default(''),
  imageAlt: text().notNull().default(''),
  ...managed(),
  ...timestamps,
});

/**
 * A news item (お知らせ): `publishedAt` is the date the shop shows on it; `publishFrom` (if any)
 * opens its publish period and `publishTo` (if any) closes it.
 */
export const news = pgTable('news', {
  id: idColumn(),
  key: text().notNull().unique(),
  title: text().notNull(),
  category: text().notNull(),
  bodyHtml: text().notNull(),
  publishedAt: tstz().notNull(),
  publishFrom: tstz(),
  ...managed(),
  ...timestamps,
});

/** A FAQ category (editors order, hide and time it; its items show only while it does). */
export const faqCategories = pgTable('faq_categories', {
  id: idColumn(),
  key: text().notNull().unique(),
  name: text().notNull(),
  publishFrom: tstz(),
  ...managed(),
  ...timestamps,
});

/** A FAQ entry inside a category. */
export const faqItems = pgTable('faq_items', {
  id: idColumn(),
  categoryId: integer()
    .notNull()
    .references(() => faqCategories.id, { onDelete: 'cascade' }),
  question: text().notNull(),
  answerHtml: text().notNull(),
  publishFrom: tstz(),
  ...managed(),
  ...timestamps,
});

/** A static page addressed by its URL path (e.g. `/guide/`). */
export const staticPages = pgTable('static_pages', {
  id: idColumn(),
  url: text().notNull().unique(),
  title: text().notNull(),
  bodyHtml: text().notNull(),
  publishFrom: tstz(),
  ...managed(),
  ...timestamps,
});

/** A banner in an area of the top page; shown only when `isShow` is 1 and inside its period. */
export const banners = pgTable('banners', {
  id: idColumn(),
  area: text().notNull(),
  title: text().notNull(),
  link: text().notNull(),
  hue: integer().notNull().default(0),
  /** An uploaded picture (`/media/images/…`); empty: the drawn one. */
  imagePath: text().notNull().default(''),
  alt: text().notNull().default(''),
  publishFrom: tstz(),
  ...managed(),
  ...timestamps,
});

/** An information message keyed per page (caution, cart-index, ...). */
export const infoMessages = pgTable('info_messages', {
  id: idColumn(),
  code: text().notNull().unique(),
  body: text().notNull(),
  publishFrom: tstz(),
  ...managed(),
  createdAt: tstz().notNull().defaultNow(),
  updatedAt: tstz().notNull().defaultNow(),
});

/** A free area: an editor-managed HTML block placed by `code` (top page, footer, ...); shown as banners are. */
export const freeAreas = pgTable('free_areas', {
  id: idColumn(),
  code: text().notNull().unique(),
  title: text().notNull().default(''),
  bodyHtml: text().notNull(),
  publishFrom: tstz(),
  ...managed(),
  ...timestamps,
});

/** A popup shown over the storefront (top page, or returned by an ecommerce event). */
export const popups = pgTable('popups', {
  id: idColumn(),
  title: text().notNull(),
  bodyHtml: text().notNull(),
  link: text().notNull().default(''),
  linkLabel: text().notNull().default(''),
  hue: integer().notNull().default(0),
  /** Where it shows without an event: `top`, or `event` (only when an event returns it). */
  placement: text().notNull().default('top'),
  publishFrom: tstz(),
  ...managed(),
  ...timestamps,
});

/** A news item a member has read. */
export const newsReadables = pgTable(
  'news_readables',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newsId: integer()
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    readAt: tstz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.newsId] })],
);

/** A printed catalogue edition; its pages are drawn as SVG for the digital viewer. */
export const catalogs = pgTable('catalogs', {
  id: idColumn(),
  key: text().notNull().unique(),
  title: text().notNull(),
  description: text().notNull().default(''),
  hue: integer().notNull().default(0),
  /** Page headings, one per page, in order. */
  pages: jsonb().$type<{ heading: string; lines: string[] }[]>().notNull(),
  isOrderable: boolean().notNull().default(true),
  sort: integer().notNull().default(0),
  ...timestamps,
});

/** A landing page (`/v1/lp/{slug}`) that may hand out coupons. */
export const landingPages = pgTable('landing_pages', {
  id: idColumn(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  bodyHtml: text().notNull(),
  isShowHeader: boolean().notNull().default(true),
  isShowFooter: boolean().notNull().default(true),
  redirectTo: text().notNull().default('/'),
  publishFrom: tstz(),
  ...managed(),
  ...timestamps,
});

/** One section of a page layout as stored (hidden ones kept in their place). */
export type LayoutSection = {
  type: string;
  url: string | null;
  title: string | null;
  is_hidden?: boolean;
};

/** A page's layout (`GET /v1/layouts/{page}`): the layout of spec §2 and its sections in order. */
export const pageLayouts = pgTable(
  'page_layouts',
  {
    channelId: text()
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    page: text().notNull(),
    /** The number the back office's kept versions (`content_versions`) name the layout by. */
    id: integer().notNull().unique().generatedByDefaultAsIdentity(),
    layout: text().notNull().default('default'),
    sections: jsonb().$type<LayoutSection[]>().notNull().default([]),
    /**
     * The page's period layout (期間限定レイアウト), shown instead of `layout` and `sections` from
     * `season_from` (inclusive) to `season_to` (exclusive; null: no end). Null sections: none.
     */
    seasonLayout: text(),
    seasonSections: jsonb().$type<LayoutSection[]>(),
    seasonFrom: tstz(),
    seasonTo: tstz(),
    /** The version the back office's saves are based on (a stale save answers 409). */
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.channelId, t.page] })],
);

/** A colour scheme of a channel; the selected one drives loading, cursor, animation (spec §3) and the theme's main colours. */
export const colorSchemes = pgTable(
  'color_schemes',
  {
    id: idColumn(),
    channelId: text()
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    isSelected: boolean().notNull().default(false),
    loading: jsonb().$type<{ is_enabled: boolean; color: string; size: number }>().notNull(),
    cursor: jsonb().$type<{ is_enabled: boolean; color: string; size: number }>().notNull(),
    animation: jsonb().$type<{ type: 'none' | 'fade'; duration_ms: number }>().notNull(),
    /** The theme colours the scheme replaces (`SchemeColors`); null: the theme's own. */
    colors: jsonb().$type<Record<string, string>>(),
    /**
     * A seasonal scheme's period (null: open on that side; both null: none). While now is inside
     * it the scheme is its channel's in use instead of the selected one (`schemeInUse`).
     */
    publishFrom: tstz(),
    publishTo: tstz(),
    /** The version the back office's saves are based on (a stale save answers 409). */
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [index().on(t.channelId)],
);
