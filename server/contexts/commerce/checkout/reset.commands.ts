import type { Cart } from '../../../../contract/cart/cart.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Channel } from '../../../http/types';
import type { CardProvider } from '../../../services/card-provider';
import {
  CART_TTL_MS,
  type CartRow,
  type CartViewer,
  cartOpensFor,
  deleteAllOfCart,
  findCart,
  presentAfterCommit,
  saveCart,
} from '../cart/index';

/**
 * Empties a cart (lines, accessories, packings, checkout choices) and starts its term again; an
 * expired cart may be reset (spec §4 "Cart expiry resets the cart"). A card authorised for it is
 * cancelled. Unknown, placed, elsewhere or another member's carts answer 404 alike.
 */
export async function resetCart(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  token: string,
  viewer: CartViewer,
): Promise<Cart> {
  const held: { card?: CartRow['checkout']['card'] } = {};
  const shown = await presentAfterCommit(db, cards, async (tx) => {
    const cart = await findCart(tx, token, true);
    if (!cart || cart.channelId !== channel.id || cart.orderNo || !cartOpensFor(cart, viewer)) {
      throw new ApiException(404, ERROR_CODES.cartNotFound);
    }
    held.card = cart.checkout.card;
    await deleteAllOfCart(tx, cart.id);
    const saved = await saveCart(tx, cart.id, {
      checkout: {},
      paymentId: null,
      expiresAt: new Date(Date.now() + CART_TTL_MS),
    });
    return saved ?? cart;
  });
  // The cart no longer names the card; its authorisation is released once that has committed.
  if (held.card) await cards(db).cancel(held.card.intentId);
  return shown;
}
