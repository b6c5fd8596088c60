import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { schools } from '../../../db/schema/index';

/** The active school of a channel with this key (key and name), or null. */
export async function findActiveSchool(db: Db, channelId: string, key: string) {
  const [row] = await db
    .select({ key: schools.key, name: schools.name })
    .from(schools)
    .where(and(eq(schools.channelId, channelId), eq(schools.key, key), eq(schools.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** The name of a channel's school with this key, active or not, or null when there is none. */
export async function findSchoolName(
  db: Db,
  channelId: string,
  key: string,
): Promise<string | null> {
  const [row] = await db
    .select({ name: schools.name })
    .from(schools)
    .where(and(eq(schools.channelId, channelId), eq(schools.key, key)))
    .limit(1);
  return row?.name ?? null;
}
