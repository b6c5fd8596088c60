import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../../db/schema/columns';
import { users } from '../../identity/tables/account';
import { orders } from './cart';

/** A member's own note on one of their orders (spec §3 "Memo"). */
export const orderMemos = pgTable(
  'order_memos',
  {
    id: idColumn(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.orderId)],
);
