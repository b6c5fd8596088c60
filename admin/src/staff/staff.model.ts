import type { Role } from '../session/session.model';
import type { FieldErrors } from '../shared/http.model';
import { STAFF_MESSAGES as M } from './staff.messages';

/** A staff member as `GET /v1/admin/staff` lists them. */
export type StaffMember = {
  id: number;
  email: string;
  name: string;
  role: Role;
  totp_enabled: boolean;
  disabled: boolean;
  last_sign_in_at?: string | null;
};

/** The add form as typed. */
export type NewStaff = { email: string; name: string; role: Role; password: string };

/** Roles in the order the screens offer them. */
export const ROLES: Role[] = ['owner', 'editor', 'operator'];

/** Shortest password the add form takes (the API checks its own rule too). */
export const PASSWORD_MIN = 12;

/** The add form's own checks before the API is asked. */
export function checkNewStaff(input: NewStaff): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.name.trim()) errors.name = [M.nameRequired];
  if (!input.email.trim()) errors.email = [M.emailRequired];
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim())) errors.email = [M.emailInvalid];
  if (input.password.length < PASSWORD_MIN) errors.password = [M.passwordShort(PASSWORD_MIN)];
  else if (!/[A-Za-z]/.test(input.password) || !/\d/.test(input.password))
    errors.password = [M.passwordMix];
  return errors;
}

/** Whether a change to a member would leave the shop without an active owner (refused on screen). */
export function leavesNoOwner(
  staff: StaffMember[],
  id: number,
  change: { role?: Role; disabled?: boolean },
): boolean {
  const after = staff.map((member) => (member.id === id ? { ...member, ...change } : member));
  return !after.some((member) => member.role === 'owner' && !member.disabled);
}
