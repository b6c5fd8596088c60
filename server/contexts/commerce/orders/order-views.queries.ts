import type { OrderDetail, OrderList } from '../../../../contract/orders/orders.schema';
import type { Db } from '../../../db/client';
import { lineProducts } from '../../catalogue/api';
import { earnedOnOrder } from '../../identity/api';
import { toCartPacking } from '../cart/index';
import { socialGiftOf } from '../social-gift/index';
import { toOrderDetail, toOrderSummary } from './orders.model';
import {
  findMemberOrder,
  linesOf,
  linesOfOrders,
  memosOf,
  packingsOf,
  pageOrders,
} from './orders.queries';

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

/** The member's order in full; null when it is not theirs (answer it as not found). */
export async function orderDetail(
  db: Db,
  userId: number,
  channelId: string,
  id: number,
): Promise<OrderDetail | null> {
  const row = await findMemberOrder(db, userId, channelId, id);
  if (!row) return null;
  const lines = await linesOf(db, id);
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
    await lineProducts(
      db,
      lines.map((l) => l.productId),
    ),
  );
  return { ...detail, social_gift: await socialGiftOf(db, id) };
}
