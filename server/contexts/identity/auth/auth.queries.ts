import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { authSessions, mailErrors } from '../../../db/schema/index';

/** The family of an access token hash (even when expired), for logout. */
export async function familyOfAccess(db: Db, accessHash: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: authSessions.familyId })
    .from(authSessions)
    .where(eq(authSessions.accessTokenHash, accessHash))
    .limit(1);
  return row?.familyId ?? null;
}

/** The family of a refresh token hash, for logout. */
export async function familyOfRefresh(db: Db, refreshHash: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: authSessions.familyId })
    .from(authSessions)
    .where(eq(authSessions.refreshTokenHash, refreshHash))
    .limit(1);
  return row?.familyId ?? null;
}

/** The key bounced mails are counted under: the address, trimmed and lower-cased. */
export const addressKey = (email: string): string => email.trim().toLowerCase();

/** Bounced mails recorded for an address (0 when none). */
export async function mailErrorCountOf(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ count: mailErrors.mailErrorCount })
    .from(mailErrors)
    .where(eq(mailErrors.email, addressKey(email)));
  return row?.count ?? 0;
}

/** Records one bounced mail to an address; answers the address's count so far. */
export async function recordMailError(db: Db, email: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(mailErrors)
    .values({ email: addressKey(email), mailErrorCount: 1, lastErrorAt: now })
    .onConflictDoUpdate({
      target: mailErrors.email,
      set: { mailErrorCount: sql`${mailErrors.mailErrorCount} + 1`, lastErrorAt: now },
    })
    .returning({ count: mailErrors.mailErrorCount });
  return row?.count ?? 0;
}
