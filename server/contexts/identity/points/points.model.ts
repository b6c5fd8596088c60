/** Points earned per 100 yen paid for goods (tax included, after coupon and point discounts). */
export const POINT_RATE_PERCENT = 1;

/** How long a balance lasts after the member last earned or used points. */
export const POINT_LIFETIME_DAYS = 365;

/**
 * Points an order earns: 1% of the goods it pays for, rounded down.
 * @example pointsToEarn(5500, 500, 300) // 47
 */
export function pointsToEarn(goodsWithTax: number, couponDiscount: number, pointDiscount: number) {
  const paid = Math.max(0, goodsWithTax - couponDiscount - pointDiscount);
  return Math.floor((paid * POINT_RATE_PERCENT) / 100);
}

/**
 * When a balance lapses: a year after the last earning or use; null when there is nothing to lapse.
 * @example pointsExpireAt(1500, new Date('2026-11-18T10:00:00Z')) // 2027-11-18T10:00:00Z
 */
export function pointsExpireAt(balance: number, lastActivity: Date | null): Date | null {
  if (balance <= 0 || !lastActivity) return null;
  return new Date(lastActivity.getTime() + POINT_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * What taking back `points` from `balance` really takes, and what it could not (the balance never goes below 0).
 * @example takeBack(100, 300) // { taken: 100, shortfall: 200 }
 */
export function takeBack(balance: number, points: number): { taken: number; shortfall: number } {
  const taken = Math.max(0, Math.min(balance, points));
  return { taken, shortfall: points - taken };
}
