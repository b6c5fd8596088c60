import type { Cart } from '../../../../contract/cart/cart.schema';
import { OPTION_MESSAGES as M } from '../../../../contract/checkout/options.messages';
import type {
  AccessoryAddBody,
  PackingAddBody,
  PackingModifyBody,
} from '../../../../contract/checkout/options.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Channel } from '../../../http/types';
import type { CardProvider } from '../../../services/card-provider';
import { randomToken } from '../../../services/tokens';
import { isAccessoryOf } from '../../catalogue/api';
import { type CartRow, type CartViewer, isSelling, shippingKeys } from './cart.model';
import { findLineByKey, findVariantForChannel } from './cart.queries';
import { changeCart, fieldError } from './cart.tx';
import {
  deleteAccessoryRow,
  findAccessory,
  findPackingOf,
  insertAccessory,
  insertPacking,
  setAccessoryQuantity,
  updatePacking,
} from './options.queries';

/** The line `key` of the cart (422 when not there). */
async function lineOf(tx: Tx, cart: CartRow, key: string) {
  const line = await findLineByKey(tx, cart.id, key);
  if (!line) throw new ApiException(422, ERROR_CODES.cartLineNotFound, { key: [M.lineNotFound] });
  return line;
}

/** Checks that the accessory variant is sold here and listed as an accessory of the line's product. */
async function checkAllowed(tx: Tx, channel: Channel, lineVariantId: number, variantId: number) {
  // One after the other: a transaction's queries share one connection.
  const parent = await findVariantForChannel(tx, lineVariantId, channel.id);
  const accessory = await findVariantForChannel(tx, variantId, channel.id);
  if (!accessory) throw fieldError('product_id', M.accessoryNotFound);
  const allowed = parent && (await isAccessoryOf(tx, parent.product.id, accessory.product.id));
  if (!allowed) throw fieldError('product_id', M.accessoryNotAllowed);
  if (!accessory.product.isShow || !accessory.soldHere || !isSelling(channel)) {
    throw new ApiException(422, ERROR_CODES.notSale);
  }
  return accessory;
}

const checkQuantity = (quantity: number, lineQuantity: number) => {
  if (quantity > lineQuantity) throw fieldError('quantity', M.accessoryOverLine(lineQuantity));
};

/** Attaches an accessory to a line (once per line; quantity 1..the line's quantity). */
export function addAccessory(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  body: AccessoryAddBody,
  viewer: CartViewer,
): Promise<Cart> {
  return changeCart(db, cards, channel, body.token, viewer, async (tx, cart) => {
    const line = await lineOf(tx, cart, body.key);
    const accessory = await checkAllowed(tx, channel, line.variantId, body.product_id);
    checkQuantity(body.quantity, line.quantity);
    if (await findAccessory(tx, line.id, body.product_id)) {
      throw fieldError('product_id', M.accessoryExists);
    }
    if (accessory.variant.stock < body.quantity) {
      throw new ApiException(422, ERROR_CODES.outOfStock);
    }
    await insertAccessory(tx, {
      cartId: cart.id,
      lineId: line.id,
      variantId: body.product_id,
      quantity: body.quantity,
    });
  });
}

/** Changes the quantity of an attached accessory. */
export function modifyAccessory(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  body: AccessoryAddBody,
  viewer: CartViewer,
): Promise<Cart> {
  return changeCart(db, cards, channel, body.token, viewer, async (tx, cart) => {
    const line = await lineOf(tx, cart, body.key);
    const found = await findAccessory(tx, line.id, body.product_id);
    if (!found) throw fieldError('product_id', M.accessoryNotFound);
    checkQuantity(body.quantity, line.quantity);
    await setAccessoryQuantity(tx, found.id, body.quantity);
  });
}

/** Removes an accessory from a line. */
export function deleteAccessory(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  body: { token: string; key: string; product_id: number },
  viewer: CartViewer,
): Promise<Cart> {
  return changeCart(db, cards, channel, body.token, viewer, async (tx, cart) => {
    const line = await lineOf(tx, cart, body.key);
    const found = await findAccessory(tx, line.id, body.product_id);
    if (!found) throw fieldError('product_id', M.accessoryNotFound);
    await deleteAccessoryRow(tx, found.id);
  });
}

/** The wrapping and のし chosen, checked: a name only with a のし. */
function choice(body: PackingAddBody | PackingModifyBody) {
  if (body.noshi === 'none' && body.noshi_name) {
    throw fieldError('noshi_name', M.noshiNameWithoutNoshi);
  }
  return { wrapping: body.wrapping, noshi: body.noshi, noshiName: body.noshi_name };
}

/** Sets gift wrap and のし for one shipment of the cart (one packing per shipment). */
export function addPacking(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  body: PackingAddBody,
  viewer: CartViewer,
): Promise<Cart> {
  return changeCart(db, cards, channel, body.token, viewer, async (tx, cart) => {
    if (!shippingKeys(cart).includes(body.shipping_key)) {
      throw fieldError('shipping_key', M.shippingNotFound);
    }
    const values = choice(body);
    if (await findPackingOf(tx, cart.id, body.shipping_key)) {
      throw fieldError('shipping_key', M.packingExists);
    }
    await insertPacking(tx, {
      cartId: cart.id,
      key: randomToken(9),
      shippingKey: body.shipping_key,
      ...values,
    });
  });
}

/** Changes the packing `packing_key` of the cart. */
export function modifyPacking(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  body: PackingModifyBody,
  viewer: CartViewer,
): Promise<Cart> {
  return changeCart(db, cards, channel, body.token, viewer, async (tx, cart) => {
    const values = choice(body);
    if (!(await updatePacking(tx, cart.id, body.packing_key, values))) {
      throw fieldError('packing_key', M.packingNotFound);
    }
  });
}
