import { BACK_OFFICE_MEMBER_MESSAGES as M } from '../../../../contract/account/back-office-members.messages';
import type { PointAdjustment } from '../../../../contract/account/back-office-members.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { recordAudit } from '../../platform/api';
import { clearFailures } from '../auth/index';
import { addToBalance, lockBalance, recordPoints } from '../points/index';
import { isLocked } from './members.model';
import { memberById } from './members.queries';

const notFound = () => new ApiException(404, ERROR_CODES.notFound);

/**
 * Adds or takes points with a reason, under the member row's lock: a take below zero is refused
 * (422 on `points`); the movement goes into the points history (granted / revoked, the reason as
 * its note) and the audit log in the same transaction.
 */
export async function adjustPoints(
  db: Db,
  actor: Actor,
  userId: number,
  body: PointAdjustment,
): Promise<{ id: number; points_balance: number }> {
  if (!(await memberById(db, userId))) throw notFound();
  return db.transaction(async (tx) => {
    const before = await lockBalance(tx, userId);
    const after = before + body.points;
    if (after < 0) {
      throw new ApiException(422, ERROR_CODES.validation, { points: [M.belowZero(before)] });
    }
    await addToBalance(tx, userId, body.points);
    await recordPoints(tx, {
      userId,
      kind: body.points > 0 ? 'granted' : 'revoked',
      points: body.points,
      note: body.reason,
    });
    await recordAudit(tx, actor, {
      action: 'member.points',
      recordType: 'member',
      recordId: userId,
      before: { points_balance: before },
      after: { points_balance: after, points: body.points, reason: body.reason },
    });
    return { id: userId, points_balance: after };
  });
}

/** Unlocks a member locked by failed sign-ins (422 on `locked` when not locked), audited. */
export async function unlockMember(db: Db, actor: Actor, userId: number, now: Date) {
  const member = await memberById(db, userId);
  if (!member) throw notFound();
  if (!isLocked(member, now)) {
    throw new ApiException(422, ERROR_CODES.validation, { locked: [M.notLocked] });
  }
  await db.transaction(async (tx) => {
    await clearFailures(tx, userId);
    await recordAudit(tx, actor, {
      action: 'member.unlock',
      recordType: 'member',
      recordId: userId,
      before: { locked_until: member.lockedUntil?.toISOString() ?? null },
      after: { locked_until: null },
    });
  });
}
