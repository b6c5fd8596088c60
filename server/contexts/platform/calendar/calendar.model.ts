import holidayJp from '@holiday-jp/holiday_jp';
import type { Leadtime } from '../../../../contract/checkout/checkout.schema';
import {
  DATE_SELECTABLE_DELIVERIES,
  DELIVERY_NAMES,
  TIME_SLOTS,
} from '../../../../contract/checkout/checkout-constants';
import { PREFECTURES } from '../../../../contract/shared/prefectures';
import { CALENDAR_MESSAGES as M } from './calendar.messages';

/** Orders placed before this time (JST) on a business day ship that day. */
export const CUTOFF_TIME = '12:00';
/** Days from shipping to the earliest delivery, and the extra day for remote prefectures. */
export const TRANSIT_DAYS = 2;
/** Hokkaido and Okinawa, the first and last prefectures in JIS order. */
const REMOTE = new Set<string>([PREFECTURES[0], PREFECTURES[46]]);
/** How far ahead a delivery date may be chosen. */
export const DELIVERY_WINDOW_DAYS = 30;

/** A date the shop marked by hand: closed (休業日) or open for shipping (出荷日) whatever the rules say. */
export type ShopDayKind = 'closed' | 'shipping';

/** A repeating closing rule: a weekday every week, or a span of days every year (MM-DD, may wrap). */
export type CalendarRule =
  | { id: number; kind: 'weekly'; weekday: number; label: string }
  | { id: number; kind: 'yearly'; from: string; to: string; label: string };

/** The shop's calendar as the date rules need it: the repeating rules and the marked days. */
export type ShopCalendar = { rules: CalendarRule[]; days: ReadonlyMap<string, ShopDayKind> };

/** The rules a new database starts with (migration 0029): weekends and 12/29–1/3 closed. */
export const STANDARD_CALENDAR: ShopCalendar = {
  rules: [
    { id: 1, kind: 'weekly', weekday: 0, label: M.sundays },
    { id: 2, kind: 'weekly', weekday: 6, label: M.saturdays },
    { id: 3, kind: 'yearly', from: '12-29', to: '01-03', label: M.yearEnd },
  ],
  days: new Map(),
};

const DAY_MS = 86_400_000;
const JST_MS = 9 * 3_600_000;
const HOLIDAYS = holidayJp.holidays as Readonly<Record<string, { name: string } | undefined>>;

/** The JST calendar date of an instant, as YYYY-MM-DD. */
export function jstDate(at: Date): string {
  return new Date(at.getTime() + JST_MS).toISOString().slice(0, 10);
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of a YYYY-MM-DD date, 0 = Sunday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Japan's national holiday on a date (from @holiday-jp/holiday_jp, 内閣府 data to 2050), or null. */
export function nationalHoliday(date: string): string | null {
  return HOLIDAYS[date]?.name ?? null;
}

/** Whether a repeating rule closes the shop on a date. */
export function ruleCloses(rule: CalendarRule, date: string): boolean {
  if (rule.kind === 'weekly') return weekdayOf(date) === rule.weekday;
  const md = date.slice(5);
  return rule.from <= rule.to ? md >= rule.from && md <= rule.to : md >= rule.from || md <= rule.to;
}

/** Why the rules and holidays close the shop on a date (ignoring days marked by hand), or null. */
export function ruleReason(cal: ShopCalendar, date: string): string | null {
  return nationalHoliday(date) ?? cal.rules.find((r) => ruleCloses(r, date))?.label ?? null;
}

/** Why the shop is closed on a date, or null on a business day (a marked day wins over the rules). */
export function closedReason(date: string, cal: ShopCalendar = STANDARD_CALENDAR): string | null {
  const marked = cal.days.get(date);
  if (marked === 'shipping') return null;
  if (marked === 'closed') return ruleReason(cal, date) ?? M.closedDay;
  return ruleReason(cal, date);
}

/** The business calendar from `start` to `end` inclusive. */
export function calendar(start: string, end: string, cal: ShopCalendar = STANDARD_CALENDAR) {
  const days: { date: string; is_holiday: boolean; name: string | null }[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) {
    const name = closedReason(d, cal);
    days.push({ date: d, is_holiday: name !== null, name });
  }
  return days;
}

/** The day an order placed at `now` leaves the warehouse: today before the cut-off, else the next business day. */
export function shippingDay(now: Date, cal: ShopCalendar = STANDARD_CALENDAR): string {
  const today = jstDate(now);
  const jstClock = new Date(now.getTime() + JST_MS).toISOString().slice(11, 16);
  let day = closedReason(today, cal) === null && jstClock < CUTOFF_TIME ? today : addDays(today, 1);
  // A shop closed for good has no shipping day: stop a year ahead rather than loop for ever.
  const limit = addDays(today, 366);
  while (closedReason(day, cal) !== null && day < limit) day = addDays(day, 1);
  return day;
}

/** The earliest delivery date for an order placed at `now` to `prefecture`. */
export function earliestDelivery(
  now: Date,
  prefecture?: string | null,
  cal: ShopCalendar = STANDARD_CALENDAR,
): string {
  const extra = prefecture && REMOTE.has(prefecture) ? 1 : 0;
  return addDays(shippingDay(now, cal), TRANSIT_DAYS + extra);
}

/** The dates a shop calendar must hold marked days for, to answer the lead time at `now`. */
export function leadtimeSpan(now: Date): { from: string; to: string } {
  const today = jstDate(now);
  return { from: today, to: addDays(today, 366 + DELIVERY_WINDOW_DAYS + TRANSIT_DAYS + 1) };
}

/** The delivery choices of a cart: deliveries, the date window and slots, from the lead time and calendar. */
export function leadtimeFor(
  prefecture: string | null,
  now = new Date(),
  cal: ShopCalendar = STANDARD_CALENDAR,
): Leadtime {
  const earliest = earliestDelivery(now, prefecture, cal);
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
    unavailable_dates: calendar(earliest, latest, cal)
      .filter((d) => d.is_holiday)
      .map((d) => d.date),
    time_slots: TIME_SLOTS.map((s) => ({ ...s })),
    cutoff_time: CUTOFF_TIME,
  };
}
