import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { loginHistories, userAccounts, userAddresses, users } from '../../../db/schema/index';

/** The columns of a new member row. */
export type UserValues = typeof users.$inferInsert;
/** The columns of a new account row (security question, profile extras). */
export type AccountValues = typeof userAccounts.$inferInsert;
/** The columns of a member's address row. */
export type AddressValues = typeof userAddresses.$inferInsert;

/** The member's own address (division 1), or null. */
export async function ownAddress(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.divisionCt, 1)))
    .orderBy(asc(userAddresses.id))
    .limit(1);
  return row ?? null;
}

/** Whether a member already has `username` as user name or (case-insensitively) as email. */
export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.username, username), sql`lower(${users.email}) = ${username.toLowerCase()}`))
    .limit(1);
  return Boolean(row);
}

/** Inserts a member with their account row and own address; returns the member row. */
export async function insertMember(
  tx: Tx,
  user: UserValues,
  account: Omit<AccountValues, 'userId'>,
  address: (userId: number) => AddressValues,
) {
  const [row] = await tx.insert(users).values(user).returning();
  if (!row) throw new Error('user insert returned nothing');
  await tx.insert(userAccounts).values({ ...account, userId: row.id });
  await tx.insert(userAddresses).values(address(row.id));
  return row;
}

/** Saves the profile: member row, account row, and the own address (updated or inserted). */
export async function saveProfile(
  tx: Tx,
  userId: number,
  changes: {
    user: Partial<UserValues>;
    account: Partial<AccountValues>;
    address: AddressValues;
    ownAddressId: number | null;
  },
): Promise<void> {
  await tx.update(users).set(changes.user).where(eq(users.id, userId));
  await tx.update(userAccounts).set(changes.account).where(eq(userAccounts.userId, userId));
  if (changes.ownAddressId !== null) {
    await tx
      .update(userAddresses)
      .set(changes.address)
      .where(eq(userAddresses.id, changes.ownAddressId));
  } else await tx.insert(userAddresses).values(changes.address);
}

/** Deletes a member row (what hangs off it cascades; orders keep their row with the link cleared). */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** Marks the member's email verified and the member registered; the row, if any. */
export async function markEmailVerified(db: Db, userId: number) {
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), isRegisteredMember: true, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** One page of the member's login history, newest first, with the total count. */
export async function loginHistoryPage(db: Db, userId: number, page: number, per: number) {
  const where = and(eq(loginHistories.userId, userId));
  const [total] = await db.select({ n: count() }).from(loginHistories).where(where);
  const rows = await db
    .select()
    .from(loginHistories)
    .where(where)
    .orderBy(desc(loginHistories.createdAt), desc(loginHistories.id))
    .limit(per)
    .offset((page - 1) * per);
  return { total: total?.n ?? 0, rows };
}
