import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, landingPageCoupons, landingPages, userCoupons } from '../../db/schema/index';

type CouponRow = typeof coupons.$inferSelect;

/** Coupons offered on a landing page, in order. */
export function pageCoupons(db: Db, landingPageId: number) {
  return db
    .select({ coupon: coupons })
    .from(landingPageCoupons)
    .innerJoin(coupons, eq(landingPageCoupons.couponId, coupons.id))
    .where(eq(landingPageCoupons.landingPageId, landingPageId))
    .orderBy(asc(landingPageCoupons.sort));
}

/** Which of these coupons the member already took. */
export async function takenIds(db: Db, userId: number | undefined, ids: number[]) {
  if (userId === undefined || ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: userCoupons.couponId })
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), inArray(userCoupons.couponId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The landing page offering a coupon (its redirect target), if any. */
export async function offeringPage(db: Db, couponId: number) {
  const [row] = await db
    .select({ page: landingPages, coupon: coupons })
    .from(landingPageCoupons)
    .innerJoin(landingPages, eq(landingPageCoupons.landingPageId, landingPages.id))
    .innerJoin(coupons, eq(landingPageCoupons.couponId, coupons.id))
    .where(eq(landingPageCoupons.couponId, couponId))
    .limit(1);
  return row;
}

/** Wire shape of an offered coupon. */
export const toLpCoupon = (c: CouponRow, taken: Set<number>) => ({
  id: c.id,
  coupon_id: c.id,
  code: c.code,
  name: c.name,
  discount_amount: c.discountAmount,
  min_amount: c.minAmount,
  ends_at: c.endsAt.toISOString(),
  is_taken: taken.has(c.id),
});
