import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { fraudNotifications, orderCardPayments, orders } from '../../../db/schema/index';

/** The order paid with card payment `intentId`, locked for update, if any. */
export async function findPaidOrderForUpdate(tx: Tx, intentId: string) {
  const [paid] = await tx
    .select({ orderId: orderCardPayments.orderId, orderNo: orders.orderNo })
    .from(orderCardPayments)
    .innerJoin(orders, eq(orders.id, orderCardPayments.orderId))
    .where(eq(orderCardPayments.intentId, intentId))
    .limit(1)
    .for('update');
  return paid;
}

/** Records a fraud notification once; false when its id was seen before. */
export async function insertFraudNotification(
  tx: Tx,
  values: typeof fraudNotifications.$inferInsert,
): Promise<boolean> {
  const fresh = await tx
    .insert(fraudNotifications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: fraudNotifications.id });
  return fresh.length > 0;
}

/** Keeps the fraud verdict on an order's card payment. */
export async function setFraudStatus(tx: Tx, orderId: number, fraudStatus: string) {
  await tx
    .update(orderCardPayments)
    .set({ fraudStatus, fraudCheckedAt: new Date() })
    .where(eq(orderCardPayments.orderId, orderId));
}
