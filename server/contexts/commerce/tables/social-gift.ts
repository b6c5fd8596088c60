/** The social gift: an order's shipment whose recipient, not the buyer, gives the address and delivery date. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tstz } from '../../../db/schema/columns';
import { orders } from './cart';

/** Where a gift stands: waiting for its recipient, accepted, shipped, or closed unaccepted. */
export const SOCIAL_GIFT_STATUSES = [
  'waiting',
  'accepted',
  'shipped',
  'expired',
  'cancelled',
] as const;

/** One social gift: the secret link's token, the buyer's message and, once accepted, where and when. */
export const socialGifts = pgTable(
  'social_gifts',
  {
    id: idColumn(),
    /** The secret of the gift link (random, never derived from the order). */
    token: text().notNull().unique(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shippingKey: text().notNull().default('1'),
    status: text({ enum: SOCIAL_GIFT_STATUSES }).notNull().default('waiting'),
    senderName: text().notNull().default(''),
    message: text().notNull().default(''),
    expiresAt: tstz().notNull(),
    /** The recipient's address: only the shop's shipping reads it, never a buyer's view. */
    recipient: jsonb().$type<Record<string, string>>(),
    deliveryDate: text(),
    deliveryTime: text(),
    acceptedAt: tstz(),
    remindedAt: tstz(),
    closedAt: tstz(),
    ...timestamps,
  },
  (t) => [
    unique().on(t.orderId, t.shippingKey),
    index().on(t.status, t.expiresAt),
    check(
      'social_gifts_status_check',
      sql`${t.status} in ('waiting', 'accepted', 'shipped', 'expired', 'cancelled')`,
    ),
  ],
);
