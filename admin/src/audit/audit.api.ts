import { call } from '../shared/http';
import { type Paging, pagingFrom, queryString, rowsOf } from '../shared/http.model';
import { type AuditFilters, type AuditRow, auditParams, auditRow } from './audit.model';

/** One page of the audit log for the filters, newest first. */
export async function fetchAudit(
  filters: AuditFilters,
): Promise<{ rows: AuditRow[]; paging: Paging }> {
  const url = `/v1/admin/audit${queryString(auditParams(filters))}`;
  const { data, headers } = await call<unknown>('GET', url);
  const raw = rowsOf<Record<string, unknown>>(data);
  return { rows: raw.map(auditRow), paging: pagingFrom(headers, raw.length) };
}
