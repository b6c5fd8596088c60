import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { loginChallenges, loginHistories, userAccounts, users } from '../../../db/schema/index';
import type { RequestMeta } from './request';

/**
 * Counts a failed password in one statement (count, lock until `lockUntil` at `lockAfter`
 * failures, history row). An id of no member matches nothing and changes nothing, at the same
 * cost. True when this failure locked the account.
 */
export async function countFailure(
  db: Db,
  userId: number,
  meta: RequestMeta,
  lock: { after: number; until: Date },
): Promise<boolean> {
  const next = sql`${userAccounts.failedLoginCount} + 1`;
  const result = (await db.execute(sql`
    with bumped as (
      insert into ${userAccounts} (user_id, failed_login_count)
      select ${users.id}, 1 from ${users} where ${users.id} = ${userId}
      on conflict (user_id) do update set
        failed_login_count = case when ${next} >= ${lock.after} then 0 else ${next} end,
        locked_until = case when ${next} >= ${lock.after} then ${lock.until.toISOString()}::timestamptz
          else ${userAccounts.lockedUntil} end
      returning user_id, failed_login_count = 0 as locked
    ), logged as (
      insert into ${loginHistories} (user_id, ip, user_agent, result)
      select user_id, ${meta.ip}, ${meta.userAgent}, 'failure' from bumped
    )
    select locked from bumped
  `)) as unknown as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}

/** Clears a member's failed-password count and lock. */
export async function clearFailures(db: Db | Tx, userId: number): Promise<void> {
  await db
    .update(userAccounts)
    .set({ failedLoginCount: 0, lockedUntil: null })
    .where(eq(userAccounts.userId, userId));
}

/** Stores a login-code challenge (hashes only). */
export async function insertChallenge(db: Db, values: typeof loginChallenges.$inferInsert) {
  await db.insert(loginChallenges).values(values);
}

/** The member's unused, unexpired challenge of an attempt with fewer than `maxTries` failures. */
export async function liveChallenge(
  db: Db,
  input: { attemptHash: string; userId: number },
  now: Date,
  maxTries: number,
) {
  const [challenge] = await db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.attemptHash, input.attemptHash),
        eq(loginChallenges.userId, input.userId),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, now),
        lt(loginChallenges.failedCount, maxTries),
      ),
    )
    .limit(1);
  return challenge;
}

/** Marks a challenge used (right code) or counts one more wrong try. */
export async function settleChallenge(
  db: Db,
  challenge: { id: number; failedCount: number },
  ok: boolean,
  now: Date,
): Promise<void> {
  await db
    .update(loginChallenges)
    .set(ok ? { usedAt: now } : { failedCount: challenge.failedCount + 1 })
    .where(eq(loginChallenges.id, challenge.id));
}
