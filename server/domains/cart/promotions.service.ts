import { and, eq, isNull } from 'drizzle-orm';
import { CHECKOUT_MESSAGES as M } from '../../../src/lib/checkout/checkout.messages';
import { formatYen } from '../../../src/lib/shared/money';
import type { Db, Tx } from '../../db/client';
import { userCoupons, users } from '../../db/schema/index';
import type { Channel } from '../../http/types';
import { loadCartLines } from './cart-state';
import type { CartViewer } from './carts.queries';
import { couponApplies, findCoupon, goodsWithTax } from './checkout.pricing';
import { changeCheckout, fieldError, withCheckout } from './checkout.service';
import { couponTermsRefusal, couponUsage, customerOf } from './coupon-terms';

/** Whether a member holds an unused copy of an LP-only coupon. */
async function hasTaken(tx: Tx, userId: number | null, couponId: number): Promise<boolean> {
  if (!userId) return false;
  const [row] = await tx
    .select({ id: userCoupons.couponId })
    .from(userCoupons)
    .where(
      and(
        eq(userCoupons.userId, userId),
        eq(userCoupons.couponId, couponId),
        isNull(userCoupons.usedAt),
      ),
    )
    .limit(1);
  return !!row;
}

/** Applies a coupon code to the cart (one coupon per order), or says in Japanese why not. */
export function addCoupon(
  db: Db,
  channel: Channel,
  token: string,
  viewer: CartViewer,
  code: string,
) {
  return changeCheckout(db, channel, token, viewer, async (tx, cart) => {
    const coupon = await findCoupon(tx, code);
    if (!coupon) throw fieldError('code', M.couponUnknown);
    const now = new Date();
    if (coupon.startsAt > now || coupon.endsAt <= now) throw fieldError('code', M.couponExpired);
    const goods = goodsWithTax(await loadCartLines(tx, cart.id));
    if (!couponApplies(coupon, goods, now)) {
      throw fieldError('code', M.couponMinimum(formatYen(coupon.minAmount)));
    }
    if (coupon.isLpOnly && !(await hasTaken(tx, cart.userId, coupon.id))) {
      throw fieldError('code', M.couponNotTaken);
    }
    // Checked again, under the coupon's lock, when the order is placed.
    const refusal = couponTermsRefusal(
      coupon,
      await couponUsage(tx, coupon, await customerOf(tx, cart)),
    );
    if (refusal) throw fieldError('code', refusal);
    return { checkout: withCheckout(cart, { couponCode: coupon.code }) };
  });
}

/** Removes the cart's coupon. */
export function removeCoupon(db: Db, channel: Channel, token: string, viewer: CartViewer) {
  return changeCheckout(db, channel, token, viewer, async (_tx, cart) => {
    const { couponCode: _gone, ...rest } = cart.checkout;
    return { checkout: rest };
  });
}

/** Sets how many points a member's cart uses: within the balance and the goods' value. */
export function applyPoints(
  db: Db,
  channel: Channel,
  token: string,
  point: number,
  userId: number,
) {
  return changeCheckout(db, channel, token, userId, async (tx, cart) => {
    if (cart.userId !== null && cart.userId !== userId)
      throw fieldError('point', M.pointsMemberOnly);
    const [user] = await tx
      .select({ balance: users.pointsBalance })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) throw fieldError('point', M.pointsMemberOnly);
    if (point > user.balance) {
      throw fieldError('point', M.pointsOverBalance(user.balance.toLocaleString('ja-JP')));
    }
    if (point > goodsWithTax(await loadCartLines(tx, cart.id)))
      throw fieldError('point', M.pointsOverTotal);
    return { userId, checkout: withCheckout(cart, { points: point }) };
  });
}
