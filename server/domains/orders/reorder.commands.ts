import type { Cart } from '../../../contract/cart/cart.schema';
import type { Reorder, ReorderBody, ReorderLine } from '../../../contract/orders/orders.schema';
import type { Db } from '../../db/client';
import { ApiException } from '../../http/errors';
import type { Channel } from '../../http/types';
import type { CardProvider } from '../../services/card-provider';
import { addToCart, presentCart, requireCart } from '../cart/index';
import { orderNotFound } from './orders.commands';
import { goodsLines } from './orders.model';
import { findMemberOrder, lineProductsOf, linesOf } from './orders.queries';
import { outcomeOfError, reorderLine } from './reorder.model';

/**
 * Puts the member's order's lines (all, or `line_ids`) in the cart again, each through the cart's
 * own add (today's stock, price and selling rules). A line that cannot be added is reported, not
 * fatal; a cart that cannot be used stops the whole call. Another member's order is 404.
 */
export async function reorder(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  userId: number,
  orderId: number,
  body: ReorderBody,
): Promise<Reorder> {
  if (!(await findMemberOrder(db, userId, channel.id, orderId))) throw orderNotFound();
  const lines = goodsLines(await linesOf(db, orderId), body.line_ids);
  if (lines.length === 0 || (body.line_ids && lines.length !== body.line_ids.length)) {
    throw orderNotFound();
  }
  const ids = lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
  const products = await lineProductsOf(db, ids);
  const results: ReorderLine[] = [];
  let cart: Cart | undefined;
  for (const line of lines) {
    const product = products.find((p) => p.id === line.productId);
    if (line.variantId === null || !product) {
      results.push(reorderLine(line, 'not_sold', product));
      continue;
    }
    const item = { token: body.token, product_id: line.variantId, quantity: line.quantity };
    try {
      cart = await addToCart(db, cards, channel, item, userId);
      results.push(reorderLine(line, 'added', product));
    } catch (error) {
      const outcome = error instanceof ApiException ? outcomeOfError(error.code) : undefined;
      if (!outcome) throw error;
      results.push(reorderLine(line, outcome, product));
    }
  }
  cart ??= await presentCart(db, cards, await requireCart(db, channel, body.token, userId));
  return { cart, lines: results };
}
