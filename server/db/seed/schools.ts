import type { Tx } from '../client';
import { schools } from '../schema/index';
import { SCHOOLS, type SeedSchool } from './data/schools';

/** Inserts the demo schools of the channels the data set has (a custom data set may lack `school`). */
export async function seedSchools(
  tx: Tx,
  channelIds: readonly string[],
  list: readonly SeedSchool[] = SCHOOLS,
): Promise<void> {
  const rows = list
    .filter((s) => channelIds.includes(s.channel))
    .map((s) => ({ channelId: s.channel, key: s.key, name: s.name, isActive: s.is_active }));
  if (rows.length) await tx.insert(schools).values(rows);
}
