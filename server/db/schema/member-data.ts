import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { idColumn, timestamps, tstz } from './columns';
import { users } from './members';

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

/** A memorial day (birthday, anniversary) the member wants reminding of. */
export const userMemorials = pgTable(
  'user_memorials',
  {
    id: idColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    targetUserName: text().notNull(),
    divisionCt: smallint().notNull().default(1),
    month: smallint().notNull(),
    date: smallint().notNull(),
    ...timestamps,
  },
  (t) => [
    check('user_memorials_month_check', sql`${t.month} between 1 and 12`),
    check('user_memorials_date_check', sql`${t.date} between 1 and 31`),
    index().on(t.userId),
  ],
);

/** One body measurement record (a time series per purpose). */
export const userMeasurements = pgTable(
  'user_measurements',
  {
    id: idColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    measuredAt: tstz().notNull(),
    values: jsonb().$type<Record<string, number>>().notNull(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.purpose)],
);
