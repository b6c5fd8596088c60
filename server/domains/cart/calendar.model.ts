import type { Leadtime } from '../../../src/lib/checkout/checkout.schema';
import {
  DATE_SELECTABLE_DELIVERIES,
  DELIVERY_NAMES,
  TIME_SLOTS,
} from '../../../src/lib/checkout/checkout-constants';

/** Japan's national holidays (内閣府 公表) for the years the demo shop runs. */
export const NATIONAL_HOLIDAYS: Record<string, string> = {
  '2026-01-01': '元日',
  '2026-01-12': '成人の日',
  '2026-02-11': '建国記念の日',
  '2026-02-23': '天皇誕生日',
  '2026-03-20': '春分の日',
  '2026-04-29': '昭和の日',
  '2026-05-03': '憲法記念日',
  '2026-05-04': 'みどりの日',
  '2026-05-05': 'こどもの日',
  '2026-05-06': '振替休日',
  '2026-07-20': '海の日',
  '2026-08-11': '山の日',
  '2026-09-21': '敬老の日',
  '2026-09-22': '国民の休日',
  '2026-09-23': '秋分の日',
  '2026-10-12': 'スポーツの日',
  '2026-11-03': '文化の日',
  '2026-11-23': '勤労感謝の日',
  '2027-01-01': '元日',
  '2027-01-11': '成人の日',
  '2027-02-11': '建国記念の日',
  '2027-02-23': '天皇誕生日',
  '2027-03-21': '春分の日',
  '2027-03-22': '振替休日',
  '2027-04-29': '昭和の日',
  '2027-05-03': '憲法記念日',
  '2027-05-04': 'みどりの日',
  '2027-05-05': 'こどもの日',
  '2027-07-19': '海の日',
  '2027-08-11': '山の日',
  '2027-09-20': '敬老の日',
  '2027-09-23': '秋分の日',
  '2027-10-11': 'スポーツの日',
  '2027-11-03': '文化の日',
  '2027-11-23': '勤労感謝の日',
};

/** The shop's own closing days besides weekends and national holidays. */
export const SHOP_CLOSED = { yearEnd: '年末年始休業', weekend: '定休日' } as const;

/** Orders placed before this time (JST) on a business day ship that day. */
export const CUTOFF_TIME = '12:00';
/** Days from shipping to the earliest delivery, and the extra day for remote prefectures. */
export const TRANSIT_DAYS = 2;
const REMOTE = new Set(['北海道', '沖縄県']);
/** How far ahead a delivery date may be chosen. */
export const DELIVERY_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;
const JST_MS = 9 * 3_600_000;

/** The JST calendar date of an instant, as YYYY-MM-DD. */
export function jstDate(at: Date): string {
  return new Date(at.getTime() + JST_MS).toISOString().slice(0, 10);
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Why the shop is closed on a date, or null on a business day. */
export function closedReason(date: string): string | null {
  const holiday = NATIONAL_HOLIDAYS[date];
  if (holiday) return holiday;
  const md = date.slice(5);
  if (md >= '12-29' || md <= '01-03') return SHOP_CLOSED.yearEnd;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 ? SHOP_CLOSED.weekend : null;
}

/** The business calendar from `start` to `end` inclusive. */
export function calendar(start: string, end: string) {
  const days: { date: string; is_holiday: boolean; name: string | null }[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) {
    const name = closedReason(d);
    days.push({ date: d, is_holiday: name !== null, name });
  }
  return days;
}

/** The day an order placed at `now` leaves the warehouse: today before the cut-off, else the next business day. */
export function shippingDay(now: Date): string {
  const today = jstDate(now);
  const jstClock = new Date(now.getTime() + JST_MS).toISOString().slice(11, 16);
  let day = closedReason(today) === null && jstClock < CUTOFF_TIME ? today : addDays(today, 1);
  while (closedReason(day) !== null) day = addDays(day, 1);
  return day;
}

/** The earliest delivery date for an order placed at `now` to `prefecture`. */
export function earliestDelivery(now: Date, prefecture?: string | null): string {
  const extra = prefecture && REMOTE.has(prefecture) ? 1 : 0;
  return addDays(shippingDay(now), TRANSIT_DAYS + extra);
}

/** The delivery choices of a cart: deliveries, the date window and slots, from the lead time and calendar. */
export function leadtimeFor(prefecture: string | null, now = new Date()): Leadtime {
  const earliest = earliestDelivery(now, prefecture);
  const latest = addDays(earliest, DELIVERY_WINDOW_DAYS);
  return {
    deliveries: Object.entries(DELIVERY_NAMES).map(([id, name]) => ({
      id: Number(id),
      name,
      is_date_selectable: DATE_SELECTABLE_DELIVERIES.has(Number(id)),
    })),
    earliest_date: earliest,
    latest_date: latest,
    // Only the shop hand-over (type 1) depends on business days; carriers deliver every day.
    unavailable_dates: calendar(earliest, latest)
      .filter((d) => d.is_holiday)
      .map((d) => d.date),
    time_slots: TIME_SLOTS.map((s) => ({ ...s })),
    cutoff_time: CUTOFF_TIME,
  };
}
