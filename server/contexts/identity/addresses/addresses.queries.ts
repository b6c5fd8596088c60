import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { channels, userAddresses, users } from '../../../db/schema/index';
import { type AddressRow, OWN_DIVISION, type toAddressValues } from './addresses.model';

type Values = ReturnType<typeof toAddressValues>;
const mine = (userId: number, id: number) =>
  and(eq(userAddresses.id, id), eq(userAddresses.userId, userId));

/** The member's address book, the default entry first. */
export function listAddresses(db: Db | Tx, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), asc(userAddresses.id));
}

/** How many entries the member keeps. */
export async function countAddresses(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId));
  return row?.n ?? 0;
}

/** One entry of the member's, or undefined (another member's entry is not theirs). */
export async function findAddress(db: Db | Tx, userId: number, id: number) {
  const [row] = await db.select().from(userAddresses).where(mine(userId, id)).limit(1);
  return row;
}

/** Adds entries (division 2) and answers them. */
export function insertAddresses(tx: Tx, userId: number, rows: Values[]) {
  return tx
    .insert(userAddresses)
    .values(rows.map((r) => ({ ...r, userId })))
    .returning();
}

/** Overwrites an entry's address fields. */
export async function updateAddress(tx: Tx, userId: number, id: number, values: Values) {
  const [row] = await tx
    .update(userAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(mine(userId, id))
    .returning();
  return row;
}

/** Copies an own address's name, kana and phone onto the member. */
export async function updateMember(
  tx: Tx,
  userId: number,
  values: Partial<typeof users.$inferInsert>,
) {
  await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Deletes one entry. */
export async function deleteAddress(tx: Tx, userId: number, id: number): Promise<void> {
  await tx.delete(userAddresses).where(mine(userId, id));
}

/** Deletes every entry but the member's own address. */
export async function deleteOthers(tx: Tx, userId: number): Promise<void> {
  await tx
    .delete(userAddresses)
    .where(and(eq(userAddresses.userId, userId), ne(userAddresses.divisionCt, OWN_DIVISION)));
}

type Mark = 'isDefault' | 'isSenderDefault';

/** Makes `id` the only entry carrying `mark`. */
export async function markOnly(tx: Tx, userId: number, id: number, mark: Mark): Promise<void> {
  await tx
    .update(userAddresses)
    .set({ [mark]: false })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses[mark], true)));
  await tx
    .update(userAddresses)
    .set({ [mark]: true })
    .where(mine(userId, id));
}

/** After a delete: when no entry carries `mark` any more, the first remaining (own first) takes it. */
export async function keepMark(tx: Tx, userId: number, mark: Mark): Promise<void> {
  const rows = await tx
    .select({ id: userAddresses.id, marked: userAddresses[mark] })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(asc(userAddresses.divisionCt), asc(userAddresses.id));
  const first = rows[0];
  if (first && !rows.some((r) => r.marked)) await markOnly(tx, userId, first.id, mark);
}

/** When the member's email address was verified (null: not verified; undefined: no such member). */
export async function emailVerifiedAt(db: Db, userId: number): Promise<Date | null | undefined> {
  const [member] = await db
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return member?.verifiedAt;
}

/** Where an export goes: the member's email, name, and their shop's name. */
export async function exportRecipient(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      name: users.lastName,
      first: users.firstName,
      shop: channels.siteName,
    })
    .from(users)
    .leftJoin(channels, eq(channels.id, users.channelId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
