/** One change of one field, as the log shows it. */
export type FieldChange = { field: string; before: unknown; after: unknown };

/** An audit row as the screen shows it. */
export type AuditRow = {
  id: number;
  at: string;
  actorKind: 'staff' | 'token' | 'script';
  actorEmail: string | null;
  address: string;
  action: string;
  recordType: string;
  recordId: string | null;
  changes: FieldChange[];
};

/** The log's filters as typed: dates are calendar days in Japan (yyyy-mm-dd). */
export type AuditFilters = {
  actor: string;
  record_type: string;
  record_id: string;
  from: string;
  to: string;
  page: number;
};

/** No filter, first page. */
export const EMPTY_AUDIT_FILTERS: AuditFilters = {
  actor: '',
  record_type: '',
  record_id: '',
  from: '',
  to: '',
  page: 1,
};

const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The field changes of a row: `changes: { field: { before, after } }`, or a `before` and an
 * `after` record compared key by key (only keys whose value differs).
 */
export function changesOf(raw: Record<string, unknown>): FieldChange[] {
  const changes = obj(raw.changes);
  if (Object.keys(changes).length > 0) {
    return Object.entries(changes).map(([field, change]) => ({
      field,
      before: obj(change).before ?? null,
      after: obj(change).after ?? null,
    }));
  }
  const before = obj(raw.before);
  const after = obj(raw.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** Reads one row of `GET /v1/admin/audit` (actor as `{type|kind, email}`, address as `address` or `ip`). */
export function auditRow(raw: Record<string, unknown>): AuditRow {
  const actor = obj(raw.actor);
  const kind = actor.type ?? actor.kind;
  return {
    id: Number(raw.id),
    at: String(raw.at ?? ''),
    actorKind: kind === 'token' || kind === 'script' ? kind : 'staff',
    actorEmail: typeof actor.email === 'string' ? actor.email : null,
    address: String(raw.address ?? raw.ip ?? ''),
    action: String(raw.action ?? ''),
    recordType: String(raw.record_type ?? ''),
    recordId: raw.record_id === null || raw.record_id === undefined ? null : String(raw.record_id),
    changes: changesOf(raw),
  };
}

/** The start of a Japanese calendar day as an instant (`2026-11-28` → 2026-11-27T15:00:00.000Z). */
export function dayStart(day: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00+09:00`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The query of a log request: `from` is the start of its day, `to` the start of the day after (exclusive). */
export function auditParams(filters: AuditFilters): Record<string, string | number | undefined> {
  const toStart = dayStart(filters.to);
  return {
    actor: filters.actor.trim() || undefined,
    record_type: filters.record_type.trim() || undefined,
    record_id: filters.record_id.trim() || undefined,
    from: dayStart(filters.from),
    to: toStart ? new Date(Date.parse(toStart) + 86_400_000).toISOString() : undefined,
    page: filters.page,
  };
}
