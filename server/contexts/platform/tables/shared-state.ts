/** State every API process must share: rate-limit counters, social-login starts, the site rebuild. */
import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, tstz } from '../../../db/schema/columns';

/** rate-limiter-flexible's Drizzle store: `key` is `<limit name>:<client>`, `expire` ends the window. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  points: integer().notNull(),
  expire: tstz(),
});

/**
 * What an editor's change touched, so a rebuild builds only the channels that show it.
 * `channelId` null: every channel. Rows older than the oldest channel's published build are
 * no longer needed and may be deleted.
 */
export const contentChanges = pgTable(
  'content_changes',
  {
    id: idColumn(),
    kind: text().notNull(),
    key: text().notNull(),
    channelId: text(),
    at: tstz().notNull().defaultNow(),
  },
  (t) => [index().on(t.at)],
);

/**
 * The published build of each channel, shared by every node: a node serves the folder named here
 * (under SITE_DIR) and switches when it changes.
 */
export const publishedSites = pgTable('published_sites', {
  channelId: text().primaryKey(),
  folder: text().notNull(),
  contentVersion: tstz().notNull(),
  sourceVersion: doublePrecision().notNull(),
  publishedAt: tstz().notNull().defaultNow(),
  /** The build's pages rendered and reused, kept with it (null: published before they were kept). */
  rendered: integer(),
  reused: integer(),
});
