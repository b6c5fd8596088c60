/** What a shopper viewed, searched for and asked the shop to stock. */
import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './account';
import { products } from './catalog';
import { idColumn, timestamps, tstz } from './columns';
import { channels } from './settings';

/** A product a member viewed; one row per member and product, `viewedAt` moves on each view. */
export const productHistories = pgTable(
  'product_histories',
  {
    id: idColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: tstz().notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.productId), index().on(t.userId, t.viewedAt)],
);

/** A keyword searched in the product list; `userId` is null for guests. */
export const productSearchHistories = pgTable(
  'product_search_histories',
  {
    id: idColumn(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    channelId: text().references(() => channels.id, { onDelete: 'set null' }),
    word: text().notNull(),
    searchedAt: tstz().notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.searchedAt)],
);

/** A shopper's request for a product (a restock or a product the shop does not carry yet). */
export const productRequests = pgTable(
  'product_requests',
  {
    id: idColumn(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    channelId: text().references(() => channels.id, { onDelete: 'set null' }),
    name: text().notNull().default(''),
    email: text().notNull().default(''),
    body: text().notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.userId)],
);
