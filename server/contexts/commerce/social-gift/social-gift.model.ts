import type { Leadtime } from '../../../../contract/checkout/checkout.schema';
import { SOCIAL_GIFT_MESSAGES as M } from '../../../../contract/social-gift/social-gift.messages';
import type { SocialGiftSummary } from '../../../../contract/social-gift/social-gift.schema';
import type { socialGifts } from '../../../db/schema/index';
import { addDays, jstDate, leadtimeFor, type ShopCalendar } from '../../platform/api';

/** A social gift row. */
export type GiftRow = typeof socialGifts.$inferSelect;

/** Channel setting: days the recipient has to accept (default 14). */
export const EXPIRY_SETTING = 'SOCIAL_GIFT.EXPIRY_DAYS';
/** Channel setting: days before expiry the buyer is reminded (default 3). */
export const REMIND_SETTING = 'SOCIAL_GIFT.REMIND_DAYS_BEFORE';

const DAY_MS = 86_400_000;

/** A positive whole number of days from a channel setting, else the fallback. */
export function settingDays(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 365 ? n : fallback;
}

/** When a gift ordered at `now` expires. */
export function expiryOf(settings: Record<string, unknown>, now = new Date()): Date {
  return new Date(now.getTime() + settingDays(settings[EXPIRY_SETTING], 14) * DAY_MS);
}

/** The gift link the recipient opens. */
export function giftUrl(origin: string, token: string): string {
  return new URL(`/social-gift/${token}/`, `${origin}/`).toString();
}

/** The status a gift shows now: a waiting gift past its expiry reads as expired even before the sweep. */
export function liveStatus(gift: GiftRow, now = new Date()): GiftRow['status'] {
  return gift.status === 'waiting' && gift.expiresAt.getTime() <= now.getTime()
    ? 'expired'
    : gift.status;
}

/** Days a recipient accepting close to the expiry still has to choose from. */
export const LATE_ACCEPT_DAYS = 7;

/**
 * The lead time of the recipient's prefecture, its last date cut to the gift's expiry day (a gift
 * is delivered within its validity); accepted close to the expiry, a week from the earliest date.
 */
export function giftLeadtime(
  gift: GiftRow,
  prefecture: string | null,
  cal: ShopCalendar,
  now = new Date(),
): Leadtime {
  const lead = leadtimeFor(prefecture, now, cal);
  const expiryDay = jstDate(gift.expiresAt);
  const lateWindow = addDays(lead.earliest_date, LATE_ACCEPT_DAYS);
  const cap = [expiryDay, lateWindow].sort()[1] as string;
  const latest = [cap, lead.latest_date].sort()[0] as string;
  return {
    ...lead,
    latest_date: latest,
    unavailable_dates: lead.unavailable_dates.filter((d) => d <= latest),
  };
}

/** Why `date` (and `slot`) cannot be chosen under `lead`, or null when it can. */
export function deliveryRefusal(
  lead: Leadtime,
  date: string,
  slot: string | null,
): { field: string; message: string } | null {
  if (date < lead.earliest_date)
    return { field: 'delivery_at', message: M.dateTooEarly(lead.earliest_date) };
  if (date > lead.latest_date)
    return { field: 'delivery_at', message: M.dateTooLate(lead.latest_date) };
  if (lead.unavailable_dates.includes(date))
    return { field: 'delivery_at', message: M.dateHoliday };
  if (slot !== null && !lead.time_slots.some((s) => s.key === slot))
    return { field: 'delivery_timezone', message: M.timeUnknown };
  return null;
}

/** The slot key of the spec's timezone object: its first key, or null. */
export function timezoneKey(timezone: Record<string, string> | null | undefined): string | null {
  const first = timezone ? Object.keys(timezone)[0] : undefined;
  return first && first !== '' ? first : null;
}

/** The buyer's view of a gift: link (hidden until paid), status, expiry, date; never the recipient. */
export function giftSummary(
  gift: GiftRow,
  origin: string,
  paid: boolean,
  now = new Date(),
): SocialGiftSummary {
  return {
    url: paid ? giftUrl(origin, gift.token) : null,
    status: liveStatus(gift, now),
    expires_at: gift.expiresAt.toISOString(),
    delivery_date: gift.deliveryDate ?? null,
  };
}

/** The expiry as a Japanese date and time, JST. */
export function expiryText(at: Date): string {
  return new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at);
}

/**
 * The goods of the gift's own shipment, with its quantities: in a multi-shipment order the
 * recipient sees only what comes to them. An order stored without per-shipment lines shows all.
 */
export function giftShipmentGoods<L extends { variantId: number | null; quantity: number }>(
  lines: L[],
  shippings: Record<string, unknown>[] | null,
  shippingKey: string,
): L[] {
  const shipment = (shippings ?? []).find((s) => s.key === shippingKey) as
    | { lines?: { variantId: number; quantity: number }[] }
    | undefined;
  if (!shipment?.lines) return lines;
  return shipment.lines.flatMap((part) => {
    const line = lines.find((l) => l.variantId === part.variantId);
    return line ? [{ ...line, quantity: part.quantity }] : [];
  });
}
