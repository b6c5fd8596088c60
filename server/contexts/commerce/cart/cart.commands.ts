import { CART_MESSAGES } from '../../../../contract/cart/cart.messages';
import { type Cart, MAX_LINE_QUANTITY } from '../../../../contract/cart/cart.schema';
import { isSelling as isSellingSettings } from '../../../../contract/catalog/catalog.model';
import type { CartAddSetBody } from '../../../../contract/catalog/set-order.schema';
import { ERROR_MESSAGES } from '../../../../contract/shared/common.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Channel } from '../../../http/types';
import type { CardProvider } from '../../../services/card-provider';
import { randomToken } from '../../../services/tokens';
import { CART_TTL_MS, type CartRow, type CartViewer, isSelling } from './cart.model';
import {
  deleteLines,
  findCart,
  findLineByKey,
  findLineByVariant,
  findVariantForChannel,
  insertCart,
  insertLine,
  setCheckout,
  setLineQuantity,
  touchCart,
} from './cart.queries';
import { presentAfterCommit, presentCart, requireCart, usableCart } from './cart.tx';
import { addLine } from './cart-add.queries';
import { settledCheckout } from './shipments.model';

const expiry = () => new Date(Date.now() + CART_TTL_MS);

/** Reloads the cart of `token` when still valid in this channel, else opens a new one; a member's login claims it. */
export async function initCart(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  token?: string | null,
  userId?: number,
): Promise<Cart> {
  const existing = token ? await findCart(db, token) : undefined;
  const usable =
    existing &&
    existing.channelId === channel.id &&
    existing.expiresAt.getTime() > Date.now() &&
    !existing.orderNo &&
    (existing.userId === null || existing.userId === userId);
  if (usable) {
    const expiresAt = expiry();
    const owner = existing.userId ?? userId ?? null;
    await touchCart(db, existing.id, expiresAt, owner);
    return presentCart(db, cards, { ...existing, expiresAt, userId: owner });
  }
  const cart = await insertCart(db, {
    token: randomToken(),
    channelId: channel.id,
    userId: userId ?? null,
    expiresAt: expiry(),
  });
  return presentCart(db, cards, cart);
}

const outOfStock = () =>
  new ApiException(422, ERROR_CODES.outOfStock, {
    quantity: [ERROR_MESSAGES[ERROR_CODES.outOfStock]],
  });

const quantityMax = () =>
  new ApiException(422, ERROR_CODES.validation, { quantity: [CART_MESSAGES.quantityMax] });

/** Checks a line quantity against stock and the per-line maximum. */
function checkQuantity(quantity: number, stock: number): void {
  if (quantity > MAX_LINE_QUANTITY) throw quantityMax();
  if (quantity > stock) throw outOfStock();
}

/**
 * Adds `quantity` of a variant in one statement and answers the cart row, not yet priced (the
 * caller prices it once, after all its adds); the stock check counts what the cart already holds.
 */
export async function addCartLine(
  db: Db,
  channel: Channel,
  body: { token: string; product_id: number; quantity: number },
  viewer: CartViewer,
): Promise<CartRow> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CART_TTL_MS);
  const selling = isSelling(channel);
  const done = await addLine(db, {
    token: body.token,
    channelId: channel.id,
    viewer: viewer ?? null,
    variantId: body.product_id,
    quantity: body.quantity,
    key: randomToken(9),
    selling,
    now,
    expiresAt,
  });
  // The statement wrote only if every rule held; otherwise name the first rule broken, in order.
  const cart = usableCart(done.cart, channel, viewer, now.getTime());
  if (done.stock === null) throw new ApiException(422, ERROR_CODES.productNotFound);
  if (!done.isShow || !done.soldHere || !selling) throw new ApiException(422, ERROR_CODES.notSale);
  if (done.stock <= 0) throw outOfStock();
  if (done.added === null) {
    const held = await findLineByVariant(db, cart.id, body.product_id);
    checkQuantity((held?.quantity ?? 0) + body.quantity, done.stock);
    throw outOfStock();
  }
  return { ...cart, expiresAt };
}

