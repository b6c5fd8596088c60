/** What a shopper viewed, searched for and asked the shop to stock. */
import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { idColumn, tstz } from '../../../db/schema/columns';
import { products } from '../../catalogue/tables/catalog';
import { users } from '../../identity/tables/account';
import { channels } from '../../platform/tables/settings';

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
