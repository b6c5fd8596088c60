import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  coupons,
  orderCardPayments,
  orderLines,
  orderMemos,
  orderPackings,
  orders,
  payments,
  userCoupons,
} from '../../../db/schema/index';
import { returnVariantStock } from '../../catalogue/api';

/** A member's order with its payment method's name and kind. */
export type MemberOrder = {
  order: typeof orders.$inferSelect;
  paymentName: string;
  paymentKind: string;
};

const mine = (userId: number, channelId: string) =>
  and(eq(orders.userId, userId), eq(orders.channelId, channelId));

/** One page of the member's orders in this channel, newest first, and how many there are. */
export async function pageOrders(
  db: Db,
  userId: number,
  channelId: string,
  paging: { page: number; per: number },
) {
  const rows = await db
    .select({ order: orders, paymentName: payments.name, paymentKind: payments.kind })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(mine(userId, channelId))
    .orderBy(desc(orders.orderedAt), desc(orders.id))
    .limit(paging.per)
    .offset((paging.page - 1) * paging.per);
  const [sums] = await db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      paid: sql<number>`coalesce(sum(${orders.totalPayment}) filter (where ${ne(orders.status, 'cancelled')}), 0)`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(mine(userId, channelId));
  return { rows: rows as MemberOrder[], total: sums?.n ?? 0, paid: sums?.paid ?? 0 };
}

/** The member's order by id in this channel (another member's is missing), locked when `lock`. */
export async function findMemberOrder(
  db: Db | Tx,
  userId: number,
  channelId: string,
  id: number,
  lock = false,
): Promise<MemberOrder | undefined> {
  const query = db
    .select({ order: orders, paymentName: payments.name, paymentKind: payments.kind })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(and(eq(orders.id, id), mine(userId, channelId)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  return row as MemberOrder | undefined;
}

/** The lines of an order (goods, accessories and fee lines) in the order they were placed. */
export function linesOf(db: Db | Tx, orderId: number) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/** The lines of several orders in one query (a history page), in the order they were placed. */
export function linesOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}

/** Gift wrap and のし of an order's shipments. */
export function packingsOf(db: Db, orderId: number) {
  return db
    .select()
    .from(orderPackings)
    .where(eq(orderPackings.orderId, orderId))
    .orderBy(asc(orderPackings.id));
}

/** The memos on these orders, oldest first. */
export function memosOf(db: Db | Tx, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderMemos)
    .where(inArray(orderMemos.orderId, orderIds))
    .orderBy(asc(orderMemos.createdAt), asc(orderMemos.id));
}

/**
 * Puts ordered quantities back in stock (goods and accessories; fee lines have no variant).
 * Variants go in id order, as the decision takes them, so a cancel and an order never deadlock.
 */
export async function returnStock(tx: Tx, orderId: number): Promise<void> {
  const rows = await tx
    .select({
      variantId: orderLines.variantId,
      quantity: sql<number>`sum(${orderLines.quantity})`.mapWith(Number),
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.variantId)
    .orderBy(asc(orderLines.variantId));
  await returnVariantStock(
    tx,
    rows.flatMap((r) =>
      r.variantId === null ? [] : [{ variantId: r.variantId, quantity: r.quantity }],
    ),
  );
}

/** Makes the member's landing-page copy of the order's coupon usable again (other coupons are counted from orders). */
export async function freeTakenCoupon(tx: Tx, userId: number, code: string): Promise<void> {
  const [coupon] = await tx
    .select({ id: coupons.id, isLpOnly: coupons.isLpOnly })
    .from(coupons)
    .where(eq(coupons.code, code))
    .limit(1);
  if (!coupon?.isLpOnly) return;
  await tx
    .update(userCoupons)
    .set({ usedAt: null })
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, coupon.id)));
}

/** The card payment of an order at the provider, if it was paid by card. */
export async function cardPaymentOf(tx: Tx, orderId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ intentId: orderCardPayments.intentId })
    .from(orderCardPayments)
    .where(eq(orderCardPayments.orderId, orderId))
    .limit(1);
  return row?.intentId;
}

/** An order's row, locked for update: a cancellation re-reads the status under this lock. */
export async function lockOrder(tx: Tx, orderId: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
  return row;
}

/** Marks an order cancelled with the member's reason. */
export async function markCancelled(tx: Tx, orderId: number, reason: string): Promise<void> {
  const now = new Date();
  await tx
    .update(orders)
    .set({
      status: 'cancelled',
      isCancellable: false,
      cancelReason: reason,
      cancelledAt: now,
      updatedAt: now,
      // The back office's actions are based on a version: a cancellation from anywhere moves it.
      version: sql`${orders.version} + 1`,
    })
    .where(eq(orders.id, orderId));
}

/**
 * Gives the order's shipment `shippingKey` (a social gift's, once accepted) its delivery date and
 * slot by the gift's delivery method (3), under the order row's lock; the address stays on the gift.
 */
export async function scheduleGiftShipment(
  tx: Tx,
  orderId: number,
  shipment: { key: string; date: string; slot: string | null },
): Promise<void> {
  const [order] = await tx
    .select({ shippings: orders.shippings })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
    .limit(1);
  const shippings = (order?.shippings ?? []).map((s) =>
    (s as { key?: string }).key === shipment.key
      ? { ...s, deliveryId: 3, deliveryDate: shipment.date, deliveryTime: shipment.slot }
      : s,
  );
  await tx.update(orders).set({ shippings, updatedAt: new Date() }).where(eq(orders.id, orderId));
}
