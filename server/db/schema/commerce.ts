import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tstz } from './columns';

/** Payment kinds the shop knows how to settle. */
export const PAYMENT_KINDS = ['bank', 'invoice', 'deferred', 'card'] as const;

/** A payment method (ids follow the spec's constants: 1 銀行振込, 2 掛け払い, 3 後払い). */
export const payments = pgTable('payments', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  fee: integer().notNull().default(0),
  description: text().notNull().default(''),
  kind: text({ enum: PAYMENT_KINDS }).notNull(),
  isBusinessOnly: boolean().notNull().default(false),
  limitAmount: integer(),
  sort: integer().notNull().default(0),
  ...timestamps,
});

/** A delivery method (1 大川渡し, 2 店舗直送, 3 お客様直送). */
export const deliveries = pgTable('deliveries', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

/** Shipping fee rules: one row (id 1). */
export const carriageSettings = pgTable('carriage_settings', {
  id: integer().primaryKey().default(1),
  freeThreshold: integer().notNull(),
  defaultFee: integer().notNull(),
  perPrefecture: jsonb().$type<Record<string, number>>().notNull().default({}),
  ...timestamps,
});

/** Storefront ecommerce events (`POST /v1/ecommerce_events`), kept for recommendations and analysis. */
export const ecommerceEvents = pgTable(
  'ecommerce_events',
  {
    id: idColumn(),
    channelId: text().notNull(),
    name: text().notNull(),
    args: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    cartToken: text(),
    logrecoRcmdCt: text(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index().on(t.name, t.createdAt)],
);
