import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tstz } from '../../../db/schema/columns';
/** One saved version of a content record: its fields as the back office showed them, and who saved it. */
export const contentVersions = pgTable(
  'content_versions',
  {
    kind: text().notNull(),
    recordId: integer().notNull(),
    version: integer().notNull(),
    snapshot: jsonb().$type<Record<string, unknown>>().notNull(),
    /** `staff:<id>`, `token` or `earlier`. */
    savedBy: text().notNull(),
    savedByEmail: text(),
    savedAt: tstz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.recordId, t.version] })],
);
