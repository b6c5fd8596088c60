/**
 * Adding to a cart and pricing it: `PATCH /v1/carts/products/add` adds one line, and buying an
 * order again (`POST /v1/me/orders/{id}/reorder`) adds each of its lines through the same add;
 * either way the cart is priced once, after the adds, with the card's live status.
 */
import type { Cart } from '../../contract/cart/cart.schema';
import type { Reorder, ReorderBody, ReorderLine } from '../../contract/orders/orders.schema';
import type { CardProvider } from '../contexts/commerce/steps';
import {
  addCartLine,
  type CartRow,
  type CartViewer,
  outcomeOfError,
  presentCart,
  reorderableLines,
  reorderLine,
  requireCart,
} from '../contexts/commerce/steps';
import type { Db } from '../db/client';
import { ApiException } from '../http/errors';
import type { Channel } from '../http/types';

/** `PATCH /v1/carts/products/add`: adds `quantity` of a variant, then answers the priced cart. */
export async function addToCart(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  body: { token: string; product_id: number; quantity: number },
  viewer: CartViewer,
): Promise<Cart> {
  return presentCart(db, cards, await addCartLine(db, channel, body, viewer));
}

/**
 * `POST /v1/me/orders/{id}/reorder`: puts the member's order's lines (all, or `line_ids`) in the
 * cart again, each through the cart's own add (today's stock, price and selling rules). A line
 * that cannot be added is reported, not fatal; a cart that cannot be used stops the whole call.
 * The cart is priced once, after the last line.
 */
export async function reorder(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  request: { userId: number; orderId: number; body: ReorderBody },
): Promise<Reorder> {
  const { userId, orderId, body } = request;
  const { lines, products } = await reorderableLines(db, channel, userId, orderId, body);
  const results: ReorderLine[] = [];
  let cart: CartRow | undefined;
  for (const line of lines) {
    const product = products.find((p) => p.id === line.productId);
    if (line.variantId === null || !product) {
      results.push(reorderLine(line, 'not_sold', product));
      continue;
    }
    const item = { token: body.token, product_id: line.variantId, quantity: line.quantity };
    try {
      cart = await addCartLine(db, channel, item, userId);
      results.push(reorderLine(line, 'added', product));
    } catch (error) {
      const outcome = error instanceof ApiException ? outcomeOfError(error.code) : undefined;
      if (!outcome) throw error;
      results.push(reorderLine(line, outcome, product));
    }
  }
  cart ??= await requireCart(db, channel, body.token, userId);
  return { cart: await presentCart(db, cards, cart), lines: results };
}
