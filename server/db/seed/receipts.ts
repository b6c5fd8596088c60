import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { orders } from '../schema/index';

/** Delivered demo orders were paid (bank transfers received on the order day), so they get receipts. */
export async function seedPaidOrders(tx: Tx): Promise<void> {
  await tx
    .update(orders)
    .set({ paidAt: sql`${orders.orderedAt}` })
    .where(and(eq(orders.status, 'delivered'), isNull(orders.paidAt)));
}
