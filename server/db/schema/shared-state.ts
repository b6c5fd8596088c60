/** State every API process must share: rate-limit counters, social-login starts, the site rebuild. */
import { doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, tstz } from './columns';

/** rate-limiter-flexible's Drizzle store: `key` is `<limit name>:<client>`, `expire` ends the window. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  points: integer().notNull(),
  expire: tstz(),
});

/**
 * A social login started and not yet completed (10 minutes): looked up by the SHA-256 of its
 * state, completed once (deleted as it is read), only in the browser whose binding cookie hashes
 * to `bindingHash`.
 */
export const oidcPending = pgTable('oidc_pending', {
  stateHash: text().primaryKey(),
  provider: text().notNull(),
  verifier: text().notNull(),
  nonce: text().notNull(),
  bindingHash: text().notNull(),
  expiresAt: tstz().notNull(),
});

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
