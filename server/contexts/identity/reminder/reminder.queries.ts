import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/index';

/** The id of a member whose user name is `username` or whose email is it (any case), if any. */
export async function usernameHolder(db: Db, username: string): Promise<number | undefined> {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.username, username), sql`lower(${users.email}) = ${username.toLowerCase()}`))
    .limit(1);
  return clash?.id;
}

/** Sets a member's user name. */
export async function setUsername(db: Db, userId: number, username: string, now: Date) {
  await db.update(users).set({ username, updatedAt: now }).where(eq(users.id, userId));
}
