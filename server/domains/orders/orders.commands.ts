import { ORDER_MESSAGES as M } from '../../../src/lib/orders/orders.messages';
import type { OrderDetail, OrderList } from '../../../src/lib/orders/orders.schema';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import type { Db } from '../../db/client';
import { ApiException } from '../../http/errors';
import { toCartPacking } from '../cart/options.model';
import { socialGiftOf } from '../social-gift/index';
import { toOrderDetail, toOrderSummary } from './orders.model';
import {
  findMemberOrder,
  lineProductsOf,
  linesOf,
  linesOfOrders,
  memosOf,
  packingsOf,
  pageOrders,
} from './orders.queries';
import { earnedOnOrder } from './points.queries';

/** 404 exactly as for a missing order (another member's order answers the same). */
export const orderNotFound = () =>
  new ApiException(404, ERROR_CODES.notFound, undefined, M.notFound);

/** One page of the member's orders with the total of every order not cancelled. */
export async function listOrders(
  db: Db,
  userId: number,
  channelId: string,
  paging: { page: number; per: number },
): Promise<OrderList & { total: number }> {
  const { rows, total, paid } = await pageOrders(db, userId, channelId, paging);
  const ids = rows.map((r) => r.order.id);
  const [memos, lines] = await Promise.all([memosOf(db, ids), linesOfOrders(db, ids)]);
  const data = rows.map((row) =>
    toOrderSummary(
      row,
      lines.filter((l) => l.orderId === row.order.id),
      memos.filter((m) => m.orderId === row.order.id),
    ),
  );
  return { data, user_order_total_payment: paid, total };
}

/** The member's order in full; 404 when it is not theirs. */
export async function orderDetail(
  db: Db,
  userId: number,
  channelId: string,
  id: number,
): Promise<OrderDetail> {
  const row = await findMemberOrder(db, userId, channelId, id);
  if (!row) throw orderNotFound();
  const lines = await linesOf(db, id);
  const productIds = [
    ...new Set(lines.flatMap((l) => (l.productId === null ? [] : [l.productId]))),
  ];
  const packings = (await packingsOf(db, id)).map((p) => ({
    ...toCartPacking({ ...p, key: String(p.id) }),
    fee_with_tax: p.feeWithTax,
  }));
  const detail = toOrderDetail(
    row,
    lines,
    packings,
    await memosOf(db, [id]),
    await earnedOnOrder(db, id),
    await lineProductsOf(db, productIds),
  );
  return { ...detail, social_gift: await socialGiftOf(db, id) };
}
