import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '../../../../contract/staff/audit.schema';
import type { Db } from '../../../db/client';
import { auditLog } from '../../../db/schema/index';
import type { Actor } from '../../../http/types';
import { type AuditChange, redactSecrets } from './audit.model';

/** JSON as stored: dates become ISO strings, secrets are redacted, undefined becomes null. */
const stored = (value: unknown) =>
  value === undefined ? null : JSON.parse(JSON.stringify(redactSecrets(value)) ?? 'null');

/** Appends one row to the audit log (inside the caller's transaction when `db` is one). */
export async function recordAudit(db: Db, actor: Actor, change: AuditChange): Promise<void> {
  await db.insert(auditLog).values({
    actorKind: actor.kind,
    staffId: actor.kind === 'staff' ? actor.staffId : null,
    actorEmail: actor.kind === 'staff' ? actor.email : null,
    ip: actor.ip,
    action: change.action,
    recordType: change.recordType,
    recordId: change.recordId == null ? null : String(change.recordId),
    before: stored(change.before),
    after: stored(change.after),
  });
}

function filters(query: AuditQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (query.actor === 'token') parts.push(eq(auditLog.actorKind, 'token'));
  else if (query.actor) parts.push(eq(auditLog.actorEmail, query.actor));
  if (query.record_type) parts.push(eq(auditLog.recordType, query.record_type));
  if (query.record_id) parts.push(eq(auditLog.recordId, query.record_id));
  if (query.from) parts.push(gte(auditLog.at, query.from));
  if (query.to) parts.push(lt(auditLog.at, query.to));
  return parts.length ? and(...parts) : undefined;
}

/** One page of the audit log, newest first, and how many rows match. */
export async function auditPage(db: Db, query: AuditQuery) {
  const where = filters(query);
  const [row] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.per)
    .offset((query.page - 1) * query.per);
  return { rows, total: row?.total ?? 0 };
}
