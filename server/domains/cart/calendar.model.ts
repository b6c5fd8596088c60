import type { Leadtime } from '../../../src/lib/checkout/checkout.schema';
import {
  DATE_SELECTABLE_DELIVERIES,
  DELIVERY_NAMES,
  TIME_SLOTS,
} from '../../../src/lib/checkout/checkout-constants';
import { PREFECTURES } from '../../../src/lib/shared/prefectures';
import { NATIONAL_HOLIDAYS, SHOP_CLOSED } from './calendar.messages';

/** Japan's national holidays (name by date) and the shop's own closing days. */
export { NATIONAL_HOLIDAYS, SHOP_CLOSED };

/** Orders placed before this time (JST) on a business day ship that day. */
export const CUTOFF_TIME = '12:00';
/** Days from shipping to the earliest delivery, and the extra day for remote prefectures. */
export const TRANSIT_DAYS = 2;
/** Hokkaido and Okinawa, the first and last prefectures in JIS order. */
const REMOTE = new Set<string>([PREFECTURES[0], PREFECTURES[46]]);
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
