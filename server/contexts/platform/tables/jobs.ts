/** The job queue: mail and slow work, enqueued in the transaction of the change that causes it. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from '../../../db/schema/columns';

/**
 * One job. `status` is pending → running → done (or back to pending with a later `runAt` after a
 * failure, until `maxAttempts`, then failed). A job with a `key` is unique per name for ever, so
 * "once a year per memorial" is the key `memorial:42:2026`; jobs without a key are deleted when done.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    key: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text({ enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    runAt: tstz().notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(10),
    lockedAt: tstz(),
    lastError: text(),
    createdAt: tstz().notNull().defaultNow(),
    finishedAt: tstz(),
  },
  (t) => [
    uniqueIndex('jobs_name_key_unique').on(t.name, t.key).where(sql`${t.key} is not null`),
    index('jobs_due_idx').on(t.status, t.runAt),
  ],
);
