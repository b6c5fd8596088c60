import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { channels, userMemorials } from '../../../db/schema/index';
import { findMember } from '../../identity/api';

/** A memorial day to remind of, with its member's address and names and the member's shop. */
export type ReminderCandidate = {
  memorial: typeof userMemorials.$inferSelect;
  userId: number;
  email: string;
  lastName: string;
  firstName: string;
  siteName: string | null;
};

/** The site name of each of these channels, by channel id. */
async function siteNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: channels.id, siteName: channels.siteName })
    .from(channels)
    .where(inArray(channels.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.siteName]));
}

/**
 * Memorial days of registered members in `months` that ask for a reminder, with the member and
 * shop: the days are read here, their members from identity in one call.
 */
export async function reminderCandidates(db: Db, months: number[]): Promise<ReminderCandidate[]> {
  const memorials = await db
    .select()
    .from(userMemorials)
    .where(and(eq(userMemorials.call, true), inArray(userMemorials.month, months)));
  const registeredIds = [...new Set(memorials.map((memorial) => memorial.userId))];
  const members = new Map(
    (await findMember(db, { registeredIds })).map((member) => [member.id, member]),
  );
  const sites = await siteNames(
    db,
    [...members.values()].flatMap((member) => member.channelId ?? []),
  );
  return memorials.flatMap((memorial) => {
    const member = members.get(memorial.userId);
    if (!member) return [];
    const { id: userId, email, lastName, firstName, channelId } = member;
    const siteName = channelId === null ? null : (sites.get(channelId) ?? null);
    return [{ memorial, userId, email, lastName, firstName, siteName }];
  });
}

/** Records the reminder of `year`; false when another run already did (so only one mail goes). */
export async function claimReminder(tx: Tx, id: number, year: number): Promise<boolean> {
  const rows = await tx
    .update(userMemorials)
    .set({ lastRemindedYear: year })
    .where(
      and(
        eq(userMemorials.id, id),
        or(isNull(userMemorials.lastRemindedYear), lt(userMemorials.lastRemindedYear, year)),
      ),
    )
    .returning({ id: userMemorials.id });
  return rows.length > 0;
}
