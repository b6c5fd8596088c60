import type { CartCheckoutState, CartShipmentState } from '../../../db/schema/index';

export type { CartCheckoutState, CartShipmentState };

import type { Channel } from '../../../http/types';
import { type CarriageRule, carriageFee, totalsByRate } from './totals.model';

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

/** A priced cart line: its key, quantity, tax-excluded unit price and tax rate. */
export type PricedLine = { key: string; quantity: number; unitPrice: number; taxRate: number };

/**
 * Carriage of each shipment by key: the carriage rule applied to that shipment's own goods
 * (tax included, free over the threshold) and its prefecture. A cart with no shipment yet is
 * priced as one shipment holding everything.
 */
export function shipmentCarriage(
  lines: PricedLine[],
  checkout: CartCheckoutState,
  rule: CarriageRule,
): Map<string, number> {
  const byKey = new Map(lines.map((l) => [l.key, l]));
  const shipments = new Map(shipmentsOf(checkout).map((s) => [s.key, s]));
  const out = new Map<string, number>();
  for (const [key, parts] of allocate(lines, checkout)) {
    const goods = totalsByRate(
      parts.flatMap((p) => {
        const line = byKey.get(p.key);
        return line
          ? [{ unitPrice: line.unitPrice, taxRate: line.taxRate, quantity: p.quantity }]
          : [];
      }),
    ).reduce((sum, r) => sum + r.amountWithTax, 0);
    out.set(key, carriageFee(goods, rule, shipments.get(key)?.address?.prefecture ?? null));
  }
  return out;
}

/** The order's carriage: the sum over its shipments. */
export function totalCarriage(carriage: Map<string, number>): number {
  return [...carriage.values()].reduce((sum, fee) => sum + fee, 0);
}

/** Whether the channel lets one order go to several addresses. */
export function allowsMultiple(channel: Channel): boolean {
  const on = channel.settings['ORDER.SHIPPING.IS_ALLOW_MULTIPLE'];
  return on === true || on === 1 || on === '1' || on === 'true';
}

/** The stored allocations with line `key` split as `split` (everything else normalised). */
export function withSplit(
  checkout: CartCheckoutState,
  lines: LineQuantity[],
  key: string,
  split: Map<string, number>,
) {
  const stored = toStoredAllocations(allocate(lines, checkout));
  const parts = [...split].filter(([k, q]) => k !== FIRST_SHIPMENT && q > 0);
  if (parts.length > 0) stored[key] = Object.fromEntries(parts);
  else delete stored[key];
  return stored;
}

/**
 * After a line's quantity changed, its stored split kept within the new quantity (moved parts
 * cut down in shipment order, the rest in "1"); null for a line that was never split.
 */
export function settledCheckout(
  checkout: CartCheckoutState,
  key: string,
  quantity: number,
): CartCheckoutState | null {
  const stored = checkout.allocations?.[key];
  if (!stored) return null;
  const split = lineSplit(allocate([{ key, quantity }], checkout), key);
  const allocations = { ...checkout.allocations };
  const parts = [...split].filter(([k, q]) => k !== FIRST_SHIPMENT && q > 0);
  if (parts.length > 0) allocations[key] = Object.fromEntries(parts);
  else delete allocations[key];
  return { ...checkout, allocations };
}
