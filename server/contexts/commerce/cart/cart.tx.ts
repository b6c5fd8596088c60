import type { Cart } from '../../../../contract/cart/cart.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import type { carts } from '../../../db/schema/index';
import { ApiException } from '../../../http/errors';
import type { Channel } from '../../../http/types';
import type { CardProvider } from '../../../services/card-provider';
import { type CartRow, type CartViewer, cartOpensFor } from './cart.model';
import { findCart, saveCart } from './cart.queries';
import { loadPricedCart } from './cart-state.queries';
import { toCart } from './cart-view.model';

/** A 422 with one field's Japanese message. */
export const fieldError = (field: string, message: string) =>
  new ApiException(422, ERROR_CODES.validation, { [field]: [message] }, message);

/** The Cart response of a cart row without the card's live status (safe inside a transaction). */
export async function cartView(db: Db | Tx, cart: CartRow): Promise<Cart> {
  const { lines, pricing } = await loadPricedCart(db, cart);
  const names = new Map(lines.map((l) => [l.product.categoryId, l.categoryNames]));
  return toCart(cart, lines, pricing, (id) => names.get(id) ?? []);
}

/**
 * Adds the live status of the cart's card to `shown`, asking the provider: call it only outside a
 * transaction, so no row lock waits on the provider.
 */
export async function withCardStatus(
  db: Db,
  cards: CardProvider,
  shown: Cart,
  cart: CartRow,
): Promise<Cart> {
  const card = cart.checkout.card;
  if (!card) return shown;
  const live = await cards(db).retrieve(card.intentId);
  shown.detail.card = {
    brand: card.brand,
    last4: card.last4,
    status: live?.status ?? 'canceled',
    action_url: live?.actionUrl ?? null,
  };
  return shown;
}

/** Builds the Cart response of a cart row, card status included (outside a transaction only). */
export async function presentCart(db: Db, cards: CardProvider, cart: CartRow): Promise<Cart> {
  return withCardStatus(db, cards, await cartView(db, cart), cart);
}

/**
 * Runs `work` in a transaction and answers the cart row it returns: the reply is built inside the
 * transaction, the card's live status is asked of the provider after the commit.
 */
export async function presentAfterCommit(
  db: Db,
  cards: CardProvider,
  work: (tx: Tx) => Promise<CartRow>,
): Promise<Cart> {
  const { shown, row } = await db.transaction(async (tx) => {
    const row = await work(tx);
    return { shown: await cartView(tx, row), row };
  });
  return withCardStatus(db, cards, shown, row);
}

/** A found cart when `viewer` may use it in this channel: 404 when missing, elsewhere or not theirs, 422 when expired. */
export function usableCart(
  cart: CartRow | undefined,
  channel: Channel,
  viewer: CartViewer,
  now = Date.now(),
): CartRow {
  if (!cart || cart.channelId !== channel.id || !cartOpensFor(cart, viewer)) {
    throw new ApiException(404, ERROR_CODES.cartNotFound);
  }
  if (cart.expiresAt.getTime() <= now) throw new ApiException(422, ERROR_CODES.cartExpired);
  return cart;
}

/**
 * The usable cart of a token in a channel, as `viewer` may see it: 404 when unknown, elsewhere or
 * another member's (the same answer, so a token never tells whose cart it is), 422 when expired.
 * Every route that takes a cart token resolves it here.
 */
export async function requireCart(
  db: Db | Tx,
  channel: Channel,
  token: string,
  viewer: CartViewer,
  lock = false,
) {
  return usableCart(await findCart(db, token, lock), channel, viewer);
}

/** Runs `change` on the locked cart (as `viewer` may see it) and answers the updated Cart. */
export async function changeCheckout(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  token: string,
  viewer: CartViewer,
  change: (tx: Tx, cart: CartRow) => Promise<Partial<typeof carts.$inferInsert>>,
): Promise<Cart> {
  return presentAfterCommit(db, cards, async (tx) => {
    const cart = await requireCart(tx, channel, token, viewer, true);
    const values = await change(tx, cart);
    return (await saveCart(tx, cart.id, values)) ?? cart;
  });
}

/** Runs `change` on the locked cart, then answers the cart (the checkout state itself is kept). */
export function changeCart(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  token: string,
  viewer: CartViewer,
  change: (tx: Tx, cart: CartRow) => Promise<void>,
): Promise<Cart> {
  return changeCheckout(db, cards, channel, token, viewer, async (tx, cart) => {
    await change(tx, cart);
    return { checkout: cart.checkout };
  });
}
