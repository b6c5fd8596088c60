import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../../db/schema/columns';
import { users } from '../../identity/tables/account';
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
