import type { ShopCalendarDay, ShopRule } from '../../../contract/checkout/shop-calendar.schema';
import type { FieldErrors } from '../shared/http.model';
import { CALENDAR_MESSAGES as M } from './calendar.messages';

/** One day of the owners' calendar, as the server answers it. */
export type CalendarDay = ShopCalendarDay;
/** A repeating closing rule. */
export type CalendarRule = ShopRule;
/** The add-rule form as typed. */
export type RuleDraft = {
  kind: 'weekly' | 'yearly';
  weekday: string;
  from: string;
  to: string;
  label: string;
};

/** A month as weeks of seven cells, Sunday first; cells outside the month are null. */
export function monthWeeks(days: CalendarDay[], month: number): (CalendarDay | null)[][] {
  const prefix = `-${String(month).padStart(2, '0')}-`;
  const inMonth = days.filter((d) => d.date.slice(4, 8) === prefix);
  const first = inMonth[0];
  if (!first) return [];
  const cells: (CalendarDay | null)[] = [...Array(first.weekday).fill(null), ...inMonth];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** What a click on the day asks for: open a closed day, close an open one. */
export function toggledStatus(day: CalendarDay): 'open' | 'closed' {
  return day.closed ? 'open' : 'closed';
}

/** The day's state in words: 休業日 with its reason, or 出荷日. */
export function dayState(day: CalendarDay): string {
  if (!day.closed)
    return day.marked === 'shipping' ? `${M.shipping}（${M.markedShipping}）` : M.shipping;
  return day.reason && day.reason !== M.closed ? `${M.closed}（${day.reason}）` : M.closed;
}

/** The day button's accessible name: date, weekday, state and what a press does. */
export function dayLabel(day: CalendarDay): string {
  const [, m, d] = day.date.split('-');
  const date = `${Number(m)}月${Number(d)}日`;
  const next = toggledStatus(day) === 'open' ? M.shipping : M.closed;
  return `${M.dayLabel(date, M.weekdays[day.weekday] ?? '', dayState(day))}。${M.toggleHint(next)}`;
}

/** A rule in words: 毎週 日曜日, 毎年 12-29〜01-03. */
export function ruleText(rule: CalendarRule): string {
  return rule.kind === 'weekly'
    ? M.weekly(M.weekdayNames[rule.weekday ?? 0] ?? '')
    : M.yearly(rule.from ?? '', rule.to ?? '');
}

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Field errors of a rule draft before it is sent (the server checks again). */
export function checkRule(draft: RuleDraft): FieldErrors {
  const errors: FieldErrors = {};
  const label = draft.label.trim();
  if (!label || label.length > 30) errors.label = [M.nameRequired];
  if (draft.kind === 'yearly') {
    if (!MONTH_DAY.test(draft.from)) errors.from = [M.monthDayInvalid];
    if (!MONTH_DAY.test(draft.to)) errors.to = [M.monthDayInvalid];
  }
  return errors;
}

/** The body of the add-rule call. */
export function ruleBody(draft: RuleDraft) {
  const label = draft.label.trim();
  return draft.kind === 'weekly'
    ? { kind: 'weekly' as const, weekday: Number(draft.weekday), label }
    : { kind: 'yearly' as const, from: draft.from, to: draft.to, label };
}

/** The month after (or before, with -1) a year and month. */
export function shiftMonth(
  year: number,
  month: number,
  by: 1 | -1,
): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
