import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from '../../../db/schema/columns';
/**
 * Every write by a person or the admin token. Append-only: a trigger (migration 0024) refuses
 * UPDATE and DELETE for everyone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: tstz().notNull().defaultNow(),
    /** staff | token | script. */
    actorKind: text().notNull(),
    staffId: integer(),
    actorEmail: text(),
    ip: text().notNull().default(''),
    action: text().notNull(),
    recordType: text().notNull(),
    recordId: text(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_record_idx').on(t.recordType, t.recordId, t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
  ],
);
