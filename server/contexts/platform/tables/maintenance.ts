/** Maintenance mode: one row (`id` 1) every API process reads (cached for a short while). */
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from '../../../db/schema/columns';

/** The operator's maintenance switch (`PUT /v1/admin/maintenance`). */
export const siteMaintenance = pgTable('site_maintenance', {
  id: integer().primaryKey(),
  isEnabled: boolean().notNull().default(false),
  title: text().notNull().default(''),
  message: text().notNull().default(''),
  allowIps: jsonb().$type<string[]>().notNull().default([]),
  updatedAt: tstz().notNull().defaultNow(),
});
