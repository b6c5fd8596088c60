import type { Tx } from '../../db/client';
import type { orders } from '../../db/schema/index';
import type { CardProvider } from '../../services/card-provider';
import { returnAllowance } from '../benefit/index';
import { addToBalance, earnedOnOrder, lockBalance, recordPoints, takeBack } from '../points/index';
import { cancelGiftsOfOrder } from '../social-gift/index';
import { cardPaymentOf, freeTakenCoupon, markCancelled, returnStock } from './orders.queries';

/** What releasing an order reads of it. */
export type ReleasableOrder = Pick<
  typeof orders.$inferSelect,
  'id' | 'userId' | 'pointsUsed' | 'couponCode'
>;

/** The card void failed at the provider: the caller's transaction must roll back. */
export class CardVoidError extends Error {}

/** Gives back the points the order used and takes back what it earned (never below 0; the gap is recorded). */
async function settlePoints(tx: Tx, userId: number, order: ReleasableOrder): Promise<void> {
  const balance = await lockBalance(tx, userId);
  if (order.pointsUsed > 0) {
    await addToBalance(tx, userId, order.pointsUsed);
    await recordPoints(tx, {
      userId,
      orderId: order.id,
      kind: 'returned',
      points: order.pointsUsed,
    });
  }
  const earned = await earnedOnOrder(tx, order.id);
  if (earned > 0) {
    const { taken, shortfall } = takeBack(balance + order.pointsUsed, earned);
    await addToBalance(tx, userId, -taken);
    await recordPoints(tx, {
      userId,
      orderId: order.id,
      kind: 'revoked',
      points: -taken,
      shortfall,
    });
  }
}

/**
 * Cancels a placed order in full inside the caller's transaction, whoever cancels it (the member,
 * the gift sweep, the fraud verdict): stock back (unless `restock` is false, for goods already
 * sent), a member's points settled, a shareholder allowance and a taken coupon given back, the
 * card voided, the order marked cancelled with `reason`, its gifts closed as cancelled with the
 * recipient's address erased. The caller holds the order row's lock
 * and has checked the order may be cancelled.
 */
export async function releaseOrder(
  tx: Tx,
  cards: CardProvider,
  order: ReleasableOrder,
  reason: string,
  { restock = true }: { restock?: boolean } = {},
): Promise<void> {
  if (restock) await returnStock(tx, order.id);
  if (order.userId !== null) {
    await settlePoints(tx, order.userId, order);
    if (order.couponCode) await freeTakenCoupon(tx, order.userId, order.couponCode);
  }
  await returnAllowance(tx, order.id);
  const intentId = await cardPaymentOf(tx, order.id);
  if (intentId) {
    const provider = cards(tx);
    // A payment the provider already cancelled counts as voided (a repeated verdict, a retry).
    const voided = (await provider.cancel(intentId)) ?? (await provider.retrieve(intentId));
    if (voided?.status !== 'canceled') {
      throw new CardVoidError(`card void failed for order ${order.id}`);
    }
  }
  await markCancelled(tx, order.id, reason);
  await cancelGiftsOfOrder(tx, order.id);
}
