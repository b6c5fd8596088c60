import { call } from '../shared/http';
import { rowsOf } from '../shared/http.model';
import type { NewStaff, StaffMember } from './staff.model';

/** Every staff member. */
export async function fetchStaff(): Promise<StaffMember[]> {
  return rowsOf<StaffMember>((await call<unknown>('GET', '/v1/admin/staff')).data);
}

/** Adds a staff member. */
export async function postStaff(input: NewStaff): Promise<StaffMember> {
  return (await call<StaffMember>('POST', '/v1/admin/staff', input)).data;
}

/** Changes a member's name, role or whether they may sign in. */
export async function patchStaff(
  id: number,
  change: Partial<Pick<StaffMember, 'name' | 'role' | 'disabled'>>,
): Promise<StaffMember> {
  return (await call<StaffMember>('PATCH', `/v1/admin/staff/${id}`, change)).data;
}
