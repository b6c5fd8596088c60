import type * as v from 'valibot';
import { CART_MESSAGES } from '../cart/cart.messages';
import { type TotalsRow, visibleRows } from '../cart/cart.model';
import type { Cart } from '../cart/cart.schema';
import { FORMATS, PUNCTUATION as P, postalAddressText } from '../shared/common.messages';
import { type Leadtime, OrdererInputSchema } from './checkout.schema';
import { CHECKOUT_UI as UI } from './checkout-screens.messages';
import { OPTION_MESSAGES } from './options.messages';

/** One day cell of the delivery calendar; null pads the first and last week. */
export type CalendarCell = {
  date: string;
  day: number;
  isHoliday: boolean;
  holidayName: string | null;
  selectable: boolean;
} | null;

/**
 * The business calendar as weeks (Sunday first) for the delivery date: holidays marked, and
 * only the dates the lead time offers selectable.
 * @example calendarWeeks([{ date: '2026-11-29', is_holiday: false, name: null }], []) // [[{…}, null, …]]
 */
export function calendarWeeks(
  days: { date: string; is_holiday: boolean; name: string | null }[],
  selectable: string[],
): CalendarCell[][] {
  const offered = new Set(selectable);
  const cells: CalendarCell[] = [];
  const first = days[0];
  if (first)
    for (let i = 0; i < new Date(`${first.date}T00:00:00Z`).getUTCDay(); i++) cells.push(null);
  for (const d of days) {
    cells.push({
      date: d.date,
      day: Number(d.date.slice(8, 10)),
      isHoliday: d.is_holiday,
      holidayName: d.name,
      selectable: offered.has(d.date),
    });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The coupons a member holds that can still be used (not used, not past their end), newest first as listed. */
export function usableCoupons<T extends { is_used: boolean; ends_at: string }>(
  held: T[],
  now: Date,
): T[] {
  return held.filter((c) => !c.is_used && Date.parse(c.ends_at) > now.getTime());
}

/** The address form's values as typed: one string per field of the orderer's schema. */
export type AddressForm = Record<keyof v.InferInput<typeof OrdererInputSchema>, string>;

/** An empty address form, one key per field of the orderer's schema. */
export const EMPTY_ADDRESS = Object.fromEntries(
  Object.keys(OrdererInputSchema.entries).map((key) => [key, '']),
) as AddressForm;

type AddressLike = {
  last_name_kana?: string;
  first_name_kana?: string;
  postal_code?: string;
  phone_number?: string;
};

/**
 * The orderer fields a member's profile fills in. An address under `.invalid` (a reserved name
 * that never receives mail, used for voucher accounts without one) is left for the shopper to type.
 */
export function ordererFromMember(member: Record<string, unknown>): Partial<AddressForm> {
  const fields = Object.keys(EMPTY_ADDRESS)
    .filter((k) => typeof member[k] === 'string')
    .map((k) => [k, member[k] as string] as const)
    .filter(([k, value]) => !(k === 'email' && /\.invalid$/i.test(value)));
  return Object.fromEntries(fields);
}

/**
 * Hiragana to katakana, so 「やまだ」 typed in a kana field reads as ヤマダ.
 * @example toKatakana('やまだ はなこ') // 'ヤマダ ハナコ'
 */
export function toKatakana(input: string): string {
  return input.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

/**
 * Full-width digits and hyphens to half-width, for postal codes and phone numbers.
 * @example toHalfWidth('１５０ー０００１') // '150-0001'
 */
export function toHalfWidth(input: string): string {
  return input
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[\uFF0D\u30FC\u2010\u2015\u2212]/g, '-')
    .trim();
}

/**
 * Postal code as shown: a hyphen after three digits when there are seven.
 * @example formatPostalCode('1500001') // '150-0001'
 */
export function formatPostalCode(code: string): string {
  const digits = code.replace(/\D/g, '');
  return digits.length === 7 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : code;
}

/** Normalises what a shopper typed into an address form (kana, digits) before it is sent. */
export function normaliseAddress<T extends AddressLike>(form: T): T {
  return {
    ...form,
    last_name_kana: toKatakana(form.last_name_kana ?? ''),
    first_name_kana: toKatakana(form.first_name_kana ?? ''),
    postal_code: toHalfWidth(form.postal_code ?? ''),
    phone_number: toHalfWidth(form.phone_number ?? '').replace(/[^\d-]/g, ''),
  };
}

/** Dates a shopper can pick for a delivery type, earliest first. */
export function selectableDates(lead: Leadtime, deliveryId: number): string[] {
  const delivery = lead.deliveries.find((d) => d.id === deliveryId);
  if (!delivery?.is_date_selectable) return [];
  const closed = new Set(deliveryId === 1 ? lead.unavailable_dates : []);
  const out: string[] = [];
  for (let d = lead.earliest_date; d <= lead.latest_date; ) {
    if (!closed.has(d)) out.push(d);
    d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return out;
}

/**
 * A delivery date as shown.
 * @example formatDeliveryDate('2026-11-24') // '2026.11.24（火）'
 */
export function formatDeliveryDate(date: string): string {
  const weekday = FORMATS.weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';
  return `${date.replaceAll('-', '.')}${P.paren(weekday)}`;
}

/** 〒, postal code and address on one line, as the checkout and order screens show it. */
export function postalAddressLine(a: {
  postal_code: string;
  prefecture: string;
  city: string;
  address1: string;
  address2: string;
}): string {
  return postalAddressText(formatPostalCode(a.postal_code), a);
}

/** 配送方法, お届け希望日 and 時間帯 of a shipment on one line (指定なし when not chosen). */
export function deliveryLine(s: {
  delivery_name?: string | null;
  delivery_date?: string | null;
  delivery_time_label?: string | null;
}): string {
  const date = s.delivery_date ? formatDeliveryDate(s.delivery_date) : UI.noPreference;
  return FORMATS.spaced(
    FORMATS.labelled(UI.delivery, s.delivery_name ?? ''),
    FORMATS.labelled(UI.deliveryDate, date),
    FORMATS.labelled(UI.deliveryTime, s.delivery_time_label ?? UI.noPreference),
  );
}

/** A fresh idempotency key for one decision attempt. */
export function newIdempotencyKey(random: () => string = () => crypto.randomUUID()): string {
  return `dec-${random()}`;
}

/** The address parts a postal lookup fills. */
type PostalParts = { prefecture?: string; city?: string; address1?: string };

/**
 * Merges a postal lookup's answer into the form as it is now. A part the shopper typed while the
 * lookup ran (it differs from `before`, the form when the lookup started) or had already filled
 * (the street) is kept: the answer only fills in, it never overwrites typing.
 */
export function mergePostalAnswer<T extends PostalParts>(
  before: PostalParts,
  now: T,
  found: { prefecture: string; city: string; town: string },
): T {
  const typed = (key: 'prefecture' | 'city') => (now[key] ?? '') !== (before[key] ?? '');
  return {
    ...now,
    prefecture: typed('prefecture') ? now.prefecture : found.prefecture,
    city: typed('city') ? now.city : found.city,
    address1: now.address1 || found.town,
  };
}

/** Where the shipping step leads: another shipment when asked for, the split when there are several, else payment. */
export function afterShippingStep(askedForMore: boolean, shipments: number): string {
  if (askedForMore) return '/cart/shipping-add/';
  return shipments > 1 ? '/cart/shipping-detail/' : '/cart/payment/';
}

/** Where the payment step leads: the card's 3-D Secure page when it needs one, else the confirmation. */
export function afterPaymentStep(cardActionUrl: string | null | undefined): string {
  return cardActionUrl || '/cart/confirm/';
}

/**
 * The checkout's totals, all 税込. total_payment = goods − discount + carriage + fee + packing,
 * so the goods line is derived from it and the lines always add up to what is charged.
 */
export function checkoutTotalsRows(order: Cart['detail']['order']): TotalsRow[] {
  const packing = order.packing_fee ?? 0;
  const fee = order.payment_fee ?? 0;
  const goods = order.total_payment - order.total_carriage - fee + order.total_discount - packing;
  return visibleRows([
    { label: UI.goodsTotal, amount: goods },
    { label: OPTION_MESSAGES.packingLine, amount: packing, optional: true },
    { label: UI.carriage, amount: order.total_carriage },
    { label: UI.fee, amount: fee, optional: true },
    {
      label: CART_MESSAGES.benefitDiscount,
      amount: order.benefit_discount ?? 0,
      minus: true,
      optional: true,
    },
    { label: UI.discount, amount: order.coupon_discount ?? 0, minus: true, optional: true },
    { label: UI.pointUse, amount: order.point_discount ?? 0, minus: true, optional: true },
    { label: UI.total, amount: order.total_payment, sum: true },
  ]);
}
