import { and, eq, isNull } from 'drizzle-orm';
import { CHECKOUT_MESSAGES as M } from '../../../src/lib/checkout/checkout.messages';
import type { Tx } from '../../db/client';
import { userCoupons } from '../../db/schema/index';
import type { CartRow } from './carts.queries';
import { type CouponRow, findCoupon } from './checkout.pricing';
import { fieldError } from './checkout.service';
import { couponTermsRefusal, couponUsage, customerOf, lockCoupon } from './coupon-terms';

/**
 * Marks the member's taken copy of a landing-page coupon used. The row lock of the UPDATE and its
 * `used_at IS NULL` condition make two decisions racing with one copy spend it only once.
 */
async function spendTakenCopy(tx: Tx, userId: number | null, coupon: CouponRow) {
  if (!userId) throw fieldError('coupon', M.couponNotTaken);
  const spent = await tx
    .update(userCoupons)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userCoupons.userId, userId),
        eq(userCoupons.couponId, coupon.id),
        isNull(userCoupons.usedAt),
      ),
    )
    .returning({ couponId: userCoupons.couponId });
  if (spent.length === 0) throw fieldError('coupon', M.couponUsed);
}

/**
 * Spends the cart's coupon inside the decision's transaction, or refuses (422, Japanese) so nothing
 * is written: a taken landing-page copy once, and the coupon's terms (first order only, use caps)
 * counted under its row lock so racing orders cannot both take its last use.
 */
export async function spendCoupon(tx: Tx, cart: CartRow, code: string): Promise<void> {
  const coupon = await findCoupon(tx, code);
  if (!coupon) throw fieldError('coupon', M.couponUnknown);
  if (coupon.isLpOnly) await spendTakenCopy(tx, cart.userId, coupon);
  await lockCoupon(tx, coupon);
  const refusal = couponTermsRefusal(
    coupon,
    await couponUsage(tx, coupon, await customerOf(tx, cart)),
  );
  if (refusal) throw fieldError('coupon', refusal);
}
