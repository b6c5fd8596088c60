import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pointHistories, userAccounts, userAddresses, users } from '../../../db/schema/index';
import { likePrefix, type MemberSearch } from './member-search.model';
import type { MemberOwnParts, MemberRow } from './members.model';

/** What the member list and page read of a member (no password hash, no answer hash). */
const memberColumns = {
  id: users.id,
  code: users.code,
  lastName: users.lastName,
  firstName: users.firstName,
  lastNameKana: users.lastNameKana,
  firstNameKana: users.firstNameKana,
  email: users.email,
  username: users.username,
  phoneNumber: users.phoneNumber,
  cellPhoneNumber: users.cellPhoneNumber,
  birthday: users.birthday,
  isBusiness: users.isBusiness,
  companyName: users.companyName,
  creditLimit: users.creditLimit,
  businessApprovedAt: users.businessApprovedAt,
  pointsBalance: users.pointsBalance,
  createdAt: users.createdAt,
  failedLoginCount: sql<number>`coalesce(${userAccounts.failedLoginCount}, 0)`.mapWith(Number),
  lockedUntil: userAccounts.lockedUntil,
};

/** The search as SQL: each field matched from its start, so every branch has its index. */
function matches(search: MemberSearch): SQL | undefined {
  const branches: (SQL | undefined)[] = [
    sql`(${users.lastName} || ${users.firstName}) like ${likePrefix(search.text)}`,
    sql`(${users.lastNameKana} || ${users.firstNameKana}) like ${likePrefix(search.kana)}`,
    sql`lower(${users.email}) like ${likePrefix(search.email)}`,
    eq(users.code, search.text),
  ];
  // Three digits at least: fewer would match most phones.
  if (search.digits.length >= 3) {
    const prefix = likePrefix(search.digits);
    branches.push(
      sql`regexp_replace(${users.phoneNumber}, '[^0-9]', '', 'g') like ${prefix}`,
      sql`regexp_replace(${users.cellPhoneNumber}, '[^0-9]', '', 'g') like ${prefix}`,
    );
  }
  return or(...branches);
}

/** One page of members matching the search (newest first) and how many match. */
export async function searchMembers(
  db: Db,
  search: MemberSearch | null,
  paging: { page: number; per: number },
) {
  const where = and(eq(users.isRegisteredMember, true), search ? matches(search) : undefined);
  const rows = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(userAccounts, eq(userAccounts.userId, users.id))
    .where(where)
    .orderBy(desc(users.id))
    .limit(paging.per)
    .offset((paging.page - 1) * paging.per);
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(where);
  return { rows: rows as MemberRow[], total: count?.n ?? 0 };
}

/** A member by id (registered members only), or undefined. */
export async function memberById(db: Db, id: number): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(userAccounts, eq(userAccounts.userId, users.id))
    .where(and(eq(users.id, id), eq(users.isRegisteredMember, true)));
  return row as MemberRow | undefined;
}

/** How many point movements the member page shows. */
const RECENT = 20;

/** A member's address book and latest point movements (each with the id of its order, if any). */
export async function memberParts(db: Db, id: number): Promise<MemberOwnParts> {
  const [addresses, points] = await Promise.all([
    db.select().from(userAddresses).where(eq(userAddresses.userId, id)).orderBy(userAddresses.id),
    db
      .select({
        id: pointHistories.id,
        createdAt: pointHistories.createdAt,
        kind: pointHistories.kind,
        points: pointHistories.points,
        note: pointHistories.note,
        orderId: pointHistories.orderId,
      })
      .from(pointHistories)
      .where(eq(pointHistories.userId, id))
      .orderBy(desc(pointHistories.createdAt), desc(pointHistories.id))
      .limit(RECENT),
  ]);
  return { addresses, points };
}
