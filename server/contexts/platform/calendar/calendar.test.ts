import { describe, expect, it } from 'vitest';
import {
  type CalendarRule,
  calendar,
  closedReason,
  earliestDelivery,
  jstDate,
  leadtimeFor,
  nationalHoliday,
  type ShopCalendar,
  STANDARD_CALENDAR,
  shippingDay,
} from './calendar.model';
import { markFor, yearDays } from './calendar-admin.model';

const SUNDAYS: CalendarRule = { id: 1, kind: 'weekly', weekday: 0, label: '定休日' };
const withDays = (
  rules: CalendarRule[],
  days: [string, 'closed' | 'shipping'][],
): ShopCalendar => ({
  rules,
  days: new Map(days),
});

describe('business calendar', () => {
  it('closes on weekends, national holidays and the year end', () => {
    expect(closedReason('2026-11-23')).toBe('勤労感謝の日');
    expect(closedReason('2026-11-22')).toBe('定休日'); // Sunday
    expect(closedReason('2026-12-30')).toBe('年末年始休業');
    expect(closedReason('2026-11-24')).toBeNull();
    expect(calendar('2026-11-20', '2026-11-24').map((d) => d.is_holiday)).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it('ships today before the noon cut-off on a business day, else on the next business day', () => {
    // 2026-11-20 (Fri) 11:59 JST = 02:59Z
    expect(shippingDay(new Date('2026-11-20T02:59:00Z'))).toBe('2026-11-20');
    // 12:00 JST Friday: next business day skips the weekend and the Monday holiday.
    expect(shippingDay(new Date('2026-11-20T03:00:00Z'))).toBe('2026-11-24');
    expect(jstDate(new Date('2026-11-20T15:30:00Z'))).toBe('2026-11-21');
  });

  it('adds transit days, one more for remote prefectures', () => {
    const friMorning = new Date('2026-11-20T01:00:00Z');
    expect(earliestDelivery(friMorning, '東京都')).toBe('2026-11-22');
    expect(earliestDelivery(friMorning, '沖縄県')).toBe('2026-11-23');
  });
});

describe('national holidays come from @holiday-jp/holiday_jp, past the old hand list', () => {
  it('knows 2028 and later', () => {
    expect(nationalHoliday('2028-01-01')).toBe('元日');
    expect(nationalHoliday('2028-01-10')).toBe('成人の日');
    expect(nationalHoliday('2030-11-04')).toMatch(/振替休日/);
    expect(nationalHoliday('2028-01-04')).toBeNull();
  });

  it('closes the shop on 2028-01-01 even with no rule at all', () => {
    expect(closedReason('2028-01-01', withDays([], []))).toBe('元日');
  });
});

describe('the shop’s marked days and repeating rules', () => {
  it('closes a marked day, and opens a rule-closed day marked for shipping', () => {
    const cal = withDays(
      [SUNDAYS],
      [
        ['2028-01-03', 'closed'],
        ['2028-01-09', 'shipping'],
      ],
    );
    expect(closedReason('2028-01-03', cal)).toBe('休業日');
    expect(closedReason('2028-01-04', cal)).toBeNull();
    expect(closedReason('2028-01-02', cal)).toBe('定休日'); // Sunday
    expect(closedReason('2028-01-09', cal)).toBeNull(); // Sunday, marked 出荷日
  });

  it('wraps a yearly span over the new year', () => {
    const yearEnd: CalendarRule = {
      id: 2,
      kind: 'yearly',
      from: '12-29',
      to: '01-03',
      label: '年末年始休業',
    };
    const cal = withDays([yearEnd], []);
    expect(closedReason('2027-12-28', cal)).toBeNull();
    expect(closedReason('2027-12-29', cal)).toBe('年末年始休業');
    expect(closedReason('2028-01-03', cal)).toBe('年末年始休業');
    expect(closedReason('2028-01-04', cal)).toBeNull();
  });

  it('no longer offers a closed 2028-01-03 at checkout (shop hand-over dates)', () => {
    const now = new Date('2027-12-27T01:00:00Z'); // Monday 10:00 JST
    const open = leadtimeFor('東京都', now, withDays([SUNDAYS], []));
    expect(open.earliest_date <= '2028-01-03').toBe(true);
    expect(open.unavailable_dates).not.toContain('2028-01-03');
    expect(open.unavailable_dates).toContain('2028-01-01');
    const closed = leadtimeFor('東京都', now, withDays([SUNDAYS], [['2028-01-03', 'closed']]));
    expect(closed.unavailable_dates).toContain('2028-01-03');
  });

  it('moves the shipping day past days the shop closes', () => {
    const now = new Date('2028-01-03T01:00:00Z'); // Monday 10:00 JST
    expect(shippingDay(now, withDays([SUNDAYS], []))).toBe('2028-01-03');
    expect(shippingDay(now, withDays([SUNDAYS], [['2028-01-03', 'closed']]))).toBe('2028-01-04');
  });

  it('marks a day only where it differs from the rules and holidays', () => {
    const cal = withDays([SUNDAYS], []);
    expect(markFor(cal, '2028-01-03', 'closed')).toBe('closed');
    expect(markFor(cal, '2028-01-03', 'open')).toBeNull();
    expect(markFor(cal, '2028-01-02', 'open')).toBe('shipping');
    expect(markFor(cal, '2028-01-02', 'closed')).toBeNull();
    expect(markFor(cal, '2028-01-01', 'open')).toBe('shipping'); // 元日 on a Saturday
  });

  it('lays out a whole year with the holiday, the rule and the mark of each day', () => {
    const days = yearDays(withDays([SUNDAYS], [['2028-01-03', 'closed']]), 2028);
    expect(days).toHaveLength(366);
    expect(days[0]).toMatchObject({
      date: '2028-01-01',
      weekday: 6,
      holiday: '元日',
      closed: true,
    });
    expect(days[2]).toMatchObject({ marked: 'closed', closed: true, reason: '休業日' });
    expect(days[1]).toMatchObject({ rule: '定休日', closed: true });
  });

  it('stops looking for a shipping day a year ahead when every day is closed', () => {
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map(
      (weekday): CalendarRule => ({ id: weekday, kind: 'weekly', weekday, label: '休業' }),
    );
    const now = new Date('2028-01-03T01:00:00Z');
    expect(shippingDay(now, withDays(everyDay, []))).toBe('2029-01-03');
  });

  it('keeps the standard calendar the migration starts with', () => {
    expect(STANDARD_CALENDAR.rules.map((r) => r.kind)).toEqual(['weekly', 'weekly', 'yearly']);
  });
});
