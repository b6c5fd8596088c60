import { call } from '../shared/http';
import { type Paging, pagingFrom, queryString } from '../shared/http.model';
import { type AuditFilters, type AuditRow, auditParams, auditRow } from './audit.model';

/** One page of the audit log for the filters, newest first. */
export async function fetchAudit(
  filters: AuditFilters,
): Promise<{ rows: AuditRow[]; paging: Paging }> {
  const { data, headers } = await call<
    Record<string, unknown>[] | { items: Record<string, unknown>[] }
  >('GET', `/v1/admin/audit${queryString(auditParams(filters))}`);
  const raw = Array.isArray(data) ? data : (data?.items ?? []);
  return { rows: raw.map(auditRow), paging: pagingFrom(headers, raw.length) };
}
