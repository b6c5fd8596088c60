import type { Tx } from '../../../db/client';
import { pointsToEarn, takeBack } from './points.model';
import { addToBalance, earnedOnOrder, lockBalance, recordPoints } from './points.queries';

/** What a placed order did to points: used at checkout, and the goods it pays for. */
export type OrderPoints = {
  userId: number | null;
  orderId: number;
  used: number;
  goodsWithTax: number;
  couponDiscount: number;
};

/**
 * Inside the decision's transaction (the points used are already off the balance): records the
 * use and gives the member the points the order earns. Guests neither use nor earn.
 */
export async function recordOrderPoints(tx: Tx, p: OrderPoints): Promise<number> {
  if (!p.userId) return 0;
  if (p.used > 0) {
    await recordPoints(tx, { userId: p.userId, orderId: p.orderId, kind: 'used', points: -p.used });
  }
  const earned = pointsToEarn(p.goodsWithTax, p.couponDiscount, p.used);
  if (earned > 0) {
    await addToBalance(tx, p.userId, earned);
    await recordPoints(tx, {
      userId: p.userId,
      orderId: p.orderId,
      kind: 'earned',
      points: earned,
    });
  }
  return earned;
}

/** What a cancellation settles of an order's points: who, which order, the points it used. */
export type CancelledOrderPoints = { userId: number; orderId: number; pointsUsed: number };

/**
 * Inside a cancellation's transaction: gives back the points the order used and takes back what
 * it earned (never below 0; the gap is recorded as a shortfall).
 */
export async function settleCancelledOrder(tx: Tx, p: CancelledOrderPoints): Promise<void> {
  const { userId, orderId, pointsUsed } = p;
  const balance = await lockBalance(tx, userId);
  if (pointsUsed > 0) {
    await addToBalance(tx, userId, pointsUsed);
    await recordPoints(tx, { userId, orderId, kind: 'returned', points: pointsUsed });
  }
  const earned = await earnedOnOrder(tx, orderId);
  if (earned > 0) {
    const { taken, shortfall } = takeBack(balance + pointsUsed, earned);
    await addToBalance(tx, userId, -taken);
    await recordPoints(tx, { userId, orderId, kind: 'revoked', points: -taken, shortfall });
  }
}
