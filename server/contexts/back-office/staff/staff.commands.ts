import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { STAFF_MESSAGES } from '../../../../contract/staff/staff.messages';
import type {
  Staff,
  StaffCreateBody,
  StaffPatchBody,
} from '../../../../contract/staff/staff.schema';
import type { Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { hashPassword } from '../../../services/password';
import { recordAudit } from '../../platform/api';
import { deleteSessionsOf } from './sessions.queries';
import { auditedStaff, type StaffRow, toStaff } from './staff.model';
import { insertStaff, otherActiveOwners, staffForUpdate, updateStaff } from './staff.queries';

/** Creates a staff member (password hashed with argon2id); 422 on `email` when it is taken. */
export async function createStaff(db: Db, actor: Actor, body: StaffCreateBody): Promise<Staff> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const { email, name, role } = body;
    const row = await insertStaff(tx, { email, name, role, passwordHash });
    if (!row) {
      throw new ApiException(422, ERROR_CODES.validation, {
        email: [STAFF_MESSAGES.emailTaken],
      });
    }
    await recordAudit(tx, actor, {
      action: 'staff.create',
      recordType: 'staff',
      recordId: row.id,
      after: auditedStaff(row),
    });
    return toStaff(row);
  });
}

/** Whether a change takes an enabled owner away (demoted or disabled). */
function removesAnOwner(row: StaffRow, body: StaffPatchBody): boolean {
  if (row.role !== 'owner' || row.isDisabled) return false;
  return (body.role !== undefined && body.role !== 'owner') || body.disabled === true;
}

/**
 * Changes a staff member's name, role or disabled flag. The last enabled owner cannot be
 * demoted or disabled (422); a new role or a disabled account ends that person's sessions.
 */
export async function changeStaff(
  db: Db,
  actor: Actor,
  id: number,
  body: StaffPatchBody,
): Promise<Staff> {
  return db.transaction(async (tx) => {
    const row = await staffForUpdate(tx, id);
    if (!row) throw new ApiException(404, ERROR_CODES.notFound);
    if (removesAnOwner(row, body) && (await otherActiveOwners(tx, id)) === 0) {
      const errors: Record<string, string[]> =
        body.disabled === true
          ? { disabled: [STAFF_MESSAGES.lastOwnerDisabled] }
          : { role: [STAFF_MESSAGES.lastOwnerRole] };
      throw new ApiException(422, ERROR_CODES.lastOwner, errors);
    }
    const after = await updateStaff(tx, id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.role === undefined ? {} : { role: body.role }),
      ...(body.disabled === undefined ? {} : { isDisabled: body.disabled }),
    });
    if (after.role !== row.role || after.isDisabled) await deleteSessionsOf(tx, id);
    await recordAudit(tx, actor, {
      action: 'staff.update',
      recordType: 'staff',
      recordId: id,
      before: auditedStaff(row),
      after: auditedStaff(after),
    });
    return toStaff(after);
  });
}
