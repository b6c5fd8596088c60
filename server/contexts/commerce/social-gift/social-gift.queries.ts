import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { SocialGiftSummary } from '../../../../contract/social-gift/social-gift.schema';
import type { Db, Tx } from '../../../db/client';
import {
  cartEmbroideries,
  channels,
  orderLines,
  orders,
  payments,
  socialGifts,
} from '../../../db/schema/index';
import { env, publicOrigin } from '../../../env';
import { lineProducts } from '../../catalogue/api';
import { type GiftRow, giftSummary } from './social-gift.model';

/** Records a new gift in the order's transaction. */
export async function insertGift(
  tx: Tx,
  values: typeof socialGifts.$inferInsert,
): Promise<GiftRow> {
  const [row] = await tx.insert(socialGifts).values(values).returning();
  if (!row) throw new Error('social gift not inserted');
  return row;
}

/** A gift by its link token with its order's state, locked when `lock` (the acceptance and the sweep). */
export async function findGiftByToken(db: Db | Tx, token: string, lock = false) {
  const query = db
    .select({
      gift: socialGifts,
      orderStatus: orders.status,
      channelId: orders.channelId,
      paidAt: orders.paidAt,
      paymentKind: payments.kind,
    })
    .from(socialGifts)
    .innerJoin(orders, eq(orders.id, socialGifts.orderId))
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(eq(socialGifts.token, token))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: socialGifts }) : await query;
  return row;
}

/** The gift of an order with whether the order is paid (cards pay when ordering), if it is a gift. */
export async function findGiftOfOrder(db: Db | Tx, orderId: number) {
  const [row] = await db
    .select({
      gift: socialGifts,
      orderStatus: orders.status,
      paidAt: orders.paidAt,
      paymentKind: payments.kind,
    })
    .from(socialGifts)
    .innerJoin(orders, eq(orders.id, socialGifts.orderId))
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(eq(socialGifts.orderId, orderId))
    .orderBy(asc(socialGifts.id))
    .limit(1);
  return row;
}

/** Writes a gift's new state. */
export async function updateGift(
  tx: Tx,
  id: number,
  values: Partial<typeof socialGifts.$inferInsert>,
): Promise<void> {
  await tx
    .update(socialGifts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(socialGifts.id, id));
}

/**
 * Closes an order's open gifts (waiting or accepted) as cancelled when the order is cancelled, and
 * erases what the recipient gave: the address and the delivery date and slot.
 */
export async function cancelGiftsOfOrder(tx: Tx, orderId: number): Promise<void> {
  const now = new Date();
  await tx
    .update(socialGifts)
    .set({
      status: 'cancelled',
      recipient: null,
      deliveryDate: null,
      deliveryTime: null,
      closedAt: now,
      updatedAt: now,
    })
    .where(
      and(eq(socialGifts.orderId, orderId), inArray(socialGifts.status, ['waiting', 'accepted'])),
    );
}

/** The goods lines of an order (accessories and fees left out) with each product's key and first image. */
export async function giftLines(db: Db | Tx, orderId: number) {
  const lines = await db
    .select({
      name: orderLines.productName,
      variantName: orderLines.variantName,
      quantity: orderLines.quantity,
      variantId: orderLines.variantId,
      productId: orderLines.productId,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNull(orderLines.parentId)))
    .orderBy(asc(orderLines.id));
  const shown = new Map(
    (
      await lineProducts(
        db,
        lines.map((line) => line.productId),
      )
    ).map((product) => [product.id, product]),
  );
  return lines.map(({ productId, ...line }) => {
    const product = productId === null ? undefined : shown.get(productId);
    return { ...line, key: product?.key ?? null, image: product?.imagePath ?? null };
  });
}

/** An order's stored shipments (each with its key and lines). */
export async function orderShippingsOf(db: Db | Tx, orderId: number) {
  const [row] = await db
    .select({ shippings: orders.shippings })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.shippings ?? null;
}

/** Waiting gifts whose expiry is at or before `at`, with their order and channel. */
export function waitingGiftsBefore(db: Db, at: Date) {
  return db
    .select({ gift: socialGifts, order: orders, channel: channels })
    .from(socialGifts)
    .innerJoin(orders, eq(orders.id, socialGifts.orderId))
    .innerJoin(channels, eq(channels.id, orders.channelId))
    .where(and(eq(socialGifts.status, 'waiting'), lte(socialGifts.expiresAt, at)))
    .orderBy(asc(socialGifts.expiresAt));
}

/** The buyer of an order: the e-mail the confirmation went to and the orderer's name. */
export async function buyerOf(db: Db | Tx, orderId: number) {
  const [row] = await db
    .select({
      orderNo: orders.orderNo,
      email: orders.email,
      orderer: orders.orderer,
      userId: orders.userId,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** The buyer's view of an order's social gift, or null when the order is not one. Never the recipient. */
export async function socialGiftOf(
  db: Db | Tx,
  orderId: number,
): Promise<SocialGiftSummary | null> {
  const row = await findGiftOfOrder(db, orderId);
  if (!row) return null;
  const paid = row.paymentKind === 'card' || row.paidAt !== null;
  const summary = giftSummary(row.gift, publicOrigin(env), paid);
  if (row.orderStatus === 'cancelled' && summary.status === 'waiting') summary.status = 'cancelled';
  return summary;
}

/** The ids of a cart's lines that carry a name embroidery. */
export async function embroideredLineIds(tx: Db | Tx, cartId: number): Promise<number[]> {
  const rows = await tx
    .select({ lineId: cartEmbroideries.lineId })
    .from(cartEmbroideries)
    .where(eq(cartEmbroideries.cartId, cartId));
  return rows.map((r) => r.lineId);
}

/** The order's gifts, locked for the shop's shipping or payment record. */
export function lockedGiftsOf(tx: Tx, orderId: number) {
  return tx.select().from(socialGifts).where(eq(socialGifts.orderId, orderId)).for('update');
}
