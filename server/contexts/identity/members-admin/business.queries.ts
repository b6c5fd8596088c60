import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/index';

/** A member's business columns, as the approval calls answer them. */
export type BusinessRow = {
  id: number;
  isBusiness: boolean;
  creditLimit: number | null;
  approvedAt: Date | null;
};

const standing = {
  id: users.id,
  isBusiness: users.isBusiness,
  creditLimit: users.creditLimit,
  approvedAt: users.businessApprovedAt,
};

/** Sets a member's business standing; the changed columns, or undefined when there is no such member. */
export async function updateBusiness(
  db: Db,
  userId: number,
  values: { isBusiness: boolean; creditLimit: number | null; businessApprovedAt: Date | null },
  now: Date,
): Promise<BusinessRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId))
    .returning(standing);
  return row;
}
