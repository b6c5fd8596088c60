import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../../db/schema/columns';
import { landingPages } from '../../content/tables/content';
import { users } from '../../identity/tables/account';
import { coupons } from './cart';
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

/** Coupons offered on a landing page (the landing page is content's; what it offers, commerce's). */
export const landingPageCoupons = pgTable(
  'landing_page_coupons',
  {
    landingPageId: integer()
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.landingPageId, t.couponId] })],
);
