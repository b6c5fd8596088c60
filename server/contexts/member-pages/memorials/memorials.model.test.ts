import { describe, expect, it } from 'vitest';
import { japanDay, monthsAhead, nextOccurrence, reminderDue } from './memorials.model';

const today = { year: 2026, month: 12, date: 29 };

describe('memorial dates', () => {
  it('reads the day in Japan, not in UTC', () => {
    expect(japanDay(new Date('2026-12-31T15:30:00Z'))).toEqual({ year: 2027, month: 1, date: 1 });
  });

  it('finds the next occurrence across the new year', () => {
    expect(nextOccurrence({ month: 1, date: 3 }, today)).toEqual({
      day: { year: 2027, month: 1, date: 3 },
      daysAway: 5,
    });
    expect(nextOccurrence({ month: 12, date: 29 }, today).daysAway).toBe(0);
  });

  it('keeps Feb 29 on Feb 28 outside leap years', () => {
    const feb = { year: 2027, month: 2, date: 20 };
    expect(nextOccurrence({ month: 2, date: 29 }, feb).day).toEqual({
      year: 2027,
      month: 2,
      date: 28,
    });
    const leap = { year: 2028, month: 2, date: 20 };
    expect(nextOccurrence({ month: 2, date: 29 }, leap).day.date).toBe(29);
  });

  it('is due within the window, once per occurrence year, only with the reminder on', () => {
    const m = { month: 1, date: 3, call: true, lastRemindedYear: null };
    expect(reminderDue(m, today, 7)?.day.year).toBe(2027);
    expect(reminderDue(m, today, 4)).toBeNull();
    expect(reminderDue({ ...m, lastRemindedYear: 2026 }, today, 7)).not.toBeNull();
    expect(reminderDue({ ...m, lastRemindedYear: 2027 }, today, 7)).toBeNull();
    expect(reminderDue({ ...m, call: false }, today, 7)).toBeNull();
  });

  it('lists the months the window touches', () => {
    expect(monthsAhead(today, 7).sort((a, b) => a - b)).toEqual([1, 12]);
    expect(monthsAhead({ year: 2026, month: 5, date: 1 }, 7)).toEqual([5]);
  });
});
