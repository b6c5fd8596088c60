import { CHECKOUT_MESSAGES as M } from '../../../../contract/checkout/checkout.messages';
import type { coupons } from '../../../db/schema/index';

/** A coupon row. */
export type CouponRow = typeof coupons.$inferSelect;

/** Who a coupon's per-customer terms count: the member, and the e-mail an order was placed under. */
export type Customer = { userId: number | null; email: string | null };

/** How often the customer and everyone have ordered, and used this coupon (cancelled orders not counted). */
export type CouponUsage = { customerOrders: number; customerUses: number; totalUses: number };

/** Why the coupon's terms refuse this customer now, or null when they allow it. */
export function couponTermsRefusal(coupon: CouponRow, usage: CouponUsage): string | null {
  if (coupon.isFirstPurchaseOnly && usage.customerOrders > 0) return M.couponFirstPurchaseOnly;
  if (coupon.usageLimitPerCustomer !== null && usage.customerUses >= coupon.usageLimitPerCustomer) {
    return M.couponUsed;
  }
  if (coupon.usageLimit !== null && usage.totalUses >= coupon.usageLimit) return M.couponSoldOut;
  return null;
}
