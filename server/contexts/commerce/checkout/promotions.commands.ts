import { CHECKOUT_MESSAGES as M } from '../../../../contract/checkout/checkout.messages';
import { formatYen } from '../../../../contract/shared/money';
import type { Db, Tx } from '../../../db/client';
import type { Channel } from '../../../http/types';
import type { CardProvider } from '../../../services/card-provider';
import { spendPoints } from '../../identity/api';
import {
  type CartRow,
  type CartViewer,
  changeCheckout,
  couponApplies,
  fieldError,
  goodsWithTax,
  loadCartLines,
  withCheckout,
} from '../cart/index';
import { type CouponRow, couponTermsRefusal } from './promotions.model';
import {
  couponUsage,
  customerOf,
  findCoupon,
  hasTaken,
  lockCoupon,
  markTakenCopyUsed,
  pointsBalanceOf,
} from './promotions.queries';

/** Applies a coupon code to the cart (one coupon per order), or says in Japanese why not. */
export function addCoupon(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  token: string,
  viewer: CartViewer,
  code: string,
) {
  return changeCheckout(db, cards, channel, token, viewer, async (tx, cart) => {
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
export function removeCoupon(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  token: string,
  viewer: CartViewer,
) {
  return changeCheckout(db, cards, channel, token, viewer, async (_tx, cart) => {
    const { couponCode: _gone, ...rest } = cart.checkout;
    return { checkout: rest };
  });
}

/** Sets how many points a member's cart uses: within the balance and the goods' value. */
export function applyPoints(
  db: Db,
  cards: CardProvider,
  channel: Channel,
  token: string,
  point: number,
  userId: number,
) {
  return changeCheckout(db, cards, channel, token, userId, async (tx, cart) => {
    if (cart.userId !== null && cart.userId !== userId)
      throw fieldError('point', M.pointsMemberOnly);
    const balance = await pointsBalanceOf(tx, userId);
    if (balance === undefined) throw fieldError('point', M.pointsMemberOnly);
    if (point > balance) {
      throw fieldError('point', M.pointsOverBalance(balance.toLocaleString('ja-JP')));
    }
    if (point > goodsWithTax(await loadCartLines(tx, cart.id)))
      throw fieldError('point', M.pointsOverTotal);
    return { userId, checkout: withCheckout(cart, { points: point }) };
  });
}

/** Marks the member's taken copy of a landing-page coupon used (once, even when decisions race). */
async function spendTakenCopy(tx: Tx, userId: number | null, coupon: CouponRow) {
  if (!userId) throw fieldError('coupon', M.couponNotTaken);
  if (!(await markTakenCopyUsed(tx, userId, coupon.id))) throw fieldError('coupon', M.couponUsed);
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

/** Takes the used points off the member's balance (never below 0) and uses up a taken coupon. */
export async function spendPromotions(
  tx: Tx,
  cart: CartRow,
  totals: { pointDiscount: number; couponDiscount: number },
) {
  if (totals.pointDiscount > 0 && cart.userId) {
    if (!(await spendPoints(tx, cart.userId, totals.pointDiscount))) {
      const balance = (await pointsBalanceOf(tx, cart.userId)) ?? 0;
      throw fieldError('point', M.pointsOverBalance(balance.toLocaleString('ja-JP')));
    }
  }
  if (totals.couponDiscount > 0 && cart.checkout.couponCode) {
    await spendCoupon(tx, cart, cart.checkout.couponCode);
  }
}
