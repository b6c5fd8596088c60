import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { idColumn, tstz } from './columns';
import { users } from './members';

/** A product review by a member or a guest nickname. */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    nickname: text().notNull(),
    rating: smallint().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    isPublished: boolean().notNull().default(true),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [check('reviews_rating_check', sql`${t.rating} between 1 and 5`), index().on(t.productId)],
);

/** A question about a product, with the shop's answer once given. */
export const questions = pgTable(
  'questions',
  {
    id: idColumn(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    question: text().notNull(),
    answer: text(),
    askedAt: tstz().notNull().defaultNow(),
    answeredAt: tstz(),
  },
  (t) => [index().on(t.productId)],
);
