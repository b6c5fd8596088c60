import { doublePrecision, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from '../../../db/schema/columns';
/** The editors' site rebuild, one row (`id` 1): what `GET /v1/admin/rebuild` reports. */
export const siteRebuilds = pgTable('site_rebuilds', {
  id: integer().primaryKey(),
  status: text({ enum: ['idle', 'building', 'done', 'failed'] })
    .notNull()
    .default('idle'),
  startedAt: tstz(),
  finishedAt: tstz(),
  pages: integer(),
  seconds: doublePrecision(),
  /** Per channel: pages rendered, pages reused from the previous build, seconds. */
  channels: jsonb()
    .$type<{ id: string; rendered: number; reused: number; seconds: number; status: string }[]>()
    .notNull()
    .default([]),
});
