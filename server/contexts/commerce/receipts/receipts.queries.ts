import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderLines, orderReceipts, orders, payments } from '../../../db/schema/index';
import { findMember } from '../../identity/api';

/** An order as its receipt reads it: amounts, payment kind, who ordered, and the receipt so far. */
export type ReceiptOrderRow = NonNullable<Awaited<ReturnType<typeof findReceiptOrder>>>;

/** One order of a channel by id or number, with its payment kind, member name and receipt row. */
export async function findReceiptOrder(db: Db, channelId: string, where: SQL | undefined) {
  const [row] = await db
    .select({
      order: {
        id: orders.id,
        orderNo: orders.orderNo,
        userId: orders.userId,
        status: orders.status,
        orderedAt: orders.orderedAt,
        paidAt: orders.paidAt,
        guestToken: orders.guestToken,
        orderer: orders.orderer,
        totalCarriage: orders.totalCarriage,
        totalDiscount: orders.totalDiscount,
        pointsUsed: orders.pointsUsed,
        paymentFee: orders.paymentFee,
        totalPayment: orders.totalPayment,
      },
      paymentKind: payments.kind,
      receipt: {
        name: orderReceipts.name,
        proviso: orderReceipts.proviso,
        issueCount: orderReceipts.issueCount,
      },
    })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .leftJoin(orderReceipts, eq(orderReceipts.orderId, orders.id))
    .where(and(eq(orders.channelId, channelId), where))
    .limit(1);
  if (!row) return undefined;
  const member =
    row.order.userId === null ? undefined : await findMember(db, { id: row.order.userId });
  return { ...row, memberName: member ? `${member.lastName} ${member.firstName}` : null };
}

/** Order of a channel by its id. */
export const byOrderId = (id: number) => eq(orders.id, id);
/** Order of a channel by its number. */
export const byOrderNo = (no: string) => eq(orders.orderNo, no);

/** The lines of an order in the order they were placed. */
export function receiptLines(db: Db, orderId: number) {
  return db
    .select({
      id: orderLines.id,
      productName: orderLines.productName,
      variantName: orderLines.variantName,
      unitPrice: orderLines.unitPrice,
      taxRate: orderLines.taxRate,
      quantity: orderLines.quantity,
      parentId: orderLines.parentId,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/** Stores 宛名 and 但し書き unless the receipt was already issued; false when it was. */
export async function saveReceiptText(
  db: Db,
  orderId: number,
  text: { name: string; proviso: string },
): Promise<boolean> {
  const rows = await db
    .insert(orderReceipts)
    .values({ orderId, ...text })
    .onConflictDoUpdate({
      target: orderReceipts.orderId,
      set: { ...text, updatedAt: sql`now()` },
      setWhere: eq(orderReceipts.issueCount, 0),
    })
    .returning({ orderId: orderReceipts.orderId });
  return rows.length > 0;
}

/** Counts one issue atomically (the first fixes 宛名 and 但し書き); answers the receipt as issued. */
export async function countIssue(db: Db, orderId: number, text: { name: string; proviso: string }) {
  const [row] = await db
    .insert(orderReceipts)
    .values({
      orderId,
      ...text,
      issueCount: 1,
      firstIssuedAt: sql`now()`,
      lastIssuedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: orderReceipts.orderId,
      set: {
        issueCount: sql`${orderReceipts.issueCount} + 1`,
        firstIssuedAt: sql`coalesce(${orderReceipts.firstIssuedAt}, now())`,
        lastIssuedAt: sql`now()`,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      name: orderReceipts.name,
      proviso: orderReceipts.proviso,
      issueCount: orderReceipts.issueCount,
      lastIssuedAt: orderReceipts.lastIssuedAt,
    });
  if (!row) throw new Error('receipt issue returned nothing');
  return row;
}
