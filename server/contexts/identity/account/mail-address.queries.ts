import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/index';

/** Where a member's mail may go: the registered address and when the member verified it (null: not yet). */
export type MemberMailAddress = { email: string; verifiedAt: Date | null };

/** A member's registered mail address and its verification, or undefined for no such member. */
export async function memberMailAddress(
  db: Db,
  userId: number,
): Promise<MemberMailAddress | undefined> {
  const [member] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return member;
}
