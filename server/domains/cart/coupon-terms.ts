import { and, eq, ne, or, sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES as M } from '../../../src/lib/checkout/checkout.messages';
import type { Db, Tx } from '../../db/client';
import { coupons, orders, users } from '../../db/schema/index';
import type { CartRow } from './carts.queries';
import type { CouponRow } from './checkout.pricing';

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

/** The cart's customer: its member (with the member's own e-mail) or the guest orderer's e-mail. */
export async function customerOf(db: Db | Tx, cart: CartRow): Promise<Customer> {
  const typed = cart.checkout.orderer?.email?.trim() || null;
  if (!cart.userId) return { userId: null, email: typed };
  const [member] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, cart.userId))
    .limit(1);
  return { userId: cart.userId, email: member?.email ?? typed };
}

function customerOrders(customer: Customer) {
  const byEmail = customer.email
    ? sql`lower(${orders.email}) = lower(${customer.email})`
    : undefined;
  const byMember = customer.userId ? eq(orders.userId, customer.userId) : undefined;
  if (!byEmail && !byMember) return sql`false`;
  return and(ne(orders.status, 'cancelled'), or(byMember, byEmail));
}

/** Counts the orders the coupon's terms depend on. */
export async function couponUsage(
  db: Db | Tx,
  coupon: CouponRow,
  customer: Customer,
): Promise<CouponUsage> {
  const mine = customerOrders(customer);
  const used = and(ne(orders.status, 'cancelled'), eq(orders.couponCode, coupon.code));
  const [row] = await db
    .select({
      customerOrders: sql<number>`count(*) filter (where ${mine})`.mapWith(Number),
      customerUses: sql<number>`count(*) filter (where ${and(mine, used)})`.mapWith(Number),
      totalUses: sql<number>`count(*) filter (where ${used})`.mapWith(Number),
    })
    .from(orders);
  return row ?? { customerOrders: 0, customerUses: 0, totalUses: 0 };
}

/**
 * Locks the coupon's row for the rest of the decision's transaction, so two orders racing for its
 * last use are counted one after the other.
 */
export async function lockCoupon(tx: Tx, coupon: CouponRow): Promise<void> {
  await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, coupon.id)).for('update');
}
