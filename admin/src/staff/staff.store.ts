import { atom } from 'nanostores';
import type { Role } from '../session/session.model';
import { failureText } from '../shared/failure.model';
import { ApiFailure } from '../shared/http';
import type { FieldErrors } from '../shared/http.model';
import { SHARED_MESSAGES as SHARED } from '../shared/shared.messages';
import { SHELL_MESSAGES } from '../shell/shell.messages';
import { fetchStaff, patchStaff, postStaff } from './staff.api';
import { STAFF_MESSAGES as M } from './staff.messages';
import { checkNewStaff, leavesNoOwner, type NewStaff, type StaffMember } from './staff.model';

/** The staff list and its messages. */
export const $staff = atom<{
  rows: StaffMember[];
  busy: boolean;
  error: string | null;
  notice: string | null;
}>({ rows: [], busy: false, error: null, notice: null });

/** The add form's state (what was typed stays in the screen). */
export const $addStaff = atom<{ busy: boolean; errors: FieldErrors; error: string | null }>({
  busy: false,
  errors: {},
  error: null,
});

const patch = (next: Partial<ReturnType<typeof $staff.get>>) =>
  $staff.set({ ...$staff.get(), ...next });

/** Loads every staff member. */
export async function loadStaff(): Promise<void> {
  patch({ busy: true, error: null });
  try {
    patch({ rows: await fetchStaff(), busy: false });
  } catch (error) {
    patch({ busy: false, error: failureText(error) });
  }
}

/** Adds a member; true when added (the screen then empties its form). */
export async function addStaff(input: NewStaff): Promise<boolean> {
  const errors = checkNewStaff(input);
  if (Object.keys(errors).length > 0) {
    $addStaff.set({ busy: false, errors, error: SHARED.fixErrors });
    return false;
  }
  $addStaff.set({ busy: true, errors: {}, error: null });
  try {
    const added = await postStaff({ ...input, email: input.email.trim(), name: input.name.trim() });
    $addStaff.set({ busy: false, errors: {}, error: null });
    patch({ notice: M.added(added.name ?? input.name), error: null });
    await loadStaff();
    return true;
  } catch (error) {
    const fields = error instanceof ApiFailure && error.status === 422 ? error.fieldErrors : {};
    $addStaff.set({ busy: false, errors: fields, error: failureText(error) });
    return false;
  }
}

async function change(
  member: StaffMember,
  body: { role?: Role; disabled?: boolean },
  done: string,
) {
  if (leavesNoOwner($staff.get().rows, member.id, body)) {
    patch({ error: M.lastOwner, notice: null });
    return;
  }
  patch({ busy: true, error: null, notice: null });
  try {
    const saved = await patchStaff(member.id, body);
    patch({
      busy: false,
      notice: done,
      rows: $staff
        .get()
        .rows.map((row) => (row.id === member.id ? { ...row, ...body, ...saved } : row)),
    });
  } catch (error) {
    patch({ busy: false, error: failureText(error) });
  }
}

/** Changes a member's role. */
export function changeRole(member: StaffMember, role: Role): Promise<void> {
  return change(member, { role }, M.roleChanged(member.name, SHELL_MESSAGES.roles[role]));
}

/** Stops or restarts a member's access. */
export function setDisabled(member: StaffMember, disabled: boolean): Promise<void> {
  return change(
    member,
    { disabled },
    disabled ? M.disabledDone(member.name) : M.enabledDone(member.name),
  );
}
