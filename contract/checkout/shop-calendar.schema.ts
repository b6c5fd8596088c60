import * as v from 'valibot';
import { SHOP_CALENDAR_MESSAGES as M } from './shop-calendar.messages';

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether MM-DD names a day some year has (02-29 included). */
export function isMonthDay(md: string): boolean {
  const m = /^(\d{2})-(\d{2})$/.exec(md);
  if (!m) return false;
  const month = Number(m[1]);
  const day = Number(m[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** Whether YYYY-MM-DD is a real date. */
export function isIsoDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  return new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
}

/** Query of `GET /v1/admin/calendar`: the year to show (this year when absent). */
export const ShopCalendarQuerySchema = v.object({
  year: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{4}$/, M.year),
      v.transform(Number),
      v.minValue(2000, M.year),
      v.maxValue(2100, M.year),
    ),
  ),
});

/** Body of `PUT /v1/admin/calendar/days/{date}`: close the day or open it for shipping. */
export const ShopDaySetSchema = v.strictObject({
  status: v.picklist(['closed', 'open'], M.status),
});
/** What a day is set to. */
export type ShopDaySet = v.InferOutput<typeof ShopDaySetSchema>;

const label = v.pipe(
  v.string(M.label),
  v.trim(),
  v.minLength(1, M.label),
  v.maxLength(30, M.label),
);
const monthDay = v.pipe(v.string(M.monthDay), v.check(isMonthDay, M.monthDay));

/** Body of `POST /v1/admin/calendar/rules`: every week on a weekday, or a span of days every year. */
export const ShopRuleCreateSchema = v.variant(
  'kind',
  [
    v.strictObject({
      kind: v.literal('weekly'),
      weekday: v.pipe(
        v.number(M.weekday),
        v.integer(M.weekday),
        v.minValue(0, M.weekday),
        v.maxValue(6, M.weekday),
      ),
      label,
    }),
    v.strictObject({ kind: v.literal('yearly'), from: monthDay, to: monthDay, label }),
  ],
  M.kind,
);
/** A new repeating rule. */
export type ShopRuleCreate = v.InferOutput<typeof ShopRuleCreateSchema>;

/** A repeating closing rule as the owners' calls answer it. */
export const ShopRuleSchema = v.object({
  id: v.number(),
  kind: v.picklist(['weekly', 'yearly']),
  weekday: v.nullable(v.number()),
  from: v.nullable(v.string()),
  to: v.nullable(v.string()),
  label: v.string(),
});
/** A repeating closing rule. */
export type ShopRule = v.InferOutput<typeof ShopRuleSchema>;

/** One day of the owners' calendar: the holiday, the rule, the hand mark and the outcome. */
export const ShopCalendarDaySchema = v.object({
  date: v.string(),
  weekday: v.number(),
  holiday: v.nullable(v.string()),
  rule: v.nullable(v.string()),
  marked: v.nullable(v.picklist(['closed', 'shipping'])),
  closed: v.boolean(),
  reason: v.nullable(v.string()),
});
/** One day of the owners' calendar. */
export type ShopCalendarDay = v.InferOutput<typeof ShopCalendarDaySchema>;

/** `GET /v1/admin/calendar`: a year's days and the repeating rules. */
export const ShopCalendarYearSchema = v.object({
  year: v.number(),
  days: v.array(ShopCalendarDaySchema),
  rules: v.array(ShopRuleSchema),
});
/** A year of the shop calendar. */
export type ShopCalendarYear = v.InferOutput<typeof ShopCalendarYearSchema>;
