/**
 * The shop calendar's public face: national holidays (from @holiday-jp/holiday_jp), the shop's
 * repeating closing rules and hand-marked days, the lead time and delivery dates that follow them,
 * and the owners' calendar calls. Checkout, the cart and social gifts import it only from here.
 */

export type {
  /** The shop's calendar as the date rules need it: the repeating rules and the marked days. */
  ShopCalendar,
} from './calendar.model';
export {
  /** Adds days to a YYYY-MM-DD date. */
  addDays,
  /** The business calendar from `start` to `end` inclusive. */
  calendar,
  /** Why the shop is closed on a date, or null on a business day. */
  closedReason,
  /** How far ahead a delivery date may be chosen. */
  DELIVERY_WINDOW_DAYS,
  /** The earliest delivery date for an order placed at `now` to `prefecture`. */
  earliestDelivery,
  /** The JST calendar date of an instant, as YYYY-MM-DD. */
  jstDate,
  /** The delivery choices of a cart. */
  leadtimeFor,
  /** The rules a new database starts with: weekends and 12/29–1/3 closed. */
  STANDARD_CALENDAR,
} from './calendar.model';
export {
  /** The shop calendar with the days marked from `from` to `to`. */
  loadShopCalendar,
  /** The shop calendar as stored, for the lead time at `now` (read at request time, never cached). */
  shopCalendarAt,
} from './calendar.queries';
export {
  /** `/v1/admin/calendar*`: the owners' calendar calls. */
  shopCalendarRoutes,
} from './calendar.routes';
