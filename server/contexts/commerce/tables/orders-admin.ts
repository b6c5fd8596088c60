/** The shop's side of placed orders: staff memos, the history of an order's states, refunds sent. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, tstz } from '../../../db/schema/columns';
import { orders } from './cart';

/** What happened to an order, as its history lists it. */
export const ORDER_EVENT_KINDS = [
  'paid',
  'shipped',
  'cancelled',
  'refunded',
  'shipment_changed',
] as const;

/** A staff note on an order (never shown to the customer). */
export const orderStaffMemos = pgTable(
  'order_staff_memos',
  {
    id: idColumn(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer(),
    author: text().notNull(),
    body: text().notNull(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId)],
);

/** One change of an order's state made by the shop (paid, a shipment sent, cancelled, refunded). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: idColumn(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text({ enum: ORDER_EVENT_KINDS }).notNull(),
    /** The shipment key, carrier and tracking number of a shipment sent; the amount of a refund. */
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    actor: text().notNull(),
    at: tstz().notNull().defaultNow(),
  },
  (t) => [
    check(
      'order_events_kind_check',
      sql`${t.kind} in ('paid', 'shipped', 'cancelled', 'refunded', 'shipment_changed')`,
    ),
    index().on(t.orderId, t.at),
  ],
);

/**
 * The refund of a cancelled card order, one per order: its idempotency key (`refund:<order no>`)
 * is unique, so a second cancellation never sends a second refund to the provider.
 */
export const orderRefunds = pgTable('order_refunds', {
  orderId: integer()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  idempotencyKey: text().notNull().unique(),
  intentId: text().notNull(),
  amount: integer().notNull(),
  createdAt: tstz().notNull().defaultNow(),
});
