import type { Cart } from '../../../../contract/cart/cart.schema';
import { SHIPMENT_MESSAGES as S } from '../../../../contract/checkout/shipments.messages';
import type { DivideBody } from '../../../../contract/checkout/shipments.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Channel } from '../../../http/types';
import type { CardProvider } from '../../../services/card-provider';
import type { CartRow, CartViewer } from '../cart/index';
import {
  allocate,
  changeCheckout,
  fieldError,
  lineSplit,
  loadCartLines,
  withSplit,
} from '../cart/index';

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

/**
 * A check a split must pass before it is saved, inside its transaction (the social gift's: goods
 * that cannot be gifted are refused as they are split to the gift, not at the decision).
 */
export type SplitCheck = (tx: Tx, cart: CartRow, checkout: CartRow['checkout']) => Promise<void>;

/** `PATCH /v1/carts/products/divide`: moves part of a line to another shipment, or sets its split. */
export function divideLine(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  body: DivideBody,
  viewer: CartViewer,
  checkSplit: SplitCheck,
): Promise<Cart> {
  if (body.to_shipping_key === undefined && body.shippings === undefined) {
    return Promise.reject(fieldError('to_shipping_key', S.chooseSplit));
  }
  return changeCheckout(db, cards, channel, body.token, viewer, async (tx, cart) => {
    const lines = (await loadCartLines(tx, cart.id)).map((l) => ({
      key: l.key,
      quantity: l.quantity,
    }));
    const line = lines.find((l) => l.key === body.key);
    if (!line) throw new ApiException(422, ERROR_CODES.cartLineNotFound);
    const split = lineSplit(allocate(lines, cart.checkout), line.key);
    const next = body.shippings ? given(split, body, line.quantity) : moved(split, body);
    const allocations = withSplit(cart.checkout, lines, line.key, next);
    const checkout = { ...cart.checkout, allocations };
    await checkSplit(tx, cart, checkout);
    return { checkout };
  });
}
