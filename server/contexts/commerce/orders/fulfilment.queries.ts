import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { channels, orders, payments } from '../../../db/schema/index';

/** A placed order row. */
type OrderRow = typeof orders.$inferSelect;

/** An order by its id or its order number (`OK-…`), as the shop's tools name it. */
export type OrderRef = { id: number } | { orderNo: string };

/** The order with its payment kind and shop name, locked for update (undefined when missing). */
export async function lockOrderForRecord(tx: Tx, ref: OrderRef) {
  const [row] = await tx
    .select({ order: orders, paymentKind: payments.kind, shop: channels.siteName })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .innerJoin(channels, eq(channels.id, orders.channelId))
    .where('id' in ref ? eq(orders.id, ref.id) : eq(orders.orderNo, ref.orderNo))
    .for('update', { of: orders })
    .limit(1);
  return row;
}

/** Marks an order shipped with its shipments' new `shippings`; the saved row, if any. */
export async function setOrderShipped(
  tx: Tx,
  orderId: number,
  shippings: OrderRow['shippings'],
  now: Date,
): Promise<OrderRow | undefined> {
  const [saved] = await tx
    .update(orders)
    .set({
      status: 'shipped',
      isCancellable: false,
      shippings,
      updatedAt: now,
      version: sql`${orders.version} + 1`,
    })
    .where(eq(orders.id, orderId))
    .returning();
  return saved;
}

/** Records that an order's bank transfer arrived; the saved row, if any. */
export async function setOrderPaid(
  tx: Tx,
  orderId: number,
  now: Date,
): Promise<OrderRow | undefined> {
  const [saved] = await tx
    .update(orders)
    .set({ paidAt: now, updatedAt: now, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, orderId))
    .returning();
  return saved;
}
