import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { MEMORIAL_MESSAGES as M } from '../../../src/lib/memorials/memorials.messages';
import type { Database, Tx } from '../../db/client';
import { channels, userMemorials, users } from '../../db/schema/index';
import { env } from '../../env';
import { enqueueMail } from '../../jobs/mail';
import { MAIL_MESSAGES } from '../../services/mail/mail.messages';
import { japanDay, monthsAhead, reminderDue } from './memorials.model';

/** What a scheduled job hands to its function (the queue's JobContext). */
export type ReminderContext = { database: Database; now: Date };

/** Reminder options; the number of days comes from `MEMORIAL_REMIND_DAYS` unless given. */
export type ReminderOptions = { daysBefore?: number };

async function candidates(database: Database, months: number[]) {
  return database.db
    .select({
      memorial: userMemorials,
      userId: users.id,
      email: users.email,
      lastName: users.lastName,
      firstName: users.firstName,
      siteName: channels.siteName,
    })
    .from(userMemorials)
    .innerJoin(users, eq(users.id, userMemorials.userId))
    .leftJoin(channels, eq(channels.id, users.channelId))
    .where(
      and(
        eq(userMemorials.call, true),
        eq(users.isRegisteredMember, true),
        inArray(userMemorials.month, months),
      ),
    );
}

/** Records the reminder of `year`; false when another run already did (so only one mail goes). */
async function claim(tx: Tx, id: number, year: number): Promise<boolean> {
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

type Candidate = Awaited<ReturnType<typeof candidates>>[number];

/** The reminder mail of one memorial day. */
function reminderMail(row: Candidate, due: NonNullable<ReturnType<typeof reminderDue>>) {
  const name = row.memorial.name;
  return {
    kind: 'memorial_reminder' as const,
    userId: row.userId,
    to: row.email,
    subject: row.siteName
      ? MAIL_MESSAGES.subject(row.siteName, M.mailSubject(name))
      : M.mailSubject(name),
    text: M.mailBody({
      member: `${row.lastName} ${row.firstName}`.trim() || M.customer,
      target: row.memorial.targetUserName,
      name,
      when: M.dateOf(due.day.month, due.day.date),
      days: due.daysAway,
    }),
  };
}

/**
 * Queues the reminder mail of every memorial day coming within the set number of days, once per
 * memorial per year: the year is recorded on the row in the transaction that queues the mail, so
 * a second run (or a restart) finds it reminded. Returns how many mails were queued.
 */
export async function sendMemorialReminders(
  ctx: ReminderContext,
  options: ReminderOptions = {},
): Promise<number> {
  const daysBefore = options.daysBefore ?? env.MEMORIAL_REMIND_DAYS;
  const today = japanDay(ctx.now);
  let sent = 0;
  for (const row of await candidates(ctx.database, monthsAhead(today, daysBefore))) {
    const due = reminderDue(row.memorial, today, daysBefore);
    if (!due) continue;
    const mail = reminderMail(row, due);
    const queued = await ctx.database.db.transaction(async (tx) => {
      if (!(await claim(tx, row.memorial.id, due.day.year))) return false;
      await enqueueMail(tx, mail);
      return true;
    });
    if (!queued) continue;
    sent += 1;
  }
  return sent;
}
