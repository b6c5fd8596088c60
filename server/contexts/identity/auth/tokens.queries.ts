import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { authSessions, users } from '../../../db/schema/index';
import type { SessionScope } from '../../../http/types';
import { hashToken } from '../../../services/tokens';
import { ACCESS_TTL_S, type IssuedTokens } from './auth.model';
import { familyPrefix } from './session-scope.model';

/** A refresh token is good for 14 days after it was issued (sliding). */
export const REFRESH_TTL_S = 14 * 24 * 60 * 60;
/** A login family never outlives 30 days, however often it is refreshed. */
export const FAMILY_TTL_S = 30 * 24 * 60 * 60;

/** A new random opaque token: 32 bytes = 256 bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/** Issues a token pair in `familyId` (a new family of `scope` when omitted). */
export async function issueTokens(
  db: Db,
  userId: number,
  now: Date,
  family?: { id: string; expiresAt: Date },
  scope: SessionScope = { kind: 'full' },
): Promise<IssuedTokens> {
  const accessToken = newToken();
  const refreshToken = newToken();
  const familyExpiresAt = family?.expiresAt ?? later(now, FAMILY_TTL_S);
  const refreshExpiresAt = new Date(
    Math.min(later(now, REFRESH_TTL_S).getTime(), familyExpiresAt.getTime()),
  );
  const accessExpiresAt = later(now, ACCESS_TTL_S);
  await db.insert(authSessions).values({
    userId,
    familyId: family?.id ?? `${familyPrefix(scope)}${newToken()}`,
    accessTokenHash: hashToken(accessToken),
    accessExpiresAt,
    refreshTokenHash: hashToken(refreshToken),
    refreshExpiresAt,
    familyExpiresAt,
  });
  return { accessToken, refreshToken, accessExpiresAt, refreshExpiresAt };
}

/** The live session row of an access token, or null (unknown, expired, rotated or revoked). */
export async function findAccess(db: Db, accessToken: string, now: Date) {
  const [row] = await db
    .select({
      id: authSessions.id,
      userId: authSessions.userId,
      familyId: authSessions.familyId,
      registered: users.isRegisteredMember,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.accessTokenHash, hashToken(accessToken)),
        gt(authSessions.accessExpiresAt, now),
        isNull(authSessions.rotatedAt),
        isNull(authSessions.revokedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Revokes every pair of a family (logout, or a reused refresh token). */
export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.familyId, familyId), isNull(authSessions.revokedAt)));
}

/** Revokes every session of a user (password change or reset, leaving). */
export async function revokeUserSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

/** What a refresh attempt came to. */
export type RotateResult =
  | { ok: true; userId: number; tokens: IssuedTokens }
  | { ok: false; reused: boolean };

type PairRow = typeof authSessions.$inferSelect;

/**
 * Rotates a refresh token: the old pair stops working and a new pair of the same family is
 * issued. Presenting an already rotated token means it was stolen or replayed, so the whole
 * family is revoked.
 */
export async function rotateRefresh(
  db: Db,
  refreshToken: string,
  now: Date,
): Promise<RotateResult> {
  const [row] = await db
    .select()
    .from(authSessions)
    .where(eq(authSessions.refreshTokenHash, hashToken(refreshToken)))
    .limit(1);
  return row ? rotatePair(db, row, now) : { ok: false, reused: false };
}

/**
 * Rotates the pair of an access token presented as the bearer of `POST /v1/auth/refresh` (a
 * client written from the spec holds no refresh token): the rules of {@link rotateRefresh}, and
 * only until `windowS` after the access token expired, so a token found later renews nothing.
 */
export async function rotateByAccess(
  db: Db,
  accessToken: string,
  now: Date,
  windowS: number,
): Promise<RotateResult> {
  const [row] = await db
    .select()
    .from(authSessions)
    .where(eq(authSessions.accessTokenHash, hashToken(accessToken)))
    .limit(1);
  if (!row || row.accessExpiresAt.getTime() + windowS * 1000 <= now.getTime()) {
    return { ok: false, reused: false };
  }
  return rotatePair(db, row, now);
}

/** The rotation both proofs share: a revoked family never renews, a rotated pair is a replay. */
async function rotatePair(db: Db, row: PairRow, now: Date): Promise<RotateResult> {
  if (row.revokedAt) return { ok: false, reused: false };
  if (row.rotatedAt) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reused: true };
  }
  if (row.refreshExpiresAt <= now) return { ok: false, reused: false };
  const claimed = await db
    .update(authSessions)
    .set({ rotatedAt: now })
    .where(and(eq(authSessions.id, row.id), isNull(authSessions.rotatedAt)))
    .returning({ id: authSessions.id });
  if (claimed.length === 0) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reused: true };
  }
  const tokens = await issueTokens(db, row.userId, now, {
    id: row.familyId,
    expiresAt: row.familyExpiresAt,
  });
  return { ok: true, userId: row.userId, tokens };
}
