import type { Staff, StaffListItem, StaffRole } from '../../../../contract/staff/staff.schema';
import type { staff } from '../../../db/schema/index';

/** A staff row. */
export type StaffRow = typeof staff.$inferSelect;

/** An owner must have two-factor before anything else. */
export function mustEnrolTotp(row: Pick<StaffRow, 'role' | 'totpSecret'>): boolean {
  return row.role === 'owner' && !row.totpSecret;
}

/** A staff row as the back office sees it (no hash, no secret). */
export function toStaff(row: StaffRow): Staff {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    totp_enabled: row.totpSecret !== null,
    must_enrol_totp: mustEnrolTotp(row),
  };
}

/** A row of the owners' staff list. */
export function toStaffListItem(row: StaffRow, now: Date): StaffListItem {
  return {
    ...toStaff(row),
    disabled: row.isDisabled,
    locked: row.lockedUntil !== null && row.lockedUntil > now,
  };
}

/** What the audit log keeps of a staff member (never the hash or the secret). */
export function auditedStaff(row: StaffRow) {
  return { ...toStaff(row), disabled: row.isDisabled };
}
