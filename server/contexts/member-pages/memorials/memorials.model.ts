/** A calendar day in Japan. */
export type CalendarDay = { year: number; month: number; date: number };

const DAY_MS = 86_400_000;
const JST_OFFSET_MS = 9 * 3_600_000;

/** Today's date in Japan at `now` (the shop's calendar, whatever the server's zone). */
export function japanDay(now: Date): CalendarDay {
  const jst = new Date(now.getTime() + JST_OFFSET_MS);
  return { year: jst.getUTCFullYear(), month: jst.getUTCMonth() + 1, date: jst.getUTCDate() };
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const dayNumber = (d: CalendarDay) => Date.UTC(d.year, d.month - 1, d.date) / DAY_MS;

/** The day a memorial falls on in `year`; Feb 29 is kept on Feb 28 in other years. */
function inYear(year: number, month: number, date: number): CalendarDay {
  if (month === 2 && date === 29 && !isLeap(year)) return { year, month, date: 28 };
  return { year, month, date };
}

/**
 * The memorial's next occurrence on or after `today`, and how many days away it is.
 * @example nextOccurrence({ month: 1, date: 3 }, { year: 2026, month: 12, date: 29 }) // { day: 2027-01-03, daysAway: 5 }
 */
export function nextOccurrence(
  memorial: { month: number; date: number },
  today: CalendarDay,
): { day: CalendarDay; daysAway: number } {
  let day = inYear(today.year, memorial.month, memorial.date);
  if (dayNumber(day) < dayNumber(today))
    day = inYear(today.year + 1, memorial.month, memorial.date);
  return { day, daysAway: dayNumber(day) - dayNumber(today) };
}

/**
 * The occurrence to remind of now, or null: within `daysBefore` days and not yet reminded for
 * that year (a reminder missed while the server was down still goes out before the day).
 */
export function reminderDue(
  memorial: { month: number; date: number; call: boolean; lastRemindedYear: number | null },
  today: CalendarDay,
  daysBefore: number,
): { day: CalendarDay; daysAway: number } | null {
  if (!memorial.call) return null;
  const next = nextOccurrence(memorial, today);
  if (next.daysAway > daysBefore) return null;
  if (memorial.lastRemindedYear !== null && memorial.lastRemindedYear >= next.day.year) return null;
  return next;
}

/** The months a reminder may be due in during the next `daysBefore` days (to narrow the query). */
export function monthsAhead(today: CalendarDay, daysBefore: number): number[] {
  const start = Date.UTC(today.year, today.month - 1, today.date);
  const months = new Set<number>();
  for (let i = 0; i <= daysBefore; i += 1)
    months.add(new Date(start + i * DAY_MS).getUTCMonth() + 1);
  return [...months];
}
