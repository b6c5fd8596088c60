import { Hono } from 'hono';
import { CHECKOUT_MESSAGES as M } from '../../../../contract/checkout/checkout.messages';
import {
  BusinessDateSchema,
  CalendarQuerySchema,
  LeadtimeSchema,
} from '../../../../contract/checkout/checkout.schema';
import { optionalMember } from '../../../http/auth';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import {
  addDays,
  calendar,
  closedReason,
  jstDate,
  leadtimeFor,
  loadShopCalendar,
  shopCalendarAt,
} from '../../platform/api';
import { fieldError, findPackingOf, requireCart, shipmentsOf } from '../cart/index';

const MAX_CALENDAR_DAYS = 93;

/** Shipping routes: the lead time of a cart and the business calendar. */
export const shippingRoutes = new Hono<AppEnv>()
  .get(
    '/shipping-leadtime/carts/:token',
    describeOperation({
      tag: 'shipping',
      summary: 'お届け可能日と時間帯',
      response: LeadtimeSchema,
      errors: [404, 422],
    }),
    optionalMember,
    async (c) => {
      const { db } = c.get('database');
      const cart = await requireCart(db, c.get('channel'), c.req.param('token'), c.get('userId'));
      // `keys` (or `shipping_key`) names the shipment whose prefecture sets the lead time.
      const key = c.req.query('shipping_key') ?? c.req.query('keys')?.split(',')[0] ?? '1';
      const shipment = shipmentsOf(cart.checkout).find((s) => s.key === key);
      if (key !== '1' && !shipment) throw fieldError('keys', M.shipmentUnknown);
      const pref = c.req.query('pref') ?? shipment?.address?.prefecture ?? null;
      const packing = await findPackingOf(db, cart.id, key);
      // Read at request time: a day the owner closes is off the choices at once.
      const now = new Date();
      const lead = leadtimeFor(pref, now, await shopCalendarAt(db, now));
      return c.json({ shipping_key: key, packing_key: packing?.key ?? null, ...lead });
    },
  )
  .get(
    '/business-dates/monthly/calendar/front',
    describeOperation({
      tag: 'shipping',
      summary: '営業日カレンダー',
      query: CalendarQuerySchema,
      response: BusinessDateSchema,
      list: 'plain',
      errors: [422],
    }),
    validate('query', CalendarQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      const start = q.startDate ?? jstDate(new Date()).slice(0, 8).concat('01');
      let end = q.endDate ?? addDays(addDays(start, 31).slice(0, 8).concat('01'), -1);
      // Without an end, the month of the start; a default end before a given start is the start.
      if (end < start) end = start;
      if (end > addDays(start, MAX_CALENDAR_DAYS)) end = addDays(start, MAX_CALENDAR_DAYS);
      const today = jstDate(new Date());
      const span = [start, end, today].sort();
      const cal = await loadShopCalendar(c.get('database').db, span[0] ?? start, span[2] ?? end);
      return c.json({ data: calendar(start, end, cal), closed: closedReason(today, cal) !== null });
    },
  );
