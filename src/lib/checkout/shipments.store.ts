import { atom, map } from 'nanostores';
import type { Leadtime } from '../../../contract/checkout/checkout.schema';
import type { UserAddress } from '../../../contract/checkout/shipments.schema';
import { $cart, type CartChange, changeCart, initCart } from '../cart/cart.store';
import { checkSession } from '../session/session.store';
import { http } from '../shared/http';
import { createShipmentsApi, type ShipmentChoice, type SplitPart } from './shipments.api';

const api = createShipmentsApi(http);

/** The member's address book; null for a guest or until loaded. */
export const $addressBook = atom<UserAddress[] | null>(null);
/** Delivery choices per shipment key. */
export const $shipmentLeadtimes = map<Record<string, Leadtime>>({});

/** Loads the logged-in member's address book (a guest, or a member not registered yet, keeps null). */
export async function loadAddressBook(): Promise<void> {
  if (!(await checkSession()).isLogin) return;
  try {
    $addressBook.set(await api.addressBook());
  } catch {
    $addressBook.set(null);
  }
}

/** Adds a further shipment (an address-book entry or a typed address). */
export function addShipment(choice: ShipmentChoice): Promise<CartChange> {
  return changeCart((token) => api.add(token, choice));
}

/** Changes where or when shipment `key` is delivered. */
export function modifyShipment(key: string, choice: ShipmentChoice): Promise<CartChange> {
  return changeCart((token) => api.modify(token, key, choice));
}

/** Removes a further shipment; its items go back to shipment "1". */
export function removeShipment(key: string): Promise<CartChange> {
  return changeCart((token) => api.remove(token, key));
}

/** Saves each changed line split, one call per line; stops at the first refusal. */
export async function saveSplits(
  changes: { key: string; parts: SplitPart[] }[],
): Promise<CartChange & { line?: string }> {
  for (const change of changes) {
    const result = await changeCart((token) => api.divide(token, change.key, change.parts));
    if (!result.ok) return { ...result, line: change.key };
  }
  return { ok: true };
}

/** Loads the delivery choices of each shipment key. */
export async function loadShipmentLeadtimes(keys: string[]): Promise<void> {
  const cart = $cart.get() ?? (await initCart());
  if (!cart) return;
  await Promise.all(
    keys.map(async (key) => {
      const lead = await api.leadtime(cart.token, key);
      if (lead) $shipmentLeadtimes.setKey(key, lead);
    }),
  );
}
