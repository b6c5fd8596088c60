/** The member's side of placed orders: the point ledger and the notes members keep on orders. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './account';
import { orders } from './cart';
import { idColumn, timestamps, tstz } from './columns';

/** Why a member's point balance moved. */
export const POINT_KINDS = ['granted', 'earned', 'used', 'returned', 'revoked', 'expired'] as const;

/**
 * One movement of a member's point balance (signed: + given, − taken); the balance itself stays on
 * `users.points_balance`. `shortfall` is what a take-back could not take because the balance ran out.
 */
export const pointHistories = pgTable(
  'point_histories',
  {
    id: idColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    kind: text({ enum: POINT_KINDS }).notNull(),
    points: integer().notNull(),
    shortfall: integer().notNull().default(0),
    note: text().notNull().default(''),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    check(
      'point_histories_kind_check',
      sql`${t.kind} in ('granted', 'earned', 'used', 'returned', 'revoked', 'expired')`,
    ),
    index().on(t.userId, t.createdAt),
    index().on(t.orderId),
  ],
);

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
