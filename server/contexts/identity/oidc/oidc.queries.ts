import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { oidcPending, userAccounts, userIdentities, users } from '../../../db/schema/index';
import type { UserRow } from '../auth/index';

/** A login started at a provider and waiting for its callback. */
export type PendingLogin = typeof oidcPending.$inferInsert;

/** Stores a started login, dropping the ones that expired before `now`. */
export async function savePending(db: Db, pending: PendingLogin, now: Date): Promise<void> {
  await db.delete(oidcPending).where(lt(oidcPending.expiresAt, now));
  await db.insert(oidcPending).values(pending);
}

/** The started login of a state (by its hash), if any. */
export async function findPending(db: Db, stateHash: string) {
  const [found] = await db.select().from(oidcPending).where(eq(oidcPending.stateHash, stateHash));
  return found;
}

/** Deletes and returns a started login; of two callers with one state, only one gets it. */
export async function claimPending(db: Db, stateHash: string) {
  const [entry] = await db
    .delete(oidcPending)
    .where(eq(oidcPending.stateHash, stateHash))
    .returning();
  return entry;
}

/** The member linked to a provider identity, if any. */
export async function linkedMember(
  db: Db,
  provider: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [linked] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return linked?.user;
}

/** The member whose email matches `email` (lower case) regardless of case. */
export async function memberWithEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
  return existing;
}

/** Creates a member and their empty account record. */
export async function insertMember(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  await db.insert(userAccounts).values({ userId: row.id }).onConflictDoNothing();
  return row;
}

/** Links a provider identity to a member. */
export async function linkIdentity(db: Db, userId: number, provider: string, subject: string) {
  await db.insert(userIdentities).values({ userId, provider, subject });
}
