/**
 * Shipments that may hold a social gift: adding one (the gift's or an address's), and splitting a
 * line across them with the gift's rules checked before the split is saved.
 */
import type { Cart } from '../../contract/cart/cart.schema';
import type { DivideBody, ShippingAddBody } from '../../contract/checkout/shipments.schema';
import {
  addGiftShipment,
  addShipment,
  type CartRow,
  type CartViewer,
  checkGiftSplit,
  divideLine,
  isGiftCart,
  loadPricedCart,
} from '../contexts/commerce/steps';
import type { Db, Tx } from '../db/client';
import type { Channel } from '../http/types';
import type { CardProvider } from '../services/card-provider';

/** `PATCH /v1/carts/shippings/add`: the social gift's shipment with `is_social_gift`, else an address's. */
export function addCartShipment(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  body: ShippingAddBody,
  viewer: CartViewer,
): Promise<Cart> {
  const add = body.is_social_gift ? addGiftShipment : addShipment;
  return add(db, cards, channel, body, viewer);
}

/** Goods that cannot be gifted are refused as they are split to the gift, not at the decision. */
async function checkGiftedSplit(tx: Tx, cart: CartRow, checkout: CartRow['checkout']) {
  if (!isGiftCart(checkout)) return;
  const { lines } = await loadPricedCart(tx, cart);
  await checkGiftSplit(tx, { id: cart.id, checkout }, lines);
}

/** `PATCH /v1/carts/products/divide`: a line's quantity across the cart's shipments. */
export function splitLine(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  body: DivideBody,
  viewer: CartViewer,
): Promise<Cart> {
  return divideLine(db, cards, channel, body, viewer, checkGiftedSplit);
}
