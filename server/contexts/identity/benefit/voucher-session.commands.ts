import type { Db } from '../../../db/client';
import type { Session } from '../../../http/types';
import { findAccess, revokeFamily, scopeOfFamily } from '../auth/index';
import { voucherState } from './benefit.model';
import { findVoucher } from './benefit.queries';

/**
 * A voucher session lives only while its voucher is usable and still the member's: once it is
 * spent, expired or gone, the whole family is revoked (refresh included).
 */
async function voucherHolds(db: Db, session: Session): Promise<boolean> {
  if (session.scope.kind !== 'voucher') return true;
  const now = new Date();
  const voucher = await findVoucher(db, session.scope.voucherId);
  if (voucher?.userId === session.userId && voucherState(voucher, now) === 'usable') return true;
  await revokeFamily(db, session.familyId, now);
  return false;
}

/** The live session of an access token, with its scope; a voucher session only while its voucher holds. */
export async function findSession(db: Db, accessToken: string, now: Date): Promise<Session | null> {
  const access = await findAccess(db, accessToken, now);
  if (!access) return null;
  const session = { ...access, scope: scopeOfFamily(access.familyId) };
  return (await voucherHolds(db, session)) ? session : null;
}
