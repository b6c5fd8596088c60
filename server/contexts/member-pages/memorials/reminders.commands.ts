import { MEMORIAL_MESSAGES as M } from '../../../../contract/memorials/memorials.messages';
import type { Database } from '../../../db/client';
import { env } from '../../../env';
import { enqueueMail } from '../../../jobs/mail';
import { MAIL_MESSAGES } from '../../../services/mail/mail.messages';
import { japanDay, monthsAhead, reminderDue } from './memorials.model';
import { claimReminder, type ReminderCandidate, reminderCandidates } from './reminders.queries';

/** What a scheduled job hands to its function (the queue's JobContext). */
export type ReminderContext = { database: Database; now: Date };

/** Reminder options; the number of days comes from `MEMORIAL_REMIND_DAYS` unless given. */
export type ReminderOptions = { daysBefore?: number };

/** The reminder mail of one memorial day. */
function reminderMail(row: ReminderCandidate, due: NonNullable<ReturnType<typeof reminderDue>>) {
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
  for (const row of await reminderCandidates(ctx.database.db, monthsAhead(today, daysBefore))) {
    const due = reminderDue(row.memorial, today, daysBefore);
    if (!due) continue;
    const mail = reminderMail(row, due);
    const queued = await ctx.database.db.transaction(async (tx) => {
      if (!(await claimReminder(tx, row.memorial.id, due.day.year))) return false;
      await enqueueMail(tx, mail);
      return true;
    });
    if (!queued) continue;
    sent += 1;
  }
  return sent;
}
