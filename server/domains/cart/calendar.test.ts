import { describe, expect, it } from 'vitest';
import { calendar, closedReason, earliestDelivery, jstDate, shippingDay } from './calendar.model';

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
