/** State every API process must share: rate-limit counters, social-login starts, the site rebuild. */
import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

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
});
