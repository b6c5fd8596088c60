import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { staff, staffSessions } from '../../../db/schema/index';
import type { StaffRow } from './staff.model';

/** Stores a session (its token hashed). */
export async function insertStaffSession(db: Db, values: typeof staffSessions.$inferInsert) {
  await db.insert(staffSessions).values(values);
}

/** The unexpired session of a token hash at `stage`, with its enabled staff member. */
export async function liveStaffSession(
  db: Db,
  tokenHash: string,
  stage: 'totp' | 'active',
  now: Date,
): Promise<{ session: typeof staffSessions.$inferSelect; staff: StaffRow } | undefined> {
  const [row] = await db
    .select({ session: staffSessions, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        eq(staffSessions.stage, stage),
        gt(staffSessions.expiresAt, now),
        eq(staff.isDisabled, false),
      ),
    )
    .limit(1);
  return row;
}

/** Ends the session of a token hash. */
export async function deleteStaffSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

/** Ends every session of a staff member (disabled, demoted, or a new second factor). */
export async function deleteSessionsOf(db: Db, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/** Deletes sessions that expired before `before`. */
export async function pruneStaffSessions(db: Db, before: Date): Promise<void> {
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, before));
}
