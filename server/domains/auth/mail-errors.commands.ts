import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailErrors } from '../../db/schema/index';
import { addressKey } from './auth.queries';

/** Records one bounced mail to an address; answers the address's count so far. */
export async function recordMailError(db: Db, email: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(mailErrors)
    .values({ email: addressKey(email), mailErrorCount: 1, lastErrorAt: now })
    .onConflictDoUpdate({
      target: mailErrors.email,
      set: { mailErrorCount: sql`${mailErrors.mailErrorCount} + 1`, lastErrorAt: now },
    })
    .returning({ count: mailErrors.mailErrorCount });
  return row?.count ?? 0;
}
