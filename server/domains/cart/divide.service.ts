import { eq } from 'drizzle-orm';
import type { Cart } from '../../../src/lib/cart/cart.schema';
import { SHIPMENT_MESSAGES as S } from '../../../src/lib/checkout/shipments.messages';
import type { DivideBody } from '../../../src/lib/checkout/shipments.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import type { Db, Tx } from '../../db/client';
import { type CartCheckoutState, carts } from '../../db/schema/index';
import { ApiException } from '../../http/errors';
import type { Channel } from '../../http/types';
import { loadCartLines } from './cart-state';
import type { CartRow, CartViewer } from './carts.queries';
import { changeCheckout, fieldError } from './checkout.service';
import { allocate, FIRST_SHIPMENT, lineSplit, toStoredAllocations } from './shipments';

/** The line's new split after moving `quantity` from one shipment to another. */
function moved(split: Map<string, number>, body: DivideBody): Map<string, number> {
  const from = body.shipping_key;
  const to = body.to_shipping_key ?? '';
  if (!split.has(from)) throw fieldError('shipping_key', S.unknownShipment);
  if (!split.has(to)) throw fieldError('to_shipping_key', S.unknownShipment);
  if (from === to) throw fieldError('to_shipping_key', S.sameShipment);
  const quantity = body.quantity ?? 0;
  if (quantity < 1) throw fieldError('quantity', S.moveQuantity);
  const available = split.get(from) ?? 0;
  if (quantity > available) throw fieldError('quantity', S.moveOver(available));
  const next = new Map(split);
  next.set(from, available - quantity);
  next.set(to, (next.get(to) ?? 0) + quantity);
  return next;
}

/** The line's new split as given whole; every key known, no duplicates, summing to the line. */
function given(split: Map<string, number>, body: DivideBody, lineQuantity: number) {
  const parts = body.shippings ?? [];
  if (new Set(parts.map((p) => p.shipping_key)).size !== parts.length) {
    throw fieldError('shippings', S.duplicateShipment);
  }
  const next = new Map([...split.keys()].map((k) => [k, 0]));
  for (const part of parts) {
    if (!split.has(part.shipping_key)) throw fieldError('shippings', S.unknownShipment);
    next.set(part.shipping_key, part.quantity);
  }
  const sum = [...next.values()].reduce((a, b) => a + b, 0);
  if (sum !== lineQuantity) throw fieldError('shippings', S.splitSum(lineQuantity));
  return next;
}

/** The stored allocations with line `key` split as `split` (everything else normalised). */
function withSplit(
  checkout: CartCheckoutState,
  lines: { key: string; quantity: number }[],
  key: string,
  split: Map<string, number>,
) {
  const stored = toStoredAllocations(allocate(lines, checkout));
  const parts = [...split].filter(([k, q]) => k !== FIRST_SHIPMENT && q > 0);
  if (parts.length > 0) stored[key] = Object.fromEntries(parts);
  else delete stored[key];
  return stored;
}

/** `PATCH /v1/carts/products/divide`: moves part of a line to another shipment, or sets its split. */
export function divideLine(
  db: Db,
  channel: Channel,
  body: DivideBody,
  viewer: CartViewer,
): Promise<Cart> {
  if (body.to_shipping_key === undefined && body.shippings === undefined) {
    return Promise.reject(fieldError('to_shipping_key', S.chooseSplit));
  }
  return changeCheckout(db, channel, body.token, viewer, async (tx, cart) => {
    const lines = (await loadCartLines(tx, cart.id)).map((l) => ({
      key: l.key,
      quantity: l.quantity,
    }));
    const line = lines.find((l) => l.key === body.key);
    if (!line) throw new ApiException(422, ERROR_CODES.cartLineNotFound);
    const split = lineSplit(allocate(lines, cart.checkout), line.key);
    const next = body.shippings ? given(split, body, line.quantity) : moved(split, body);
    return {
      checkout: { ...cart.checkout, allocations: withSplit(cart.checkout, lines, line.key, next) },
    };
  });
}

/**
 * After a line's quantity changed, keeps its stored split within the new quantity (moved parts
 * cut down in shipment order, the rest in "1"); a cart without further shipments is untouched.
 */
export async function settleLine(tx: Tx, cart: CartRow, key: string, quantity: number) {
  const stored = cart.checkout.allocations?.[key];
  if (!stored) return;
  const split = lineSplit(allocate([{ key, quantity }], cart.checkout), key);
  const allocations = { ...cart.checkout.allocations };
  const parts = [...split].filter(([k, q]) => k !== FIRST_SHIPMENT && q > 0);
  if (parts.length > 0) allocations[key] = Object.fromEntries(parts);
  else delete allocations[key];
  await tx
    .update(carts)
    .set({ checkout: { ...cart.checkout, allocations } })
    .where(eq(carts.id, cart.id));
}
