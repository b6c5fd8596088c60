import { type AddressForm, EMPTY_ADDRESS } from '../../../contract/checkout/checkout.model';

/** The recipient's pages after the gift's own, in order. */
export type GiftStep = 'shipping' | 'delivery' | 'confirm' | 'complete';

/** What the recipient has typed so far (kept in sessionStorage, so nothing is lost going back). */
export type GiftDraft = { address: AddressForm; delivery_at: string; delivery_time: string };

/** A draft with nothing typed yet. */
export const EMPTY_DRAFT: GiftDraft = {
  address: { ...EMPTY_ADDRESS },
  delivery_at: '',
  delivery_time: '',
};

/**
 * The gift key of a recipient's page path (the shell pages answer every key).
 * @example giftKeyFromPath('/social-gift/abc123/shipping/') // 'abc123'
 */
export function giftKeyFromPath(pathname: string): string | null {
  const [head, key] = pathname.split('/').filter(Boolean);
  if (head !== 'social-gift' || !key || key === '_') return null;
  const steps = ['shipping', 'delivery', 'confirm', 'complete'];
  return steps.includes(key) ? null : decodeURIComponent(key);
}

/** The path of the gift's page, or of one of its steps. */
export function giftPath(key: string, step?: GiftStep): string {
  return `/social-gift/${encodeURIComponent(key)}/${step ? `${step}/` : ''}`;
}

/** A LINE share link carrying `text`. */
export function lineShareUrl(text: string): string {
  return `https://line.me/R/share?text=${encodeURIComponent(text)}`;
}

/** A date (YYYY-MM-DD or an ISO instant) as 2026年12月1日, in Japan's time zone. */
export function japaneseDate(value: string): string {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+09:00` : value;
  return new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'long' }).format(
    new Date(at),
  );
}

/** The spec's delivery timezone object for a slot key (its first key is the slot), or null. */
export function timezoneOf(key: string, label: string | undefined): Record<string, string> | null {
  return key ? { [key]: label ?? key } : null;
}

/** Reads a stored draft, falling back to an empty one when missing or unreadable. */
export function parseDraft(raw: string | null): GiftDraft {
  if (!raw) return structuredClone(EMPTY_DRAFT);
  try {
    const parsed = JSON.parse(raw) as Partial<GiftDraft>;
    return {
      address: { ...EMPTY_ADDRESS, ...(parsed.address ?? {}) },
      delivery_at: typeof parsed.delivery_at === 'string' ? parsed.delivery_at : '',
      delivery_time: typeof parsed.delivery_time === 'string' ? parsed.delivery_time : '',
    };
  } catch {
    return structuredClone(EMPTY_DRAFT);
  }
}

/** The dates a recipient may choose: the lead time's window without its closed days. */
export function giftDates(lead: {
  earliest_date: string;
  latest_date: string;
  unavailable_dates: string[];
}): string[] {
  const closed = new Set(lead.unavailable_dates);
  const out: string[] = [];
  for (let d = lead.earliest_date; d <= lead.latest_date; ) {
    if (!closed.has(d)) out.push(d);
    d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return out;
}

/**
 * The lead time when it is the gift shipment's (spec §3: lead times matched by the shipment's id,
 * `order_shipping_id`), else null: a lead time of another shipment offers dates this one may not have.
 */
export function matchedLeadtime<L extends { order_shipping_id?: string; shipping_key?: string }>(
  lead: L | null,
  shipping: { id: string } | null,
): L | null {
  if (!lead || !shipping) return null;
  const id = lead.order_shipping_id ?? lead.shipping_key;
  return id === undefined || id === shipping.id ? lead : null;
}
