import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../../db/schema/columns';
import { users } from '../../identity/tables/account';
/** A saved card: only the provider's token and display data, never the card number. */
export const userCards = pgTable(
  'user_cards',
  {
    id: idColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text().notNull(),
    last4: text().notNull(),
    /** YYYYMM. */
    expiration: text().notNull(),
    name: text().notNull(),
    providerToken: text().notNull(),
    isMain: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('user_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('user_cards_expiration_check', sql`${t.expiration} ~ '^[0-9]{6}$'`),
    index().on(t.userId),
  ],
);
