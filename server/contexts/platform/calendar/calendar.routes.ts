import { Hono } from 'hono';
import * as v from 'valibot';
import { SHOP_CALENDAR_MESSAGES as SM } from '../../../../contract/checkout/shop-calendar.messages';
import {
  isIsoDate,
  ShopCalendarDaySchema,
  ShopCalendarQuerySchema,
  ShopCalendarYearSchema,
  ShopDaySetSchema,
  ShopRuleCreateSchema,
  ShopRuleSchema,
} from '../../../../contract/checkout/shop-calendar.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import { recordIdParam } from '../../../http/record-id';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { addShopRule, removeShopRule, setShopDay } from './calendar.commands';
import { jstDate } from './calendar.model';
import { loadShopCalendar } from './calendar.queries';
import { toShopRule, yearDays } from './calendar-admin.model';

const tag = 'admin';
const NoContent = v.null();

/** A date from the path, or 422 naming the field. */
function dateParam(raw: string): string {
  if (!isIsoDate(raw)) throw new ApiException(422, ERROR_CODES.validation, { date: [SM.date] });
  return raw;
}

/**
 * The owners' shop calendar (owners and the admin token): a year of days with holidays, rules and
 * hand marks; closing a day or opening it for shipping; adding and removing repeating rules.
 * Checkout reads the same tables at request time, so a change is offered at once.
 */
export function shopCalendarRoutes(options: { token?: string }) {
  const owners = requireStaff({ allow: ['token'], adminToken: options.token });
  return new Hono<StaffEnv>()
    .get(
      '/admin/calendar',
      describeOperation({
        tag,
        summary:
          '営業日カレンダー（オーナー）: 1年分の日（祝日・休業ルール・休業日/出荷日の指定）と休業ルール',
        query: ShopCalendarQuerySchema,
        response: ShopCalendarYearSchema,
        errors: [401, 403, 422],
      }),
      owners,
      validate('query', ShopCalendarQuerySchema),
      async (c) => {
        const year = c.req.valid('query').year ?? Number(jstDate(new Date()).slice(0, 4));
        const cal = await loadShopCalendar(c.get('database').db, `${year}-01-01`, `${year}-12-31`);
        return c.json({ year, days: yearDays(cal, year), rules: cal.rules.map(toShopRule) });
      },
    )
    .put(
      '/admin/calendar/days/:date',
      describeOperation({
        tag,
        summary:
          '日の指定（オーナー）: status=closed で休業日、open で出荷日。ルールと祝日どおりなら指定を外す。未知のキーは 422',
        body: ShopDaySetSchema,
        response: ShopCalendarDaySchema,
        errors: [401, 403, 422],
      }),
      owners,
      validate('json', ShopDaySetSchema),
      async (c) => {
        const date = dateParam(c.req.param('date'));
        const { db } = c.get('database');
        return c.json(await setShopDay(db, c.get('actor'), date, c.req.valid('json')));
      },
    )
    .post(
      '/admin/calendar/rules',
      describeOperation({
        tag,
        summary:
          '休業ルールの追加（オーナー）: 毎週の曜日、または毎年の期間（MM-DD、年をまたいでよい）',
        body: ShopRuleCreateSchema,
        response: ShopRuleSchema,
        errors: [401, 403, 422],
      }),
      owners,
      validate('json', ShopRuleCreateSchema),
      async (c) => {
        const { db } = c.get('database');
        return c.json(await addShopRule(db, c.get('actor'), c.req.valid('json')), 201);
      },
    )
    .delete(
      '/admin/calendar/rules/:id',
      describeOperation({
        tag,
        summary: '休業ルールの削除（オーナー）',
        response: NoContent,
        errors: [401, 403, 404],
      }),
      owners,
      async (c) => {
        const id = recordIdParam(c.req.param('id'));
        await removeShopRule(c.get('database').db, c.get('actor'), id);
        return c.body(null, 204);
      },
    );
}
