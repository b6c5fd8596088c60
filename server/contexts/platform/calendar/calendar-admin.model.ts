import type { ShopCalendarDay, ShopRule } from '../../../../contract/checkout/shop-calendar.schema';
import {
  addDays,
  type CalendarRule,
  closedReason,
  nationalHoliday,
  ruleCloses,
  ruleReason,
  type ShopCalendar,
  type ShopDayKind,
  weekdayOf,
} from './calendar.model';

/** A rule as the owners' calls answer it. */
export function toShopRule(rule: CalendarRule): ShopRule {
  return rule.kind === 'weekly'
    ? {
        id: rule.id,
        kind: 'weekly',
        weekday: rule.weekday,
        from: null,
        to: null,
        label: rule.label,
      }
    : {
        id: rule.id,
        kind: 'yearly',
        weekday: null,
        from: rule.from,
        to: rule.to,
        label: rule.label,
      };
}

/** One day as the owners' month view shows it: holiday, rule, hand mark and the outcome. */
export function calendarDay(cal: ShopCalendar, date: string): ShopCalendarDay {
  const reason = closedReason(date, cal);
  return {
    date,
    weekday: weekdayOf(date),
    holiday: nationalHoliday(date),
    rule: cal.rules.find((r) => ruleCloses(r, date))?.label ?? null,
    marked: cal.days.get(date) ?? null,
    closed: reason !== null,
    reason,
  };
}

/** Every day of a year. */
export function yearDays(cal: ShopCalendar, year: number): ShopCalendarDay[] {
  const days: ShopCalendarDay[] = [];
  for (let d = `${year}-01-01`; d <= `${year}-12-31`; d = addDays(d, 1)) {
    days.push(calendarDay(cal, d));
  }
  return days;
}

/**
 * The hand mark a date needs to be closed or open: none when the rules and holidays already say
 * so (the date then follows later rule changes), else `closed` or `shipping`.
 */
export function markFor(
  cal: ShopCalendar,
  date: string,
  status: 'closed' | 'open',
): ShopDayKind | null {
  const closedByRules = ruleReason(cal, date) !== null;
  if (status === 'closed') return closedByRules ? null : 'closed';
  return closedByRules ? 'shipping' : null;
}
