import type { LpCoupon } from '../../../contract/content/promotions.schema';

/** The list with one coupon marked taken. */
export function markTaken(list: LpCoupon[], couponId: number): LpCoupon[] {
  return list.map((c) => (c.coupon_id === couponId ? { ...c, is_taken: true } : c));
}
