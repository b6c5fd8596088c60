import { map } from 'nanostores';
import type { PackingChoice } from '../../../contract/checkout/options.model';
import { $cart, type CartChange, changeCart } from '../cart/cart.store';
import { browserCookies } from '../shared/cookies';
import { http } from '../shared/http';
import { type AccessoryOffer, createOptionsApi } from './options.api';

const api = createOptionsApi(http);

/** The cookie kept while a card payment is in progress (spec §4), also set by the decision. */
export const PAYING_COOKIE = 'paymentInProgress';

/** Accessories each product offers, by product key (loaded once per key). */
export const $accessoryOffers = map<Record<string, AccessoryOffer[]>>({});

/** Loads the accessories a product offers, once. */
export async function loadAccessoryOffers(productKey: string): Promise<void> {
  if ($accessoryOffers.get()[productKey]) return;
  const offers = await api.offers(productKey).catch(() => []);
  $accessoryOffers.setKey(productKey, offers);
}

/** Loads the accessory offers of every line in the cart at once, so the lines appear whole. */
export async function loadCartOffers(): Promise<void> {
  const keys = new Set(($cart.get()?.detail.products ?? []).map((l) => l.product_info.key));
  await Promise.all([...keys].map(loadAccessoryOffers));
}

/** Attaches an accessory variant to the cart line `lineKey`. */
export const addAccessory = (lineKey: string, variantId: number, quantity = 1) =>
  changeCart((token) => api.addAccessory(token, lineKey, variantId, quantity));

/** Sets how many of an accessory go with the line. */
export const modifyAccessory = (lineKey: string, variantId: number, quantity: number) =>
  changeCart((token) => api.modifyAccessory(token, lineKey, variantId, quantity));

/** Removes an accessory from the line. */
export const removeAccessory = (lineKey: string, variantId: number) =>
  changeCart((token) => api.deleteAccessory(token, lineKey, variantId));

/** Saves gift wrap and のし for the cart's first shipment (adds it, or changes the one there). */
export function savePacking(choice: PackingChoice): Promise<CartChange> {
  return savePackingFor($cart.get()?.detail.shippings[0]?.key, choice);
}

/** Saves gift wrap and のし for each shipment in turn; stops at the first refusal (with its key). */
export async function savePackings(
  choices: Record<string, PackingChoice>,
): Promise<CartChange & { key?: string }> {
  for (const [key, choice] of Object.entries(choices)) {
    const result = await savePackingFor(key, choice);
    if (!result.ok) return { ...result, key };
  }
  return { ok: true };
}

async function savePackingFor(
  shippingKey: string | undefined,
  choice: PackingChoice,
): Promise<CartChange> {
  const cart = $cart.get();
  if (!cart || !shippingKey) return { ok: true };
  const existing = cart.detail.packings?.find((p) => p.shipping_key === shippingKey);
  if (!existing && choice.wrapping === 'none' && choice.noshi === 'none') return { ok: true };
  return changeCart((token) =>
    existing
      ? api.modifyPacking(token, existing.key, choice)
      : api.addPacking(token, shippingKey, choice),
  );
}

/** Marks a card payment as in progress (before the shopper leaves for 3-D Secure). */
export function markPaymentInProgress(): void {
  browserCookies.set(PAYING_COOKIE, '1', { maxAge: 600 });
}

/**
 * Back from a card payment that did not finish (declined, 3-D Secure cancelled or abandoned):
 * clears the failed transaction so the shopper can pay again. True when one was cleared.
 */
export async function recoverFailedPayment(): Promise<boolean> {
  if (!browserCookies.get(PAYING_COOKIE)) return false;
  browserCookies.remove(PAYING_COOKIE);
  const card = $cart.get()?.detail.card;
  if (!card || card.status === 'succeeded') return false;
  const result = await changeCart((token) => api.clearFailedTransaction(token));
  return result.ok;
}
