import * as v from 'valibot';
import { AUDIT_MESSAGES as M } from './audit.messages';

const positive = (max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1), v.maxValue(max));

const instant = v.pipe(
  v.string(M.dateFormat),
  v.isoTimestamp(M.dateFormat),
  v.transform((s) => new Date(s)),
);

/**
 * Query of `GET /v1/admin/audit`: `actor` is a staff e-mail or `token`; `from`/`to` are ISO
 * timestamps (to is exclusive); 50 a page by default. Unknown keys are ignored.
 */
export const AuditQuerySchema = v.object({
  actor: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254), v.toLowerCase())),
  record_type: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
  record_id: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  from: v.optional(instant),
  to: v.optional(instant),
  page: v.optional(positive(100000), '1'),
  per: v.optional(positive(200), '50'),
});
/** Filters and page of the audit log. */
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>;

/** One audit row: who (a staff member or the admin token), when, from where, and what changed. */
export const AuditEntrySchema = v.object({
  id: v.number(),
  at: v.string(),
  actor: v.object({
    kind: v.picklist(['staff', 'token', 'script']),
    staff_id: v.nullable(v.number()),
    email: v.nullable(v.string()),
  }),
  ip: v.string(),
  action: v.string(),
  record_type: v.string(),
  record_id: v.nullable(v.string()),
  before: v.unknown(),
  after: v.unknown(),
});
/** An audit row on the wire. */
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;
