import * as v from 'valibot';
import { MEMORIAL_MESSAGES as M, MEMORIAL_DIVISIONS } from './memorials.messages';

/** How many memorial days a member may keep (`x-limit`). */
export const MEMORIAL_LIMIT = 10;

const DIVISION_VALUES = MEMORIAL_DIVISIONS.map((d) => d.value);

/** Days of each month; February counts 29 so a leap-day birthday can be kept. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether `date` exists in `month` in some year (Feb 29 allowed).
 * @example isMemorialDate(2, 29) // true
 */
export function isMemorialDate(month: number, date: number): boolean {
  return Number.isInteger(date) && date >= 1 && date <= (DAYS_IN_MONTH[month - 1] ?? 0);
}

const text = (label: string, max: number) =>
  v.pipe(
    v.string(M.required(label)),
    v.trim(),
    v.nonEmpty(M.required(label)),
    v.maxLength(max, M.maxLength(label, max)),
  );

/** A whole number picked from a list or typed with full-width digits. */
const wholeNumber = (label: string, min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.string()], M.choose(label)),
    v.transform((x) =>
      typeof x === 'number'
        ? x
        : Number(
            x.trim().replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)),
          ),
    ),
    v.check((n) => Number.isInteger(n) && n >= min && n <= max, M.choose(label)),
  );

/** `POST/PUT /v1/me/user-memorials`: one memorial day. */
export const MemorialBodySchema = v.pipe(
  v.object({
    target_user_name: text(M.targetUserName, 50),
    division_ct: v.picklist(DIVISION_VALUES, M.choose(M.division)),
    name: text(M.name, 30),
    month: wholeNumber(M.month, 1, 12),
    date: wholeNumber(M.date, 1, 31),
    call: v.optional(v.boolean(), true),
  }),
  v.forward(
    v.check((b) => isMemorialDate(b.month, b.date), M.invalidDate),
    ['date'],
  ),
);
export type MemorialBody = v.InferOutput<typeof MemorialBodySchema>;
/** What the memorial form holds before it is checked. */
export type MemorialInput = v.InferInput<typeof MemorialBodySchema>;

/** One memorial day (spec §3 "Memorial day"). */
export const MemorialSchema = v.object({
  id: v.number(),
  user_id: v.number(),
  target_user_name: v.string(),
  division_ct: v.number(),
  name: v.string(),
  month: v.number(),
  date: v.number(),
  call: v.boolean(),
});
export type Memorial = v.InferOutput<typeof MemorialSchema>;
