import { boolean, integer, jsonb, pgView, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The content context's published read views: what commerce's landing-page coupons and catalogue
 * requests (カタログ請求) read of content, which sits above commerce and so cannot be called by it.
 * Created by migration 0054 (`.existing()`: drizzle-kit leaves them alone).
 */

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The paper catalogues a shopper may request, as content keeps them. */
export const contentCatalogs = pgView('content_catalogs', {
  id: integer('id').notNull(),
  key: text('key').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  hue: integer('hue').notNull(),
  pages: jsonb('pages').$type<{ heading: string; lines: string[] }[]>().notNull(),
  isOrderable: boolean('is_orderable').notNull(),
  sort: integer('sort').notNull(),
  createdAt: stamp('created_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
}).existing();

/** Landing pages (`/v1/lp/{slug}`) with their channel and publish window. */
export const contentLandingPages = pgView('content_landing_pages', {
  id: integer('id').notNull(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  bodyHtml: text('body_html').notNull(),
  isShowHeader: boolean('is_show_header').notNull(),
  isShowFooter: boolean('is_show_footer').notNull(),
  redirectTo: text('redirect_to').notNull(),
  publishFrom: stamp('publish_from'),
  channelId: text('channel_id'),
  isShow: smallint('is_show').notNull(),
  sort: integer('sort').notNull(),
  publishTo: stamp('publish_to'),
  version: integer('version').notNull(),
  createdAt: stamp('created_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
}).existing();
