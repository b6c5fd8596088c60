import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { staff } from '../../../db/schema/index';
import type { StaffRow } from './staff.model';

/** The staff member with this (lower-cased) e-mail, or undefined. */
export async function staffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
  return row;
}

/** The staff member with this id, or undefined. */
export async function staffById(db: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row;
}

/** Whether this staff member may still edit the catalogue and content: enabled, owner or editor. */
export async function staffMayEdit(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(
      and(eq(staff.id, id), eq(staff.isDisabled, false), inArray(staff.role, ['owner', 'editor'])),
    )
    .limit(1);
  return row !== undefined;
}

/** The staff member with this id, locked for the rest of the transaction. */
export async function staffForUpdate(db: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).for('update').limit(1);
  return row;
}

/** Every staff member, owners first, then by name. */
export function listStaff(db: Db): Promise<StaffRow[]> {
  return db
    .select()
    .from(staff)
    .orderBy(
      sql`case ${staff.role} when 'owner' then 0 when 'editor' then 1 else 2 end`,
      asc(staff.id),
    );
}

/** Inserts a staff member; undefined when the e-mail is taken. */
export async function insertStaff(
  db: Db,
  values: typeof staff.$inferInsert,
): Promise<StaffRow | undefined> {
  const [row] = await db.insert(staff).values(values).onConflictDoNothing().returning();
  return row;
}

/** Changes a staff member's fields and answers the new row. */
export async function updateStaff(
  db: Db,
  id: number,
  values: Partial<typeof staff.$inferInsert>,
): Promise<StaffRow> {
  const [row] = await db
    .update(staff)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(staff.id, id))
    .returning();
  if (!row) throw new Error(`no staff ${id}`);
  return row;
}

/**
 * Locks every other enabled owner's row (so two owners demoting each other at once cannot leave
 * none) and answers how many there are.
 */
export async function otherActiveOwners(db: Db, id: number): Promise<number> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), eq(staff.isDisabled, false), ne(staff.id, id)))
    .for('update');
  return rows.length;
}

/**
 * Counts a failed sign-in in one statement, locking the account until `lock.until` at
 * `lock.after` failures in a row. True when this failure locked it.
 */
export async function countStaffFailure(
  db: Db,
  id: number,
  lock: { after: number; until: Date },
): Promise<boolean> {
  const next = sql`${staff.failedLoginCount} + 1`;
  const [row] = await db
    .update(staff)
    .set({
      failedLoginCount: sql`case when ${next} >= ${lock.after} then 0 else ${next} end`,
      lockedUntil: sql`case when ${next} >= ${lock.after} then ${lock.until.toISOString()}::timestamptz else ${staff.lockedUntil} end`,
    })
    .where(eq(staff.id, id))
    .returning({ locked: sql<boolean>`${staff.failedLoginCount} = 0` });
  return row?.locked === true;
}

/** Clears a staff member's failure count and lock. */
export async function clearStaffFailures(db: Db, id: number): Promise<void> {
  await db.update(staff).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(staff.id, id));
}

/** Records the time step of an accepted code, only if it is newer (two requests with one code: one wins). */
export async function takeTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staff.id, id),
        sql`(${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: staff.id });
  return rows.length === 1;
}
