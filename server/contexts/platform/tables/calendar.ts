/** The shop calendar: the shop's own closed and shipping days, and its repeating closing rules. */
import { date, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tstz } from '../../../db/schema/columns';

/** One date the shop marked by hand: `closed` (休業日) or `shipping` (出荷日, open despite the rules). */
export const shopDays = pgTable('shop_days', {
  date: date({ mode: 'string' }).primaryKey(),
  kind: text().$type<'closed' | 'shipping'>().notNull(),
  ...timestamps,
});

/**
 * A repeating closing rule: `weekly` on `weekday` (0 = Sunday), or `yearly` from `from_md` to
 * `to_md` (MM-DD, wrapping over the new year when `to_md` < `from_md`).
 */
export const shopCalendarRules = pgTable('shop_calendar_rules', {
  id: idColumn(),
  kind: text().$type<'weekly' | 'yearly'>().notNull(),
  weekday: smallint(),
  fromMd: text(),
  toMd: text(),
  label: text().notNull(),
  position: integer().notNull().default(0),
  createdAt: tstz().notNull().defaultNow(),
});
