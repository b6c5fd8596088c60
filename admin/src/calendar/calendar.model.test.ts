import { describe, expect, it } from 'vitest';
import {
  type CalendarDay,
  checkRule,
  dayLabel,
  monthWeeks,
  ruleBody,
  ruleText,
  shiftMonth,
  toggledStatus,
} from './calendar.model';

const day = (date: string, weekday: number, over: Partial<CalendarDay> = {}): CalendarDay => ({
  date,
  weekday,
  holiday: null,
  rule: null,
  marked: null,
  closed: false,
  reason: null,
  ...over,
});

describe('the month grid', () => {
  it('starts on Sunday with blanks before the 1st and pads the last week', () => {
    // January 2028 starts on a Saturday and has 31 days: six weeks.
    const days = Array.from({ length: 31 }, (_, i) =>
      day(`2028-01-${String(i + 1).padStart(2, '0')}`, (6 + i) % 7),
    );
    const weeks = monthWeeks([day('2027-12-31', 5), ...days, day('2028-02-01', 2)], 1);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]?.date).toBe('2028-01-01');
    expect(weeks[5]?.[1]?.date).toBe('2028-01-31');
    expect(weeks[5]?.[2]).toBeNull();
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });
});

describe('a day button', () => {
  it('opens a closed day and closes an open one', () => {
    expect(toggledStatus(day('2028-01-03', 1, { closed: true }))).toBe('open');
    expect(toggledStatus(day('2028-01-04', 2))).toBe('closed');
  });

  it('says the date, weekday, state and what a press does', () => {
    const newYear = day('2028-01-01', 6, { holiday: '元日', closed: true, reason: '元日' });
    expect(dayLabel(newYear)).toBe('1月1日（土）休業日（元日）。押すと出荷日にします');
    expect(dayLabel(day('2028-01-04', 2))).toBe('1月4日（火）出荷日。押すと休業日にします');
    const marked = day('2028-01-03', 1, { marked: 'closed', closed: true, reason: '休業日' });
    expect(dayLabel(marked)).toBe('1月3日（月）休業日。押すと出荷日にします');
  });
});

describe('rules', () => {
  it('reads a rule in words', () => {
    const base = { id: 1, from: null, to: null, weekday: null, label: '定休日' };
    expect(ruleText({ ...base, kind: 'weekly', weekday: 0 })).toBe('毎週 日曜日');
    expect(ruleText({ ...base, kind: 'yearly', from: '12-29', to: '01-03' })).toBe(
      '毎年 12-29〜01-03',
    );
  });

  it('checks a draft per field before sending it', () => {
    const draft = { kind: 'yearly' as const, weekday: '0', from: '13-01', to: '08-16', label: ' ' };
    expect(Object.keys(checkRule(draft)).sort()).toEqual(['from', 'label']);
    const ok = { ...draft, from: '08-13', label: ' 夏季休業 ' };
    expect(checkRule(ok)).toEqual({});
    expect(ruleBody(ok)).toEqual({ kind: 'yearly', from: '08-13', to: '08-16', label: '夏季休業' });
    expect(ruleBody({ ...ok, kind: 'weekly', weekday: '3' })).toEqual({
      kind: 'weekly',
      weekday: 3,
      label: '夏季休業',
    });
  });
});

describe('shiftMonth', () => {
  it('crosses years both ways', () => {
    expect(shiftMonth(2027, 12, 1)).toEqual({ year: 2028, month: 1 });
    expect(shiftMonth(2028, 1, -1)).toEqual({ year: 2027, month: 12 });
    expect(shiftMonth(2028, 5, 1)).toEqual({ year: 2028, month: 6 });
  });
});
