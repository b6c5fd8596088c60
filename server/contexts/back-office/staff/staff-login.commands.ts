import type { Db } from '../../../db/client';
import { verifyPassword } from '../../../services/password';
import { lockoutFrom, unknownAccountHash } from '../../identity/api';
import type { StaffRow } from './staff.model';
import { clearStaffFailures, countStaffFailure, takeTotpStep } from './staff.queries';
import { acceptedStep } from './totp';

/** What a password check came to. */
export type StaffLoginOutcome =
  | { kind: 'invalid' }
  | { kind: 'locked' }
  | { kind: 'totp'; staff: StaffRow }
  | { kind: 'ok'; staff: StaffRow };

/**
 * Checks a staff password with the members' lockout (10 failures in a row lock for 30 minutes).
 * An unknown e-mail is verified against a dummy hash so it takes as long; a locked account
 * answers `locked` without looking at the password; a disabled one is `invalid` like a wrong
 * password, so the answer says nothing about which accounts exist.
 */
export async function checkStaffPassword(
  db: Db,
  found: StaffRow | undefined,
  password: string,
  now: Date,
): Promise<StaffLoginOutcome> {
  if (found?.lockedUntil && found.lockedUntil > now) return { kind: 'locked' };
  const right = await verifyPassword(found?.passwordHash ?? (await unknownAccountHash()), password);
  if (!found || !right) {
    if (found) await countStaffFailure(db, found.id, lockoutFrom(now));
    return { kind: 'invalid' };
  }
  if (found.isDisabled) return { kind: 'invalid' };
  await clearStaffFailures(db, found.id);
  return found.totpSecret ? { kind: 'totp', staff: found } : { kind: 'ok', staff: found };
}

/**
 * Checks the second factor of a pending login. A wrong code counts as a failed sign-in (the
 * same lockout); a code is accepted once only.
 */
export async function checkStaffCode(
  db: Db,
  row: StaffRow,
  code: string,
  now: Date,
): Promise<'ok' | 'invalid' | 'locked'> {
  if (row.lockedUntil && row.lockedUntil > now) return 'locked';
  const step = row.totpSecret
    ? await acceptedStep(row.totpSecret, code, row.totpLastStep, now)
    : null;
  if (step === null || !(await takeTotpStep(db, row.id, step))) {
    await countStaffFailure(db, row.id, lockoutFrom(now));
    return 'invalid';
  }
  await clearStaffFailures(db, row.id);
  return 'ok';
}
