/** Channels (a storefront each) and their settings. */
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from '../../../db/schema/columns';

/** A storefront channel (`X-Channel-Id`) with its site settings. */
export const channels = pgTable('channels', {
  id: text().primaryKey(),
  name: text().notNull(),
  isInvalid: boolean().notNull().default(false),
  theme: text().notNull(),
  customer: text(),
  siteName: text().notNull(),
  description: text().notNull().default(''),
  isNoMemberUse: boolean().notNull().default(false),
  isFirstLoginEmailVerify: boolean().notNull().default(false),
  settings: jsonb().$type<Record<string, string | number | boolean>>().notNull().default({}),
  ...timestamps,
});

/** One-row table of facts about the data itself (when content last changed). */
export const meta = pgTable('meta', {
  id: integer().primaryKey().default(1),
  contentUpdatedAt: tstz().notNull().defaultNow(),
});
