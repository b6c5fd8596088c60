import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { namedIds } from '../../../db/named-ids';
import { orders } from '../../../db/schema/index';

/** An order as other records name it: its id and number. */
export type OrderRef = { id: number; orderNo: string };

/**
 * An order's id and number (undefined when missing); with `ownerId`, only when that member placed
 * it, in any channel (an inquiry may name an order of another channel of the same shop).
 */
export async function orderRef(
  db: Db,
  orderId: number,
  ownerId?: number,
): Promise<OrderRef | undefined> {
  const [row] = await db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(
      and(eq(orders.id, orderId), ownerId === undefined ? undefined : eq(orders.userId, ownerId)),
    )
    .limit(1);
  return row;
}

/** A recent order as other records list it: when it was placed, where it stands and what it cost. */
export type RecentOrderRef = OrderRef & { orderedAt: Date; status: string; totalPayment: number };

/** A member's latest orders as other records name and list them (an inquiry's, the member record's), newest first. */
export function recentOrderRefs(db: Db, userId: number, limit: number): Promise<RecentOrderRef[]> {
  return db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      orderedAt: orders.orderedAt,
      status: orders.status,
      totalPayment: orders.totalPayment,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.orderedAt), desc(orders.id))
    .limit(limit);
}

/** Order numbers by id, for records that name orders by id (a point history's entries). */
export async function orderNumbers(
  db: Db,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = namedIds(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(inArray(orders.id, wanted));
  return new Map(rows.map((row) => [row.id, row.orderNo]));
}
