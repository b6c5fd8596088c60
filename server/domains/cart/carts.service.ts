import { CART_MESSAGES } from '../../../src/lib/cart/cart.messages';
import type { Cart } from '../../../src/lib/cart/cart.schema';
import { MAX_LINE_QUANTITY } from '../../../src/lib/cart/cart.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { ERROR_MESSAGES } from '../../../src/lib/shared/messages.ja';
import type { Db, Tx } from '../../db/client';
import { ApiException } from '../../http/errors';
import type { Channel } from '../../http/types';
import { paymentProvider } from '../../services/payment-provider';
import { randomToken } from '../../services/tokens';
import { addLine } from './carts.add-line';
import { toCart } from './carts.mapper';
import {
  type CartRow,
  type CartViewer,
  deleteLines,
  findCart,
  findLineByKey,
  findLineByVariant,
  findVariantForChannel,
  insertCart,
  setLineQuantity,
  touchCart,
} from './carts.queries';
import { loadPricedCart } from './checkout.pricing';
import { settleLine } from './divide.service';

/** How long a cart lives after its last change. */
export const CART_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const expiry = () => new Date(Date.now() + CART_TTL_MS);

/** Builds the Cart response of a cart row. */
export async function presentCart(db: Db | Tx, cart: CartRow): Promise<Cart> {
  const { lines, pricing } = await loadPricedCart(db, cart);
  const names = new Map(lines.map((l) => [l.product.categoryId, l.categoryNames]));
  const shown = toCart(cart, lines, pricing, (id) => names.get(id) ?? []);
  const card = cart.checkout.card;
  if (card) {
    const live = await paymentProvider(db).retrieve(card.intentId);
    shown.detail.card = {
      brand: card.brand,
      last4: card.last4,
      status: live?.status ?? 'canceled',
      action_url: live?.actionUrl ?? null,
    };
  }
  return shown;
}

/** Whether `viewer` may use the cart: a guest's cart by its token alone, a member's only in that member's session. */
export function cartOpensFor(cart: CartRow, viewer: CartViewer): boolean {
  return cart.userId === null || cart.userId === viewer;
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

/** A found cart when `viewer` may use it in this channel: 404 when missing, elsewhere or not theirs, 422 when expired. */
function usableCart(cart: CartRow | undefined, channel: Channel, viewer: CartViewer): CartRow {
  if (!cart || cart.channelId !== channel.id || !cartOpensFor(cart, viewer)) {
    throw new ApiException(404, ERROR_CODES.cartNotFound);
  }
  if (cart.expiresAt.getTime() <= Date.now()) throw new ApiException(422, ERROR_CODES.cartExpired);
  return cart;
}

/** Reloads the cart of `token` when still valid in this channel, else opens a new one; a member's login claims it. */
export async function initCart(
  db: Db,
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
    return presentCart(db, { ...existing, expiresAt, userId: owner });
  }
  const cart = await insertCart(db, {
    token: randomToken(),
    channelId: channel.id,
    userId: userId ?? null,
    expiresAt: expiry(),
  });
  return presentCart(db, cart);
}

/** False while the temporary-stop plugin is on and says not selling. */
export function isSelling(channel: Channel): boolean {
  const s = channel.settings;
  return !(
    s['PLUGIN.TEMPORARY_STOP_SELLING.IS_USE'] && !s['PLUGIN.TEMPORARY_STOP_SELLING.IS_SELLING']
  );
}

const outOfStock = () =>
  new ApiException(422, ERROR_CODES.outOfStock, {
    quantity: [ERROR_MESSAGES[ERROR_CODES.outOfStock]],
  });

/** Checks a line quantity against stock and the per-line maximum. */
function checkQuantity(quantity: number, stock: number): void {
  if (quantity > MAX_LINE_QUANTITY) {
    throw new ApiException(422, ERROR_CODES.validation, { quantity: [CART_MESSAGES.quantityMax] });
  }
  if (quantity > stock) throw outOfStock();
}

/** Adds `quantity` of a variant; the stock check counts what the cart already holds. */
export async function addToCart(
  db: Db,
  channel: Channel,
  body: { token: string; product_id: number; quantity: number },
  viewer: CartViewer,
): Promise<Cart> {
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
  const cart = done.cart;
  if (!cart || cart.channelId !== channel.id || !cartOpensFor(cart, viewer)) {
    throw new ApiException(404, ERROR_CODES.cartNotFound);
  }
  if (cart.expiresAt.getTime() <= now.getTime()) {
    throw new ApiException(422, ERROR_CODES.cartExpired);
  }
  if (done.stock === null) throw new ApiException(422, ERROR_CODES.productNotFound);
  if (!done.isShow || !done.soldHere || !selling) throw new ApiException(422, ERROR_CODES.notSale);
  if (done.stock <= 0) throw outOfStock();
  if (done.added === null) {
    const held = await findLineByVariant(db, cart.id, body.product_id);
    checkQuantity((held?.quantity ?? 0) + body.quantity, done.stock);
    throw outOfStock();
  }
  return presentCart(db, { ...cart, expiresAt });
}

/** Sets the quantity of the line `key`. */
export async function modifyCart(
  db: Db,
  channel: Channel,
  body: { token: string; key: string; quantity: number },
  viewer: CartViewer,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const cart = await requireCart(tx, channel, body.token, viewer, true);
    const line = await findLineByKey(tx, cart.id, body.key);
    if (!line) throw new ApiException(422, ERROR_CODES.cartLineNotFound);
    const found = await findVariantForChannel(tx, line.variantId, channel.id);
    checkQuantity(body.quantity, found?.variant.stock ?? 0);
    await setLineQuantity(tx, line.id, body.quantity);
    await settleLine(tx, cart, line.key, body.quantity);
    return saved(tx, cart);
  });
}

async function saved(tx: Tx, cart: CartRow): Promise<Cart> {
  const expiresAt = expiry();
  await touchCart(tx, cart.id, expiresAt);
  return presentCart(tx, { ...cart, expiresAt });
}

/** Deletes a line by key, or every line of the given variant ids. */
export async function removeFromCart(
  db: Db,
  channel: Channel,
  body: { token: string; key?: string; ids?: number[] },
  viewer: CartViewer,
): Promise<Cart> {
  if (body.key === undefined && !body.ids?.length) {
    throw new ApiException(422, ERROR_CODES.validation, { key: [CART_MESSAGES.chooseLine] });
  }
  return db.transaction(async (tx) => {
    const cart = await requireCart(tx, channel, body.token, viewer, true);
    const removed = await deleteLines(tx, cart.id, { key: body.key, variantIds: body.ids });
    if (removed === 0) throw new ApiException(422, ERROR_CODES.cartLineNotFound);
    return saved(tx, cart);
  });
}
