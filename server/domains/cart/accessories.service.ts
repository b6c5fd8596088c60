import { eq } from 'drizzle-orm';
import type { Cart } from '../../../src/lib/cart/cart.schema';
import { OPTION_MESSAGES as M } from '../../../src/lib/checkout/options.messages';
import type { AccessoryAddBody } from '../../../src/lib/checkout/options.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import type { Db, Tx } from '../../db/client';
import { cartAccessories } from '../../db/schema/index';
import { ApiException } from '../../http/errors';
import type { Channel } from '../../http/types';
import { findAccessory, isAccessoryOf } from './accessories.queries';
import {
  type CartRow,
  type CartViewer,
  findLineByKey,
  findVariantForChannel,
} from './carts.queries';
import { isSelling } from './carts.service';
import { changeCheckout, fieldError } from './checkout.service';

/** Runs `change` on the locked cart, then answers the cart (the checkout state itself is kept). */
export function changeCart(
  db: Db,
  channel: Channel,
  token: string,
  viewer: CartViewer,
  change: (tx: Tx, cart: CartRow) => Promise<void>,
): Promise<Cart> {
  return changeCheckout(db, channel, token, viewer, async (tx, cart) => {
    await change(tx, cart);
    return { checkout: cart.checkout };
  });
}

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
  channel: Channel,
  body: AccessoryAddBody,
  viewer: CartViewer,
): Promise<Cart> {
  return changeCart(db, channel, body.token, viewer, async (tx, cart) => {
    const line = await lineOf(tx, cart, body.key);
    const accessory = await checkAllowed(tx, channel, line.variantId, body.product_id);
    checkQuantity(body.quantity, line.quantity);
    if (await findAccessory(tx, line.id, body.product_id)) {
      throw fieldError('product_id', M.accessoryExists);
    }
    if (accessory.variant.stock < body.quantity) {
      throw new ApiException(422, ERROR_CODES.outOfStock);
    }
    await tx.insert(cartAccessories).values({
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
  channel: Channel,
  body: AccessoryAddBody,
  viewer: CartViewer,
): Promise<Cart> {
  return changeCart(db, channel, body.token, viewer, async (tx, cart) => {
    const line = await lineOf(tx, cart, body.key);
    const found = await findAccessory(tx, line.id, body.product_id);
    if (!found) throw fieldError('product_id', M.accessoryNotFound);
    checkQuantity(body.quantity, line.quantity);
    await tx
      .update(cartAccessories)
      .set({ quantity: body.quantity, updatedAt: new Date() })
      .where(eq(cartAccessories.id, found.id));
  });
}

/** Removes an accessory from a line. */
export function deleteAccessory(
  db: Db,
  channel: Channel,
  body: { token: string; key: string; product_id: number },
  viewer: CartViewer,
): Promise<Cart> {
  return changeCart(db, channel, body.token, viewer, async (tx, cart) => {
    const line = await lineOf(tx, cart, body.key);
    const found = await findAccessory(tx, line.id, body.product_id);
    if (!found) throw fieldError('product_id', M.accessoryNotFound);
    await tx.delete(cartAccessories).where(eq(cartAccessories.id, found.id));
  });
}
