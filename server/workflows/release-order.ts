/**
 * Releasing a placed order in full, whoever cancels it (the member, the shop, the fraud verdict,
 * the gift sweep): each domain gives back its share, in this order, inside the caller's
 * transaction, which holds the order row's lock and has checked the order may be cancelled.
 */

import {
  type CardProvider,
  cancelGiftsOfOrder,
  closeCancelledOrder,
  type ReleasableOrder,
  returnOrderGoods,
  voidCardPayment,
} from '../contexts/commerce/steps';
import { returnAllowance, settleCancelledOrder } from '../contexts/identity/steps';
import type { Tx } from '../db/client';

/**
 * Stock back (unless `restock` is false, for goods already sent) and a taken coupon freed
 * (orders), a member's points settled (points), a shareholder allowance given back (benefit), the
 * card voided (payments; `CardVoidError` when the provider refuses, which rolls everything back),
 * the order marked cancelled with `reason` (orders), its gifts closed with the recipient's address
 * erased (social gift).
 */
export async function releaseOrder(
  tx: Tx,
  cards: CardProvider,
  order: ReleasableOrder,
  reason: string,
  { restock = true }: { restock?: boolean } = {},
): Promise<void> {
  const cardPayment = await returnOrderGoods(tx, order, { restock });
  if (order.userId !== null) {
    await settleCancelledOrder(tx, {
      userId: order.userId,
      orderId: order.id,
      pointsUsed: order.pointsUsed,
    });
  }
  await returnAllowance(tx, order.id);
  if (cardPayment) await voidCardPayment(tx, cards, cardPayment);
  await closeCancelledOrder(tx, order, reason);
  await cancelGiftsOfOrder(tx, order.id);
}