/** Sets the quantity of the line `key`; a split line keeps its split within the new quantity. */
export async function modifyCart(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  body: { token: string; key: string; quantity: number },
  viewer: CartViewer,
): Promise<Cart> {
  return presentAfterCommit(db, cards, async (tx) => {
    const cart = await requireCart(tx, channel, body.token, viewer, true);
    const line = await findLineByKey(tx, cart.id, body.key);
    if (!line) throw new ApiException(422, ERROR_CODES.cartLineNotFound);
    const found = await findVariantForChannel(tx, line.variantId, channel.id);
    checkQuantity(body.quantity, found?.variant.stock ?? 0);
    await setLineQuantity(tx, line.id, body.quantity);
    const settled = settledCheckout(cart.checkout, line.key, body.quantity);
    if (settled) await setCheckout(tx, cart.id, settled);
    return saved(tx, cart);
  });
}

/** Starts the cart's term again and answers the row as saved. */
async function saved(tx: Tx, cart: CartRow): Promise<CartRow> {
  const expiresAt = expiry();
  await touchCart(tx, cart.id, expiresAt);
  return { ...cart, expiresAt };
}

/** Deletes a line by key, or every line of the given variant ids. */
export async function removeFromCart(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  body: { token: string; key?: string; ids?: number[] },
  viewer: CartViewer,
): Promise<Cart> {
  if (body.key === undefined && !body.ids?.length) {
    throw new ApiException(422, ERROR_CODES.validation, { key: [CART_MESSAGES.chooseLine] });
  }
  return presentAfterCommit(db, cards, async (tx) => {
    const cart = await requireCart(tx, channel, body.token, viewer, true);
    const removed = await deleteLines(tx, cart.id, { key: body.key, variantIds: body.ids });
    if (removed === 0) throw new ApiException(422, ERROR_CODES.cartLineNotFound);
    return saved(tx, cart);
  });
}

/** Requested quantity per variant (the same size may appear twice in a set). */
function quantities(items: CartAddSetBody['products']): Map<number, number> {
  const totals = new Map<number, number>();
  for (const item of items)
    totals.set(item.product_id, (totals.get(item.product_id) ?? 0) + item.quantity);
  return totals;
}

/** Adds every item of a set in one transaction; any unsellable or short item adds nothing. */
export async function addSetToCart(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  body: CartAddSetBody,
  viewer: CartViewer,
) {
  return presentAfterCommit(db, cards, async (tx) => {
    const cart = await requireCart(tx, channel, body.token, viewer, true);
    if (!isSellingSettings(channel.settings)) throw new ApiException(422, ERROR_CODES.notSale);
    for (const [variantId, adding] of quantities(body.products)) {
      const found = await findVariantForChannel(tx, variantId, channel.id);
      if (!found) throw new ApiException(422, ERROR_CODES.productNotFound);
      if (!found.product.isShow || !found.soldHere)
        throw new ApiException(422, ERROR_CODES.notSale);
      const line = await findLineByVariant(tx, cart.id, variantId);
      const quantity = (line?.quantity ?? 0) + adding;
      if (quantity > MAX_LINE_QUANTITY) throw quantityMax();
      if (quantity > found.variant.stock) {
        throw new ApiException(422, ERROR_CODES.outOfStock, {
          [`products.${variantId}`]: [ERROR_MESSAGES[ERROR_CODES.outOfStock]],
        });
      }
      if (line) await setLineQuantity(tx, line.id, quantity);
      else await insertLine(tx, { cartId: cart.id, key: randomToken(9), variantId, quantity });
    }
    const expiresAt = new Date(Date.now() + CART_TTL_MS);
    await touchCart(tx, cart.id, expiresAt);
    return { ...cart, expiresAt };
  });
}
