import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { coupons, type payments } from '../../db/schema/index';
import { totalsByRate } from '../../services/totals';
import { type CartLineRow, type CartState, type CouponTerms, loadCartState } from './cart-state';
import { type CartPricing, shippingKeys } from './carts.mapper';
import type { CartRow } from './carts.queries';

/** A payment method row. */
export type PaymentRow = typeof payments.$inferSelect;
/** A coupon row. */
export type CouponRow = typeof coupons.$inferSelect;

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
export function couponApplies(coupon: CouponTerms, amount: number, now = new Date()): boolean {
  return coupon.startsAt <= now && coupon.endsAt > now && amount >= coupon.minAmount;
}

/** What the totals of `cart` depend on besides its lines, from its loaded state. */
export function pricingOf(cart: CartRow, state: CartState): CartPricing {
  const { coupon } = state;
  const couponDiscount =
    coupon && couponApplies(coupon, goodsWithTax(state.lines)) ? coupon.discountAmount : 0;
  // A packing of a removed shipment no longer counts.
  const shipments = new Set(shippingKeys(cart));
  return {
    rule: state.rule,
    payment: state.payment,
    couponDiscount,
    pointDiscount: cart.checkout.points ?? 0,
    options: {
      accessories: state.accessories,
      packings: state.packings.filter((p) => shipments.has(p.shippingKey)),
    },
  };
}

/** The cart's lines and everything its totals depend on, read in one statement. */
export async function loadPricedCart(
  db: Db | Tx,
  cart: CartRow,
): Promise<{ lines: CartLineRow[]; pricing: CartPricing }> {
  const state = await loadCartState(db, cart);
  return { lines: state.lines, pricing: pricingOf(cart, state) };
}
