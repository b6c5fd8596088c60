import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, tstz } from '../../../db/schema/columns';
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
  (t) => [index().on(t.name, t.createdAt), index().on(t.cartToken)],
);
