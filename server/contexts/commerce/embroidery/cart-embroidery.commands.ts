import type { Cart } from '../../../../contract/cart/cart.schema';
import { EMBROIDERY_MESSAGES as M } from '../../../../contract/embroidery/embroidery.messages';
import type { Db, Tx } from '../../../db/client';
import type { Channel } from '../../../http/types';
import type { CardProvider } from '../../../services/card-provider';
import type { CartRow } from '../cart/index';
import {
  changeCart,
  deleteAccessoryRow,
  fieldError,
  findAccessory,
  findLineByKey,
  findVariantForChannel,
  insertAccessory,
  setAccessoryQuantity,
} from '../cart/index';
import {
  deleteCartEmbroidery,
  embroideryServiceFor,
  upsertCartEmbroidery,
} from './cart-embroidery.queries';
import { findEmbroidery } from './embroidery.queries';

async function lineWithService(tx: Tx, cart: CartRow, channel: Channel, key: string) {
  const line = await findLineByKey(tx, cart.id, key);
  if (!line) throw fieldError('key', M.lineNotFound);
  const found = await findVariantForChannel(tx, line.variantId, channel.id);
  const service = found && (await embroideryServiceFor(tx, found.product.id, channel.id));
  if (!service) throw fieldError('key', M.notEmbroiderable);
  return { line, service };
}

/**
 * Puts one of the member's saved names on a cart line: the embroidery service is attached as the
 * line's accessory for every item (so it is priced and ordered like one) and the name is kept.
 */
export function addCartEmbroidery(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  body: { token: string; key: string; embroidery_id: number },
  userId: number,
): Promise<Cart> {
  return changeCart(db, cards, channel, body.token, userId, async (tx, cart) => {
    const { line, service } = await lineWithService(tx, cart, channel, body.key);
    const saved = await findEmbroidery(tx, userId, body.embroidery_id);
    if (!saved) throw fieldError('embroidery_id', M.embroideryNotFound);
    const attached = await findAccessory(tx, line.id, service.variantId);
    if (attached) await setAccessoryQuantity(tx, attached.id, line.quantity);
    else {
      await insertAccessory(tx, {
        cartId: cart.id,
        lineId: line.id,
        variantId: service.variantId,
        quantity: line.quantity,
      });
    }
    await upsertCartEmbroidery(tx, {
      cartId: cart.id,
      lineId: line.id,
      script: saved.script,
      name: saved.name,
      color: saved.color,
    });
  });
}

/** Takes the name embroidery (and its fee) off a cart line. */
export function removeCartEmbroidery(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  body: { token: string; key: string },
  userId: number,
): Promise<Cart> {
  return changeCart(db, cards, channel, body.token, userId, async (tx, cart) => {
    const { line, service } = await lineWithService(tx, cart, channel, body.key);
    const attached = await findAccessory(tx, line.id, service.variantId);
    const had = await deleteCartEmbroidery(tx, line.id);
    if (!attached && !had) throw fieldError('key', M.noEmbroidery);
    if (attached) await deleteAccessoryRow(tx, attached.id);
  });
}
