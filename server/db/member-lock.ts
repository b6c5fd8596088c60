import { eq } from 'drizzle-orm';
import type { Tx } from './client';
import { users } from './schema/index';

/**
 * Locks the member's `users` row until the transaction ends (`SELECT … FOR UPDATE`): every
 * "at most N per member" rule counts and inserts under it, so concurrent requests queue instead of
 * all counting below the limit (one lock, not count-then-insert).
 */
export async function lockMember(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
