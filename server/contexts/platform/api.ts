/**
 * The platform context's narrow API: the only names other contexts and the platform code beside
 * the contexts may import from it. Everything else in the context can change freely.
 */

/** `audit`: The append-only audit log: the staff guard that records every back-office write (`requireAdmin`), the owners' list. */
export { recordAudit, requireAdmin } from './audit/index';
/** `calendar`: The shop calendar: national holidays (@holiday-jp/holiday_jp), closed and shipping days, repeating rules, lead time. */
export {
  addDays,
  calendar,
  closedReason,
  DELIVERY_WINDOW_DAYS,
  earliestDelivery,
  jstDate,
  leadtimeFor,
  loadShopCalendar,
  type ShopCalendar,
  shopCalendarAt,
} from './calendar/index';
/** `versions`: The kept versions of an edited record (content, layouts, taxonomy pages): keep, list, read one. */
export { forgetVersions, keepVersion, keptVersion, keptVersions } from './versions/index';
