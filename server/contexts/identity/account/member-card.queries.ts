import { and, eq, sql } from 'drizzle-orm';
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

/** A member's card with the channel (shop) the member belongs to, as a batch look-up gives it. */
export interface ChannelMemberCard extends MemberCard {
  channelId: string | null;
}

/** How a member is looked up: by id, or by the exact e-mail address they registered. */
export type MemberKey = { id: number } | { email: string };

/** How several members are looked up at once: the registered members among these ids. */
export type RegisteredMembersKey = { registeredIds: readonly number[] };

const cardColumns = {
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
};

/** A member's card (inside the caller's transaction when given one), or undefined for no such member. */
export function findMember(db: Db | Tx, key: MemberKey): Promise<MemberCard | undefined>;
/** The cards of the registered members among the ids (guest-checkout users left out), in one query. */
export function findMember(db: Db | Tx, key: RegisteredMembersKey): Promise<ChannelMemberCard[]>;
/** A member's card by id or e-mail, or the registered members' cards among several ids. */
export async function findMember(
  db: Db | Tx,
  key: MemberKey | RegisteredMembersKey,
): Promise<MemberCard | undefined | ChannelMemberCard[]> {
  if ('registeredIds' in key) return registeredMembers(db, key.registeredIds);
  const [card] = await db
    .select(cardColumns)
    .from(users)
    .where('id' in key ? eq(users.id, key.id) : eq(users.email, key.email))
    .limit(1);
  return card;
}

/** The registered members among `ids` with their channel; one array parameter, however many ids. */
async function registeredMembers(
  db: Db | Tx,
  ids: readonly number[],
): Promise<ChannelMemberCard[]> {
  if (ids.length === 0) return [];
  return db
    .select({ ...cardColumns, channelId: users.channelId })
    .from(users)
    .where(
      and(
        sql`${users.id} = any(${sql.param([...ids])}::integer[])`,
        eq(users.isRegisteredMember, true),
      ),
    );
}
