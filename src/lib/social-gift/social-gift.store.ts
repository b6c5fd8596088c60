import { atom } from 'nanostores';
import { normaliseAddress } from '../../../contract/checkout/checkout.model';
import type { AddressInput, Leadtime } from '../../../contract/checkout/checkout.schema';
import type { GiftComplete, GiftView } from '../../../contract/social-gift/social-gift.schema';
import { $cart, type CartChange, changeCart } from '../cart/cart.store';
import { ApiRequestError, http } from '../shared/http';
import { type ActionResult, runAction } from '../shared/record-actions';
import { createSocialGiftApi } from './social-gift.api';
import { type GiftDraft, matchedLeadtime, parseDraft, timezoneOf } from './social-gift.model';

const api = createSocialGiftApi(http);

/** The gift a recipient's page shows: loading, missing (unknown link), or its view. */
export type GiftState =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'ready'; view: GiftView };

/** The gift of the open link. */
export const $gift = atom<GiftState>({ state: 'loading' });
/** The recipient's draft (address, date, slot) for the open link. */
export const $giftDraft = atom<GiftDraft>(parseDraft(null));
/** Delivery choices for the recipient's prefecture. */
export const $giftLeadtime = atom<Leadtime | null>(null);
/** The completion record of an accepted gift. */
export const $giftCompletion = atom<GiftComplete | null>(null);

const draftKey = (key: string) => `social-gift:draft:${key}`;

/** Opens a gift link: its view and this browser's draft for it. */
export async function openGift(key: string): Promise<void> {
  $giftDraft.set(parseDraft(sessionStorage.getItem(draftKey(key))));
  try {
    const view = await api.view(key);
    $gift.set(view ? { state: 'ready', view } : { state: 'missing' });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) $gift.set({ state: 'missing' });
    else throw error;
  }
}

/** Keeps part of the draft, in memory and in this tab's sessionStorage. */
export function keepDraft(key: string, patch: Partial<GiftDraft>): void {
  const next = { ...$giftDraft.get(), ...patch };
  $giftDraft.set(next);
  sessionStorage.setItem(draftKey(key), JSON.stringify(next));
}

/** Checks the recipient's address (kana and digits normalised first); the draft keeps what was typed either way. */
export function submitGiftAddress(key: string, form: GiftDraft['address']): Promise<ActionResult> {
  const { email: _email, ...address } = normaliseAddress(form);
  keepDraft(key, { address: { ...form, ...address } });
  return runAction(() => api.checkShipping(key, address as AddressInput));
}

/** Loads the gift's shipment and the delivery choices for the draft's address, matched by shipment. */
export function loadGiftLeadtime(key: string): Promise<ActionResult> {
  const { prefecture, postal_code } = $giftDraft.get().address;
  // Never rejects: pages start it on mount without waiting, and it may answer after the gift was
  // accepted in another request (then 「すでに受け取り…」), which must not be an uncaught error.
  return runAction(async () => {
    if (!prefecture) return true;
    const [shipping, lead] = await Promise.all([
      api.shipping(key),
      api.leadtime(key, prefecture, postal_code),
    ]);
    $giftLeadtime.set(matchedLeadtime(lead, shipping));
    return true;
  });
}

const slotLabel = (slot: string) =>
  $giftLeadtime.get()?.time_slots.find((s) => s.key === slot)?.label;

/** Checks the chosen date and slot against the recipient's lead time; the draft keeps them either way. */
export function submitGiftDelivery(key: string, date: string, slot: string): Promise<ActionResult> {
  keepDraft(key, { delivery_at: date, delivery_time: slot });
  const pref = $giftDraft.get().address.prefecture;
  return runAction(
    async () => !!(await api.checkDelivery(key, pref, date, timezoneOf(slot, slotLabel(slot)))),
  );
}

/** Accepts the gift with the draft; on success the draft is forgotten. */
export function acceptGift(key: string): Promise<ActionResult> {
  const draft = $giftDraft.get();
  const { email: _email, ...address } = normaliseAddress(draft.address);
  return runAction(async () => {
    const done = await api.accept(key, {
      address: address as AddressInput,
      delivery_at: draft.delivery_at,
      delivery_timezone: timezoneOf(draft.delivery_time, slotLabel(draft.delivery_time)),
    });
    if (!done) return false;
    $giftCompletion.set(done);
    sessionStorage.removeItem(draftKey(key));
    return true;
  });
}

/** Loads the completion record of the link. */
export async function loadGiftCompletion(key: string): Promise<void> {
  try {
    $giftCompletion.set(await api.complete(key));
  } catch {
    $giftCompletion.set(null);
  }
}

/** The buyer's choice at checkout: shipment 1 as a social gift with its message card, or not. */
export async function chooseSocialGift(isGift: boolean, message: string): Promise<CartChange> {
  const current = $cart.get()?.detail.shippings[0]?.social_gift;
  if (!isGift && !current) return { ok: true };
  return changeCart((token) => api.setReceiver(token, isGift, message));
}

/** Adds a further shipment sent as the order's social gift (no address), with its message card. */
export function addGiftShipment(message: string): Promise<CartChange> {
  return changeCart((token) => api.addGiftShipment(token, message));
}

/** Copies the gift link to the clipboard; false when the browser refuses. */
export async function copyGiftUrl(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}
