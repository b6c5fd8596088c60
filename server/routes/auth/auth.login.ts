import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginChallenges, userAccounts } from '../../db/schema/index';
import type { Channel } from '../../http/types';
import { sendMail } from '../../services/mail/mailer';
import { loginCodeMail, unlockMail } from '../../services/mail/templates';
import { hashPassword, verifyPassword } from '../../services/password';
import {
  accountOf,
  findByLoginId,
  mailBase,
  publicLink,
  recordLogin,
  type UserRow,
} from './auth.accounts';
import type { RequestMeta } from './auth.request';
import { hashToken, newToken } from './auth.tokens';
import { createUserToken } from './auth.user-tokens';

/** Failed passwords in a row before the account locks. */
export const LOCK_AFTER_FAILURES = 10;
/** How long a lock lasts without the unlock link. */
export const LOCK_MINUTES = 30;
/** Login codes expire after 10 minutes and die after 5 wrong tries. */
export const CODE_TTL_S = 10 * 60;
const CODE_MAX_TRIES = 5;

/** What a password check came to. */
export type LoginOutcome =
  | { kind: 'invalid' }
  | { kind: 'locked' }
  | { kind: 'code'; user: UserRow; attempt: string }
  | { kind: 'ok'; user: UserRow };

let dummyHash: Promise<string> | undefined;
/** Verifies against a throwaway hash so an unknown login id costs as long as a known one. */
async function burnTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}

async function registerFailure(db: Db, user: UserRow, channel: Channel, now: Date) {
  const account = await accountOf(db, user.id);
  const failures = account.failedLoginCount + 1;
  const lock = failures >= LOCK_AFTER_FAILURES;
  await db
    .update(userAccounts)
    .set({
      failedLoginCount: lock ? 0 : failures,
      lockedUntil: lock ? new Date(now.getTime() + LOCK_MINUTES * 60_000) : account.lockedUntil,
    })
    .where(eq(userAccounts.userId, user.id));
  if (!lock) return;
  const token = await createUserToken(db, user.id, 'unlock', now);
  await sendMail(unlockMail(mailBase(user, channel), publicLink('/login/unlock/', { token })));
}

/** HMAC of a code keyed by its attempt id: the stored value is useless without the cookie. */
function codeDigest(attempt: string, code: string): string {
  return createHmac('sha256', attempt).update(code).digest('hex');
}

async function startChallenge(db: Db, user: UserRow, channel: Channel, now: Date) {
  const attempt = newToken();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(loginChallenges).values({
    userId: user.id,
    attemptHash: hashToken(attempt),
    codeHash: codeDigest(attempt, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_S * 1000),
  });
  await sendMail(loginCodeMail(mailBase(user, channel), code));
  return attempt;
}

/** Checks a login id and password, applying lockout; never says which part was wrong. */
export async function checkLogin(
  db: Db,
  channel: Channel,
  input: { loginId: string; password: string },
  meta: RequestMeta,
  now: Date,
): Promise<LoginOutcome> {
  const user = await findByLoginId(db, input.loginId);
  if (!user) {
    await burnTime(input.password);
    return { kind: 'invalid' };
  }
  const account = await accountOf(db, user.id);
  const locked = account.lockedUntil !== null && account.lockedUntil > now;
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    if (!locked) await registerFailure(db, user, channel, now);
    await recordLogin(db, user.id, meta, 'failure');
    return { kind: 'invalid' };
  }
  if (locked) {
    await recordLogin(db, user.id, meta, 'locked');
    return { kind: 'locked' };
  }
  await db
    .update(userAccounts)
    .set({ failedLoginCount: 0, lockedUntil: null })
    .where(eq(userAccounts.userId, user.id));
  if (user.isLoginCode) {
    await recordLogin(db, user.id, meta, 'code_sent');
    return { kind: 'code', user, attempt: await startChallenge(db, user, channel, now) };
  }
  await recordLogin(db, user.id, meta, 'success');
  return { kind: 'ok', user };
}

/** Completes a code login: the code must belong to this attempt and user, unused and unexpired. */
export async function checkCode(
  db: Db,
  input: { attempt: string; userId: number; code: string },
  meta: RequestMeta,
  now: Date,
): Promise<boolean> {
  const [challenge] = await db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.attemptHash, hashToken(input.attempt)),
        eq(loginChallenges.userId, input.userId),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, now),
        lt(loginChallenges.failedCount, CODE_MAX_TRIES),
      ),
    )
    .limit(1);
  if (!challenge) return false;
  const expected = Buffer.from(challenge.codeHash);
  const given = Buffer.from(codeDigest(input.attempt, input.code));
  const ok = expected.length === given.length && timingSafeEqual(expected, given);
  await db
    .update(loginChallenges)
    .set(ok ? { usedAt: now } : { failedCount: challenge.failedCount + 1 })
    .where(eq(loginChallenges.id, challenge.id));
  await recordLogin(db, input.userId, meta, ok ? 'success' : 'code_failure');
  return ok;
}

/** Lifts a lock with the mailed unlock token; false when the token is unknown, used or expired. */
export async function unlockAccount(db: Db, userId: number): Promise<void> {
  await accountOf(db, userId);
  await db
    .update(userAccounts)
    .set({ failedLoginCount: 0, lockedUntil: null })
    .where(eq(userAccounts.userId, userId));
}
