/** A member's favourites lists. */
import { index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tstz } from '../../../db/schema/columns';
import { users } from '../../identity/tables/account';
import { products } from './catalog';

/** A member's named favourites list. */
export const userLists = pgTable(
  'user_lists',
  {
    id: idColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    name: text().notNull(),
    ...timestamps,
  },
  (t) => [unique().on(t.userId, t.key)],
);

/** Products in a favourites list. */
export const userListProducts = pgTable(
  'user_list_products',
  {
    listId: integer()
      .notNull()
      .references(() => userLists.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.productId] })],
);

/** A page of the shop a member bookmarked: a same-origin path (with its query) and a title. */
export const userBookmarks = pgTable(
  'user_bookmarks',
  {
    id: idColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    title: text().notNull(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.url), index().on(t.userId, t.createdAt)],
);
