import { atom } from 'nanostores';
import { failureText } from '../shared/failure.model';
import type { Paging } from '../shared/http.model';
import { fetchAudit } from './audit.api';
import { type AuditFilters, type AuditRow, EMPTY_AUDIT_FILTERS } from './audit.model';

/** The audit log screen: its filters, one page of rows, and its state. */
export const $audit = atom<{
  filters: AuditFilters;
  rows: AuditRow[];
  paging: Paging | null;
  busy: boolean;
  error: string | null;
}>({ filters: EMPTY_AUDIT_FILTERS, rows: [], paging: null, busy: false, error: null });

let latest = 0;

/** Loads one page for the filters (a late answer to an older request is ignored). */
export async function loadAudit(filters = $audit.get().filters): Promise<void> {
  const request = ++latest;
  $audit.set({ ...$audit.get(), filters, busy: true, error: null });
  try {
    const { rows, paging } = await fetchAudit(filters);
    if (request === latest) $audit.set({ ...$audit.get(), rows, paging, busy: false });
  } catch (error) {
    if (request === latest) $audit.set({ ...$audit.get(), busy: false, error: failureText(error) });
  }
}

/** Searches with new filters from page 1. */
export function searchAudit(filters: Omit<AuditFilters, 'page'>): void {
  void loadAudit({ ...filters, page: 1 });
}

/** Clears the filters. */
export function clearAudit(): void {
  void loadAudit(EMPTY_AUDIT_FILTERS);
}

/** Opens another page. */
export function goToAuditPage(page: number): void {
  void loadAudit({ ...$audit.get().filters, page });
}
