import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { concurrently } from '../../db/concurrently';
import { coupons, payments } from '../../db/schema/index';
import { totalsByRate } from '../../services/totals';
import type { CartPricing } from '../carts/carts.mapper';
import type { CartLineRow, CartRow } from '../carts/carts.queries';
import { loadCarriageRule } from '../carts/carts.queries';
import { loadCartOptions } from './accessories.pricing';

/** A payment method row. */
export type PaymentRow = typeof payments.$inferSelect;
/** A coupon row. */
export type CouponRow = typeof coupons.$inferSelect;

/** A payment method by id. */
export async function findPayment(db: Db | Tx, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

/** A coupon by code (case-insensitive codes are stored upper-case). */
export async function findCoupon(db: Db | Tx, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, code.trim().toUpperCase()))
    .limit(1);
  return row;
}

/** Tax-included value of the goods in the cart (what coupon minimums compare against). */
export function goodsWithTax(lines: CartLineRow[]): number {
  return totalsByRate(
    lines.map((l) => ({
      unitPrice: l.product.price,
      taxRate: l.product.taxRate,
      quantity: l.quantity,
    })),
  ).reduce((sum, r) => sum + r.amountWithTax, 0);
}

/** Whether a coupon applies now to goods worth `amount` (tax included). */
export function couponApplies(coupon: CouponRow, amount: number, now = new Date()): boolean {
  return coupon.startsAt <= now && coupon.endsAt > now && amount >= coupon.minAmount;
}

/** Everything the totals of `cart` depend on besides its lines. */
export async function loadPricing(
  db: Db | Tx,
  cart: CartRow,
  lines: CartLineRow[],
): Promise<CartPricing> {
  const { paymentId } = cart;
  const { couponCode } = cart.checkout;
  const [rule, payment, coupon, options] = await concurrently(db, [
    () => loadCarriageRule(db),
    async () => (paymentId ? findPayment(db, paymentId) : undefined),
    async () => (couponCode ? findCoupon(db, couponCode) : undefined),
    () => loadCartOptions(db, cart),
  ] as const);
  const couponDiscount =
    coupon && couponApplies(coupon, goodsWithTax(lines)) ? coupon.discountAmount : 0;
  return {
    rule,
    payment: payment ? { name: payment.name, fee: payment.fee } : null,
    couponDiscount,
    pointDiscount: cart.checkout.points ?? 0,
    options,
  };
}
