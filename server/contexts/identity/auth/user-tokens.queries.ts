import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { userTokens } from '../../../db/schema/index';
import { hashToken } from '../../../services/tokens';
import { newToken } from './tokens.queries';

/** What a mailed token is for. */
export type TokenPurpose = 'email_verify' | 'password_reset' | 'username_reset' | 'unlock';

/** Lifetimes: reminders 30 minutes, unlock 30 minutes, email verification 24 hours. */
export const TOKEN_TTL_S: Record<TokenPurpose, number> = {
  email_verify: 24 * 60 * 60,
  password_reset: 30 * 60,
  username_reset: 30 * 60,
  unlock: 30 * 60,
};

/** Issues a single-use token (256 bits) for `purpose`; older unused ones of that purpose die. */
export async function createUserToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_S[purpose] * 1000),
  });
  return token;
}

const live = (token: string, purpose: TokenPurpose, now: Date) =>
  and(
    eq(userTokens.tokenHash, hashToken(token)),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, now),
  );

/** The user id of a live token without using it up, or null. */
export async function peekUserToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(live(token, purpose, now))
    .limit(1);
  return row?.userId ?? null;
}

/** Uses a live token up (atomically) and returns its user id, or null when unknown/used/expired. */
export async function consumeUserToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(live(token, purpose, now))
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}
