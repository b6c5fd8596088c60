import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAddresses } from '../../db/schema/index';

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
