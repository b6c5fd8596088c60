import type {
  ShopCalendarDay,
  ShopDaySet,
  ShopRule,
  ShopRuleCreate,
} from '../../../../contract/checkout/shop-calendar.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { recordAudit } from '../audit/index';
import { CALENDAR_MESSAGES as M } from './calendar.messages';
import {
  deleteDay,
  deleteRule,
  insertRule,
  listRules,
  markedDayForUpdate,
  upsertDay,
} from './calendar.queries';
import { calendarDay, markFor, toShopRule } from './calendar-admin.model';

/**
 * Closes a date or opens it for shipping. The mark is kept only where it differs from the rules
 * and holidays; the change and its audit row are one transaction.
 */
export async function setShopDay(
  db: Db,
  actor: Actor,
  date: string,
  body: ShopDaySet,
): Promise<ShopCalendarDay> {
  return db.transaction(async (tx) => {
    const before = await markedDayForUpdate(tx, date);
    const rules = await listRules(tx);
    const after = markFor({ rules, days: new Map() }, date, body.status);
    if (after === null) await deleteDay(tx, date);
    else await upsertDay(tx, date, after);
    if (before !== after) {
      await recordAudit(tx, actor, {
        action: 'calendar.day',
        recordType: 'shop_day',
        recordId: date,
        before: { marked: before },
        after: { marked: after, status: body.status },
      });
    }
    return calendarDay({ rules, days: new Map(after ? [[date, after]] : []) }, date);
  });
}

const sameRule = (a: ShopRule, b: ShopRuleCreate) =>
  a.kind === b.kind &&
  (b.kind === 'weekly' ? a.weekday === b.weekday : a.from === b.from && a.to === b.to);

/** Adds a repeating closing rule (422 when the same rule exists). */
export async function addShopRule(db: Db, actor: Actor, body: ShopRuleCreate): Promise<ShopRule> {
  return db.transaction(async (tx) => {
    const existing = (await listRules(tx)).map(toShopRule);
    if (existing.some((r) => sameRule(r, body))) {
      throw new ApiException(422, ERROR_CODES.validation, { kind: [M.ruleExists] });
    }
    const rule = toShopRule(
      await insertRule(tx, {
        kind: body.kind,
        weekday: body.kind === 'weekly' ? body.weekday : null,
        fromMd: body.kind === 'yearly' ? body.from : null,
        toMd: body.kind === 'yearly' ? body.to : null,
        label: body.label,
      }),
    );
    await recordAudit(tx, actor, {
      action: 'calendar.rule.create',
      recordType: 'shop_calendar_rule',
      recordId: rule.id,
      after: rule,
    });
    return rule;
  });
}

/** Removes a repeating rule (404 when there is none). */
export async function removeShopRule(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await deleteRule(tx, id);
    if (!removed) throw new ApiException(404, ERROR_CODES.notFound, undefined, M.ruleNotFound);
    await recordAudit(tx, actor, {
      action: 'calendar.rule.delete',
      recordType: 'shop_calendar_rule',
      recordId: id,
      before: toShopRule(removed),
    });
  });
}
