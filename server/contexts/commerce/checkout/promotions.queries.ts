import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { coupons, orders, userCoupons } from '../../../db/schema/index';
import { findMember } from '../../identity/api';
import type { CartRow } from '../cart/index';
import type { CouponRow, CouponUsage, Customer } from './promotions.model';

/** The cart's customer: its member (with the member's own e-mail) or the guest orderer's e-mail. */
export async function customerOf(db: Db | Tx, cart: CartRow): Promise<Customer> {
  const typed = cart.checkout.orderer?.email?.trim() || null;
  if (!cart.userId) return { userId: null, email: typed };
  const member = await findMember(db, { id: cart.userId });
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

/** A coupon by code (case-insensitive codes are stored upper-case). */
export async function findCoupon(db: Db | Tx, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, code.trim().toUpperCase()))
    .limit(1);
  return row;
}

/** Whether a member holds an unused copy of an LP-only coupon. */
export async function hasTaken(tx: Tx, userId: number | null, couponId: number): Promise<boolean> {
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

/**
 * Marks the member's taken copy of a coupon used; false when none was left. The row lock of the
 * UPDATE and its `used_at IS NULL` condition make two racing decisions spend one copy only once.
 */
export async function markTakenCopyUsed(tx: Tx, userId: number, couponId: number) {
  const spent = await tx
    .update(userCoupons)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userCoupons.userId, userId),
        eq(userCoupons.couponId, couponId),
        isNull(userCoupons.usedAt),
      ),
    )
    .returning({ couponId: userCoupons.couponId });
  return spent.length > 0;
}

/** A member's point balance, or undefined for no such member. */
export async function pointsBalanceOf(tx: Tx, userId: number): Promise<number | undefined> {
  return (await findMember(tx, { id: userId }))?.pointsBalance;
}
