/** The receipts domain: what a paid order's receipt (領収書) says and how often it was issued. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from '../../../db/schema/columns';
import { orders } from './cart';

/** The receipt of one order: 宛名 and 但し書き, fixed once it is first issued. */
export const orderReceipts = pgTable(
  'order_receipts',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    proviso: text().notNull(),
    /** How many times the PDF was issued; from the second time on it says 再発行. */
    issueCount: integer().notNull().default(0),
    firstIssuedAt: tstz(),
    lastIssuedAt: tstz(),
    ...timestamps,
  },
  (t) => [check('order_receipts_issue_count_check', sql`${t.issueCount} >= 0`)],
);
