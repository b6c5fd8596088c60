import type { Db } from '../../../db/client';
import type { StaffPrincipal } from '../../../http/types';
import { hashToken, randomToken } from '../../../services/tokens';
import { deleteStaffSession, insertStaffSession, liveStaffSession } from './sessions.queries';
import type { StaffRow } from './staff.model';
import { STAFF_PENDING_TTL_S, STAFF_SESSION_TTL_S } from './staff-cookies';

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/** A new session of `stage` for a staff member: the cookie's token (256 bits) and the CSRF token. */
export async function openStaffSession(
  db: Db,
  row: StaffRow,
  stage: 'totp' | 'active',
  ip: string,
  now: Date,
): Promise<{ token: string; csrfToken: string }> {
  const token = randomToken(32);
  const csrfToken = randomToken(32);
  const ttl = stage === 'active' ? STAFF_SESSION_TTL_S : STAFF_PENDING_TTL_S;
  await insertStaffSession(db, {
    tokenHash: hashToken(token),
    staffId: row.id,
    stage,
    csrfToken,
    ip,
    expiresAt: later(now, ttl),
  });
  return { token, csrfToken };
}

/** The live, complete session of a cookie token (the staff guard's finder). */
export async function findStaffSession(
  db: Db,
  token: string,
  now: Date,
): Promise<StaffPrincipal | null> {
  const found = await liveStaffSession(db, hashToken(token), 'active', now);
  if (!found) return null;
  const { session, staff } = found;
  return {
    sessionId: session.id,
    staffId: staff.id,
    email: staff.email,
    role: staff.role as StaffPrincipal['role'],
    csrfToken: session.csrfToken,
    totpEnabled: staff.totpSecret !== null,
  };
}

/** The staff member of a pending (password-checked) login, or undefined. */
export async function pendingStaff(db: Db, token: string, now: Date) {
  return (await liveStaffSession(db, hashToken(token), 'totp', now))?.staff;
}

/** Ends the session (or pending login) of a cookie token. */
export async function closeStaffSession(db: Db, token: string): Promise<void> {
  await deleteStaffSession(db, hashToken(token));
}
