import { describe, expect, it } from 'vitest';
import { SOCIAL_GIFT_MESSAGES as M } from '../../../../contract/social-gift/social-gift.messages';
import { calendar, closedReason, STANDARD_CALENDAR } from '../../platform/calendar/index';
import {
  deliveryRefusal,
  type GiftRow,
  giftLeadtime,
  giftShipmentGoods,
} from './social-gift.model';

// Friday 2026-11-20, 10:00 JST (before the 12:00 cut-off): the parcel leaves that day.
const NOW = new Date('2026-11-20T01:00:00Z');
const gift = (expiresAt: string) => ({ expiresAt: new Date(expiresAt) }) as GiftRow;
const in14Days = gift('2026-12-04T01:00:00Z');

describe('the recipient’s delivery dates follow the shop’s business calendar', () => {
  it('starts after the lead time of the recipient’s prefecture and ends on the expiry day', () => {
    expect(giftLeadtime(in14Days, '東京都', STANDARD_CALENDAR, NOW)).toMatchObject({
      earliest_date: '2026-11-22',
      latest_date: '2026-12-04',
    });
    // Hokkaido takes a day more.
    expect(giftLeadtime(in14Days, '北海道', STANDARD_CALENDAR, NOW).earliest_date).toBe(
      '2026-11-23',
    );
  });

  it('marks exactly the calendar’s closed days (weekends, national holidays) unavailable', () => {
    const lead = giftLeadtime(in14Days, '北海道', STANDARD_CALENDAR, NOW);
    const closed = calendar(lead.earliest_date, lead.latest_date)
      .filter((d) => d.is_holiday)
      .map((d) => d.date);
    expect(lead.unavailable_dates).toEqual(closed);
    expect(lead.unavailable_dates).toEqual(
      expect.arrayContaining(['2026-11-23', '2026-11-28', '2026-11-29']),
    );
    expect(closedReason('2026-11-23')).toBe('勤労感謝の日');
  });

  it('refuses, in Japanese, a date before the lead time, a holiday, a weekend and one past the expiry', () => {
    const lead = giftLeadtime(in14Days, '北海道', STANDARD_CALENDAR, NOW);
    expect(deliveryRefusal(lead, '2026-11-22', null)).toEqual({
      field: 'delivery_at',
      message: M.dateTooEarly('2026-11-23'),
    });
    expect(deliveryRefusal(lead, '2026-11-23', null)?.message).toBe(M.dateHoliday);
    expect(deliveryRefusal(lead, '2026-11-28', null)?.message).toBe(M.dateHoliday);
    expect(deliveryRefusal(lead, '2026-12-05', null)?.message).toBe(M.dateTooLate('2026-12-04'));
    expect(deliveryRefusal(lead, '2026-11-24', 'xx')?.message).toBe(M.timeUnknown);
    expect(deliveryRefusal(lead, '2026-11-24', 'am')).toBeNull();
    expect(M.dateHoliday).toMatch(/休業日/);
  });

  it('gives a recipient accepting close to the expiry a week from the earliest date, skipping the year-end closing', () => {
    const lead = giftLeadtime(
      gift('2026-12-26T01:00:00Z'),
      '東京都',
      STANDARD_CALENDAR,
      new Date('2026-12-24T01:00:00Z'),
    );
    expect(lead.earliest_date).toBe('2026-12-26');
    expect(lead.latest_date).toBe('2027-01-02');
    expect(lead.unavailable_dates).toEqual(
      expect.arrayContaining(['2026-12-29', '2026-12-31', '2027-01-01', '2027-01-02']),
    );
    expect(deliveryRefusal(lead, '2026-12-30', null)?.message).toBe(M.dateHoliday);
  });
});

describe('giftShipmentGoods', () => {
  const lines = [
    { variantId: 1, quantity: 1, name: 'タオル' },
    { variantId: 2, quantity: 2, name: '煎餅' },
  ];
  it('keeps the gift shipment’s goods and quantities only', () => {
    const shippings = [
      {
        key: '1',
        lines: [
          { variantId: 1, quantity: 1 },
          { variantId: 2, quantity: 1 },
        ],
      },
      { key: '2', lines: [{ variantId: 2, quantity: 1 }] },
    ];
    expect(giftShipmentGoods(lines, shippings, '2')).toEqual([
      { variantId: 2, quantity: 1, name: '煎餅' },
    ]);
  });
  it('shows every line of an order stored without per-shipment lines', () => {
    expect(giftShipmentGoods(lines, [{ key: '1' }], '1')).toEqual(lines);
  });
});
