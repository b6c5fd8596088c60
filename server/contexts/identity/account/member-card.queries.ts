import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { users } from '../../../db/schema/index';

/** What other contexts may know of a member: contact, names, and the facts an order is decided on. */
export interface MemberCard {
  id: number;
  email: string;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  phoneNumber: string;
  emailVerifiedAt: Date | null;
  isBusiness: boolean;
  creditLimit: number | null;
  pointsBalance: number;
}

/** How a member is looked up: by id, or by the exact e-mail address they registered. */
export type MemberKey = { id: number } | { email: string };

/** A member's card (inside the caller's transaction when given one), or undefined for no such member. */
export async function findMember(db: Db | Tx, key: MemberKey): Promise<MemberCard | undefined> {
  const [card] = await db
    .select({
      id: users.id,
      email: users.email,
      lastName: users.lastName,
      firstName: users.firstName,
      lastNameKana: users.lastNameKana,
      firstNameKana: users.firstNameKana,
      phoneNumber: users.phoneNumber,
      emailVerifiedAt: users.emailVerifiedAt,
      isBusiness: users.isBusiness,
      creditLimit: users.creditLimit,
      pointsBalance: users.pointsBalance,
    })
    .from(users)
    .where('id' in key ? eq(users.id, key.id) : eq(users.email, key.email))
    .limit(1);
  return card;
}
