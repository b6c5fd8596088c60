import { integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tstz } from './columns';

/** A blog article. */
export const blogs = pgTable('blogs', {
  id: idColumn(),
  key: text().notNull().unique(),
  title: text().notNull(),
  summary: text().notNull().default(''),
  bodyHtml: text().notNull(),
  tags: jsonb().$type<string[]>().notNull().default([]),
  hue: integer().notNull().default(0),
  publishedAt: tstz().notNull(),
  ...timestamps,
});

/** A news item (お知らせ). */
export const news = pgTable('news', {
  id: idColumn(),
  key: text().notNull().unique(),
  title: text().notNull(),
  category: text().notNull(),
  bodyHtml: text().notNull(),
  publishedAt: tstz().notNull(),
  ...timestamps,
});

/** A FAQ category. */
export const faqCategories = pgTable('faq_categories', {
  id: idColumn(),
  key: text().notNull().unique(),
  name: text().notNull(),
  sort: integer().notNull().default(0),
});

/** A FAQ entry inside a category. */
export const faqItems = pgTable('faq_items', {
  id: idColumn(),
  categoryId: integer()
    .notNull()
    .references(() => faqCategories.id, { onDelete: 'cascade' }),
  question: text().notNull(),
  answerHtml: text().notNull(),
  sort: integer().notNull().default(0),
});

/** A static page addressed by its URL path (e.g. `/guide/`). */
export const staticPages = pgTable('static_pages', {
  id: idColumn(),
  url: text().notNull().unique(),
  title: text().notNull(),
  bodyHtml: text().notNull(),
  ...timestamps,
});

/** A banner in an area of the top page; shown only when `isShow` is 1. */
export const banners = pgTable('banners', {
  id: idColumn(),
  area: text().notNull(),
  title: text().notNull(),
  link: text().notNull(),
  hue: integer().notNull().default(0),
  isShow: smallint().notNull().default(1),
  sort: integer().notNull().default(0),
  ...timestamps,
});

/** An information message keyed per page (caution, cart-index, ...). */
export const infoMessages = pgTable('info_messages', {
  code: text().primaryKey(),
  body: text().notNull(),
  updatedAt: tstz().notNull().defaultNow(),
});
