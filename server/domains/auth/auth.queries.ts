import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions } from '../../db/schema/index';

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
