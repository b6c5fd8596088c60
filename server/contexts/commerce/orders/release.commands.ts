import type { Tx } from '../../../db/client';
import type { orders } from '../../../db/schema/index';
import { cardPaymentOf, freeTakenCoupon, markCancelled, returnStock } from './orders.queries';

/** What releasing an order reads of it. */
export type ReleasableOrder = Pick<
  typeof orders.$inferSelect,
  'id' | 'userId' | 'pointsUsed' | 'couponCode'
>;

/**
 * The order's own share of a cancellation, inside the caller's transaction: its stock back (unless
 * `restock` is false, for goods already sent) and a member's taken coupon freed. Answers the card
 * payment to void, if the order was paid by card.
 */
export async function returnOrderGoods(
  tx: Tx,
  order: ReleasableOrder,
  { restock = true }: { restock?: boolean } = {},
): Promise<string | undefined> {
  if (restock) await returnStock(tx, order.id);
  if (order.userId !== null && order.couponCode) {
    await freeTakenCoupon(tx, order.userId, order.couponCode);
  }
  return cardPaymentOf(tx, order.id);
}

/** Marks the order cancelled with `reason`, closing its cancellation. */
export function closeCancelledOrder(tx: Tx, order: ReleasableOrder, reason: string) {
  return markCancelled(tx, order.id, reason);
}
