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
import { idColumn, timestamps, tstz } from './columns';
import { news } from './content';
import { users } from './members';
import { coupons } from './promotions';

/** A free area: an editor-managed HTML block placed by `code` (top page, footer, ...). */
export const freeAreas = pgTable('free_areas', {
  id: idColumn(),
  code: text().notNull().unique(),
  title: text().notNull().default(''),
  bodyHtml: text().notNull(),
  isShow: smallint().notNull().default(1),
  sort: integer().notNull().default(0),
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
  isShow: smallint().notNull().default(1),
  sort: integer().notNull().default(0),
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

/** A coupon a member has taken (from a landing page); usable at checkout by its code. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    takenAt: tstz().notNull().defaultNow(),
    usedAt: tstz(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.couponId] })],
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

/** A request for printed catalogues to be posted to the requester. */
export const catalogOrders = pgTable(
  'catalog_orders',
  {
    id: idColumn(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    catalogIds: jsonb().$type<number[]>().notNull(),
    name: text().notNull(),
    nameKana: text().notNull(),
    email: text().notNull(),
    postalCode: text().notNull(),
    prefecture: text().notNull(),
    city: text().notNull(),
    address1: text().notNull(),
    address2: text().notNull().default(''),
    phoneNumber: text().notNull().default(''),
    note: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [index().on(t.createdAt)],
);
