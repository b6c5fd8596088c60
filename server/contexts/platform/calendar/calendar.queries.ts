import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { shopCalendarRules, shopDays } from '../../../db/schema/index';
import {
  type CalendarRule,
  leadtimeSpan,
  type ShopCalendar,
  type ShopDayKind,
} from './calendar.model';

type RuleRow = typeof shopCalendarRules.$inferSelect;

/** A stored rule as the date rules read it. */
export function toCalendarRule(row: RuleRow): CalendarRule {
  return row.kind === 'weekly'
    ? { id: row.id, kind: 'weekly', weekday: row.weekday ?? 0, label: row.label }
    : { id: row.id, kind: 'yearly', from: row.fromMd ?? '', to: row.toMd ?? '', label: row.label };
}

/** Every repeating rule, in the order they were added. */
export async function listRules(db: Db | Tx): Promise<CalendarRule[]> {
  const rows = await db
    .select()
    .from(shopCalendarRules)
    .orderBy(asc(shopCalendarRules.position), asc(shopCalendarRules.id));
  return rows.map(toCalendarRule);
}

/** The shop calendar with the days marked by hand from `from` to `to` (read at request time). */
export async function loadShopCalendar(
  db: Db | Tx,
  from: string,
  to: string,
): Promise<ShopCalendar> {
  const [rules, days] = await Promise.all([
    listRules(db),
    db
      .select({ date: shopDays.date, kind: shopDays.kind })
      .from(shopDays)
      .where(and(gte(shopDays.date, from), lte(shopDays.date, to))),
  ]);
  return { rules, days: new Map(days.map((d) => [d.date, d.kind as ShopDayKind])) };
}

/** The hand mark of one date, locked for the caller's change. */
export async function markedDayForUpdate(tx: Tx, date: string): Promise<ShopDayKind | null> {
  const [row] = await tx.select().from(shopDays).where(eq(shopDays.date, date)).for('update');
  return row?.kind ?? null;
}

/** Marks a date closed or open for shipping (replacing its mark). */
export async function upsertDay(tx: Tx, date: string, kind: ShopDayKind): Promise<void> {
  await tx
    .insert(shopDays)
    .values({ date, kind })
    .onConflictDoUpdate({ target: shopDays.date, set: { kind, updatedAt: new Date() } });
}

/** Removes a date's mark: the rules and holidays decide it again. */
export async function deleteDay(tx: Tx, date: string): Promise<void> {
  await tx.delete(shopDays).where(eq(shopDays.date, date));
}

/** Adds a rule at the end of the list. */
export async function insertRule(
  tx: Tx,
  rule: {
    kind: 'weekly' | 'yearly';
    weekday: number | null;
    fromMd: string | null;
    toMd: string | null;
    label: string;
  },
): Promise<CalendarRule> {
  const [row] = await tx
    .insert(shopCalendarRules)
    .values({
      ...rule,
      position: sql`(select coalesce(max(position), 0) + 1 from shop_calendar_rules)`,
    })
    .returning();
  if (!row) throw new Error('rule not inserted');
  return toCalendarRule(row);
}

/** Deletes a rule; the deleted rule, or null when there was none. */
export async function deleteRule(tx: Tx, id: number): Promise<CalendarRule | null> {
  const [row] = await tx.delete(shopCalendarRules).where(eq(shopCalendarRules.id, id)).returning();
  return row ? toCalendarRule(row) : null;
}

/** The shop calendar as stored, with every marked day the lead time at `now` can reach. */
export function shopCalendarAt(db: Db | Tx, now: Date): Promise<ShopCalendar> {
  const { from, to } = leadtimeSpan(now);
  return loadShopCalendar(db, from, to);
}
