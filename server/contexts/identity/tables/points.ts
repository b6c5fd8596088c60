/** The point ledger: why and when each member's balance moved. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, tstz } from '../../../db/schema/columns';
import { orders } from '../../commerce/tables/cart';
import { users } from './account';

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
