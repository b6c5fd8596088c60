import type { Tx } from '../../db/client';
import { pointsToEarn } from './points.model';
import { addToBalance, recordPoints } from './points.queries';

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
