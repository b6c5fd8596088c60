import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/client';
import type { Channel } from '../../../http/types';
import { enqueueMail } from '../../../jobs/mail';
import { loginCodeMail, unlockMail } from '../../../services/mail/templates';
import { hashPassword, verifyPassword } from '../../../services/password';
import { hashToken } from '../../../services/tokens';
import {
  accountOf,
  type LoginAccount,
  mailBase,
  publicLink,
  recordLogin,
  type UserRow,
} from './accounts.queries';
import {
  clearFailures,
  countFailure,
  insertChallenge,
  liveChallenge,
  settleChallenge,
} from './login.queries';
import type { RequestMeta } from './request';
import { newToken } from './tokens.queries';
import { createUserToken } from './user-tokens.queries';

/** Failed passwords in a row before the account locks. */
const LOCK_AFTER_FAILURES = 10;
/** How long a lock lasts without the unlock link. */
const LOCK_MINUTES = 30;

/** The lockout a failed password counts towards at `now`: members' and staff's alike. */
export const lockoutFrom = (now: Date): { after: number; until: Date } => ({
  after: LOCK_AFTER_FAILURES,
  until: new Date(now.getTime() + LOCK_MINUTES * 60_000),
});
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
/** An argon2id hash of a random secret: what an unknown login id is verified against. */
export function unknownAccountHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/** No such account: the id of no member, so counting the failure changes nothing. */
const NO_USER = -1;

async function mailUnlockLink(db: Db, user: UserRow, channel: Channel, now: Date) {
  const token = await createUserToken(db, user.id, 'unlock', now);
  await enqueueMail(db, {
    ...unlockMail(mailBase(user, channel), publicLink('/login/unlock/', { token })),
    kind: 'unlock',
    userId: user.id,
  });
}

/** HMAC of a code keyed by its attempt id: the stored value is useless without the cookie. */
function codeDigest(attempt: string, code: string): string {
  return createHmac('sha256', attempt).update(code).digest('hex');
}

async function startChallenge(db: Db, user: UserRow, channel: Channel, now: Date) {
  const attempt = newToken();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertChallenge(db, {
    userId: user.id,
    attemptHash: hashToken(attempt),
    codeHash: codeDigest(attempt, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_S * 1000),
  });
  const mail = loginCodeMail(mailBase(user, channel), code);
  await enqueueMail(db, { ...mail, kind: 'login_code', userId: user.id });
  return attempt;
}

/**
 * Checks a password, applying lockout; never says which part was wrong. An unknown account is
 * verified against a dummy hash and counted like a known one, so it takes as long. A locked
 * account answers `locked` without looking at the password, so guessing during a lock learns
 * nothing.
 */
export async function checkLogin(
  db: Db,
  channel: Channel,
  found: LoginAccount | null,
  input: { password: string },
  meta: RequestMeta,
  now: Date,
): Promise<LoginOutcome> {
  if (found?.lockedUntil && found.lockedUntil > now) {
    await recordLogin(db, found.user.id, meta, 'locked');
    return { kind: 'locked' };
  }
  const hash = found?.user.passwordHash ?? (await unknownAccountHash());
  const right = await verifyPassword(hash, input.password);
  if (!found || !right) {
    const lock = lockoutFrom(now);
    // An unknown login id runs the same statement for no member: both cost the same round trip.
    const locked = await countFailure(db, found?.user.id ?? NO_USER, meta, lock);
    if (found && locked) await mailUnlockLink(db, found.user, channel, now);
    return { kind: 'invalid' };
  }
  const { user } = found;
  await clearFailures(db, user.id);
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
  const challenge = await liveChallenge(
    db,
    { attemptHash: hashToken(input.attempt), userId: input.userId },
    now,
    CODE_MAX_TRIES,
  );
  if (!challenge) return false;
  const expected = Buffer.from(challenge.codeHash);
  const given = Buffer.from(codeDigest(input.attempt, input.code));
  const ok = expected.length === given.length && timingSafeEqual(expected, given);
  await settleChallenge(db, challenge, ok, now);
  await recordLogin(db, input.userId, meta, ok ? 'success' : 'code_failure');
  return ok;
}

/** Lifts a lock with the mailed unlock token; false when the token is unknown, used or expired. */
export async function unlockAccount(db: Db, userId: number): Promise<void> {
  await accountOf(db, userId);
  await clearFailures(db, userId);
}
