import { Hono } from 'hono';
import * as v from 'valibot';
import {
  DATE_SELECTABLE_DELIVERIES,
  DELIVERY_NAMES,
  TIME_SLOTS,
} from '../../../src/lib/checkout/checkout.constants';
import { CHECKOUT_MESSAGES as M } from '../../../src/lib/checkout/checkout.messages';
import type { Leadtime } from '../../../src/lib/checkout/checkout.schema';
import { optionalMember } from '../../http/auth';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import {
  addDays,
  CUTOFF_TIME,
  calendar,
  closedReason,
  DELIVERY_WINDOW_DAYS,
  earliestDelivery,
  jstDate,
} from './calendar';
import { requireCart } from './carts.service';
import { fieldError } from './checkout.service';
import { findPackingOf } from './packings.service';
import { shipmentsOf } from './shipments';

const MAX_CALENDAR_DAYS = 93;

const CalendarQuerySchema = v.pipe(
  v.object({
    startDate: v.optional(v.pipe(v.string(), v.isoDate())),
    endDate: v.optional(v.pipe(v.string(), v.isoDate())),
  }),
);

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

/** Shipping routes: the lead time of a cart and the business calendar. */
export const shippingRoutes = new Hono<AppEnv>()
  .get('/shipping-leadtime/carts/:token', optionalMember, async (c) => {
    const { db } = c.get('database');
    const cart = await requireCart(db, c.get('channel'), c.req.param('token'), c.get('userId'));
    // `keys` (or `shipping_key`) names the shipment whose prefecture sets the lead time.
    const key = c.req.query('shipping_key') ?? c.req.query('keys')?.split(',')[0] ?? '1';
    const shipment = shipmentsOf(cart.checkout).find((s) => s.key === key);
    if (key !== '1' && !shipment) throw fieldError('keys', M.shipmentUnknown);
    const pref = c.req.query('pref') ?? shipment?.address?.prefecture ?? null;
    const packing = await findPackingOf(db, cart.id, key);
    return c.json({ shipping_key: key, packing_key: packing?.key ?? null, ...leadtimeFor(pref) });
  })
  .get('/business-dates/monthly/calendar/front', validate('query', CalendarQuerySchema), (c) => {
    const q = c.req.valid('query');
    const start = q.startDate ?? jstDate(new Date()).slice(0, 8).concat('01');
    let end = q.endDate ?? addDays(addDays(start, 31).slice(0, 8).concat('01'), -1);
    if (end < start) end = start;
    if (end > addDays(start, MAX_CALENDAR_DAYS)) end = addDays(start, MAX_CALENDAR_DAYS);
    return c.json({
      data: calendar(start, end),
      closed: closedReason(jstDate(new Date())) !== null,
    });
  });
