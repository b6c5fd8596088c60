import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  channels,
  orderCardPayments,
  orderEvents,
  orderLines,
  orderPackings,
  orderRefunds,
  orderStaffMemos,
  orders,
  payments,
} from '../../../db/schema/index';
import { findMember } from '../../identity/api';

/** A placed order row. */
export type OrderRow = typeof orders.$inferSelect;

const HEAD = {
  order: orders,
  paymentName: payments.name,
  paymentKind: payments.kind,
  shop: channels.siteName,
  shopSettings: channels.settings,
};

/** The order with its payment and shop (undefined when missing). */
export async function orderHead(db: Db | Tx, id: number) {
  const [row] = await db
    .select(HEAD)
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .innerJoin(channels, eq(channels.id, orders.channelId))
    .where(eq(orders.id, id))
    .limit(1);
  return row;
}

/** The same, its order row locked for update: actions re-read state and version under it. */
export async function lockOrderHead(tx: Tx, id: number) {
  const [row] = await tx
    .select(HEAD)
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .innerJoin(channels, eq(channels.id, orders.channelId))
    .where(eq(orders.id, id))
    .for('update', { of: orders })
    .limit(1);
  return row;
}

/** An order's head as read. */
export type OrderHead = NonNullable<Awaited<ReturnType<typeof orderHead>>>;

/** Everything around an order the back office shows: lines, packings, card, refund, memos, history, member. */
export async function orderParts(db: Db, order: OrderRow) {
  const id = order.id;
  const [lines, packings, card, refund, memos, events, member] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id)),
    db.select().from(orderPackings).where(eq(orderPackings.orderId, id)),
    db.select().from(orderCardPayments).where(eq(orderCardPayments.orderId, id)).limit(1),
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)).limit(1),
    db
      .select()
      .from(orderStaffMemos)
      .where(eq(orderStaffMemos.orderId, id))
      .orderBy(asc(orderStaffMemos.createdAt), asc(orderStaffMemos.id)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    order.userId === null ? undefined : findMember(db, { id: order.userId }),
  ]);
  return {
    lines,
    packings,
    card: card[0],
    refund: refund[0],
    memos,
    events,
    member,
  };
}

/** What `orderParts` reads. */
export type OrderParts = Awaited<ReturnType<typeof orderParts>>;

/** Saves an action's columns and bumps the version; the saved row. */
export async function updateOrder(
  tx: Tx,
  id: number,
  set: Partial<Pick<OrderRow, 'status' | 'isCancellable' | 'paidAt' | 'shippings'>>,
): Promise<OrderRow | undefined> {
  const [saved] = await tx
    .update(orders)
    .set({ ...set, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return saved;
}

/** Bumps the version of an order another domain just changed (a cancellation). */
export async function bumpVersion(tx: Tx, id: number): Promise<void> {
  await tx
    .update(orders)
    .set({ version: sql`${orders.version} + 1` })
    .where(eq(orders.id, id));
}

/** Adds a line to the order's history. */
export async function insertEvent(tx: Tx, values: typeof orderEvents.$inferInsert): Promise<void> {
  await tx.insert(orderEvents).values(values);
}

/** Adds a staff memo; the saved memo. */
export async function insertStaffMemo(db: Db | Tx, values: typeof orderStaffMemos.$inferInsert) {
  const [memo] = await db.insert(orderStaffMemos).values(values).returning();
  return memo;
}

/**
 * Records the refund of an order under its idempotency key; false when one is already recorded
 * (the refund was sent: it must not be sent again).
 */
export async function claimRefund(
  tx: Tx,
  values: typeof orderRefunds.$inferInsert,
): Promise<boolean> {
  const claimed = await tx
    .insert(orderRefunds)
    .values(values)
    .onConflictDoNothing()
    .returning({ orderId: orderRefunds.orderId });
  return claimed.length > 0;
}

/** The card payment of an order, if paid by card. */
export async function cardIntentOf(tx: Tx, orderId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ intentId: orderCardPayments.intentId })
    .from(orderCardPayments)
    .where(eq(orderCardPayments.orderId, orderId))
    .limit(1);
  return row?.intentId;
}
