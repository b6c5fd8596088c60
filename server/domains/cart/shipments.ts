import type { CartCheckoutState, CartShipmentState } from '../../db/schema/index';

/** The key of the first shipment, which holds every quantity not moved elsewhere. */
export const FIRST_SHIPMENT = '1';
/** Most shipments one order may have. */
export const MAX_SHIPMENTS = 10;

/** One shipment of a cart with its key. */
export type Shipment = CartShipmentState & { key: string };
/** A cart line as far as allocation cares: its key and quantity. */
export type LineQuantity = { key: string; quantity: number };

const UNSET: CartShipmentState = {
  address: null,
  userAddressId: null,
  deliveryId: 3,
  deliveryDate: null,
  deliveryTime: null,
};

/** Every shipment of a cart, "1" first; none until one is chosen or a further one is added. */
export function shipmentsOf(checkout: CartCheckoutState): Shipment[] {
  const more = checkout.shipments ?? [];
  if (!checkout.shipping && more.length === 0) return [];
  return [{ ...(checkout.shipping ?? UNSET), key: FIRST_SHIPMENT }, ...more];
}

/** The next shipment key ("2", "3", ...); a key once given is not given again. */
export function nextShipmentKey(checkout: CartCheckoutState): string {
  const used = shipmentsOf(checkout).map((s) => Number(s.key));
  return String(Math.max(1, checkout.shipmentSeq ?? 1, ...used) + 1);
}

/**
 * Each shipment's lines and quantities: moved quantities as stored (cut down to what the line
 * still has, in shipment order) and the rest in shipment "1", so every line's parts sum to it.
 */
export function allocate(
  lines: LineQuantity[],
  checkout: CartCheckoutState,
): Map<string, LineQuantity[]> {
  const keys = shipmentsOf(checkout).map((s) => s.key);
  if (keys.length === 0) keys.push(FIRST_SHIPMENT);
  const out = new Map<string, LineQuantity[]>(keys.map((k) => [k, []]));
  for (const line of lines) {
    const moved = checkout.allocations?.[line.key] ?? {};
    let left = line.quantity;
    for (const key of keys.slice(1)) {
      const quantity = Math.min(Math.max(0, Math.trunc(moved[key] ?? 0)), left);
      if (quantity > 0) out.get(key)?.push({ key: line.key, quantity });
      left -= quantity;
    }
    if (left > 0) out.get(FIRST_SHIPMENT)?.push({ key: line.key, quantity: left });
  }
  return out;
}

/** The stored form of an allocation: only quantities outside shipment "1". */
export function toStoredAllocations(
  allocation: Map<string, LineQuantity[]>,
): NonNullable<CartCheckoutState['allocations']> {
  const stored: NonNullable<CartCheckoutState['allocations']> = {};
  for (const [shipKey, parts] of allocation) {
    if (shipKey === FIRST_SHIPMENT) continue;
    for (const part of parts) {
      stored[part.key] ??= {};
      (stored[part.key] as Record<string, number>)[shipKey] = part.quantity;
    }
  }
  return stored;
}

/** How many of one line each shipment holds (0 where none), by shipment key. */
export function lineSplit(
  allocation: Map<string, LineQuantity[]>,
  lineKey: string,
): Map<string, number> {
  const split = new Map<string, number>();
  for (const [shipKey, parts] of allocation) {
    split.set(shipKey, parts.find((p) => p.key === lineKey)?.quantity ?? 0);
  }
  return split;
}
