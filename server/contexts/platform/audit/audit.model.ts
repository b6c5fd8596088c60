import type { AuditEntry } from '../../../../contract/staff/audit.schema';
import type { auditLog } from '../../../db/schema/index';

/** What one write changed: the action, the record, and its fields before and after. */
export type AuditChange = {
  action: string;
  recordType: string;
  recordId?: string | number | null;
  before?: unknown;
  after?: unknown;
};

/** An audit row as the owners' list answers it. */
export function toAuditEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: {
      kind: row.actorKind as 'staff' | 'token' | 'script',
      staff_id: row.staffId,
      email: row.actorEmail,
    },
    ip: row.ip,
    action: row.action,
    record_type: row.recordType,
    record_id: row.recordId,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/** Keys whose values never go into the log (a password, a hash, a secret). */
const SECRET_KEYS = /password|secret|token|hash/i;

/** A copy of `value` with secret-looking fields replaced, safe to keep for ever. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEYS.test(key) ? '[redacted]' : redactSecrets(inner),
    ]),
  );
}
