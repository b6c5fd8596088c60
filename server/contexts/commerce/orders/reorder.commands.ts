import type { ReorderBody } from '../../../../contract/orders/orders.schema';
import type { Db } from '../../../db/client';
import type { Channel } from '../../../http/types';
import { lineProducts } from '../../catalogue/api';
import { orderNotFound } from './orders.commands';
import { goodsLines } from './orders.model';
import { findMemberOrder, linesOf } from './orders.queries';

/**
 * For `POST /v1/me/orders/{id}/reorder`: the member's order's goods lines to put in the cart again
 * (all, or `line_ids`) with their products as sold today. Another member's order, or a line id
 * that is not the order's, is 404.
 */
export async function reorderableLines(
  db: Db,
  channel: Channel,
  userId: number,
  orderId: number,
  body: ReorderBody,
) {
  if (!(await findMemberOrder(db, userId, channel.id, orderId))) throw orderNotFound();
  const lines = goodsLines(await linesOf(db, orderId), body.line_ids);
  if (lines.length === 0 || (body.line_ids && lines.length !== body.line_ids.length)) {
    throw orderNotFound();
  }
  return {
    lines,
    products: await lineProducts(
      db,
      lines.map((l) => l.productId),
    ),
  };
}
