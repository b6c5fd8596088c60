import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { categories, inquiries, inquiryComments } from '../../../db/schema/index';
import { orderRef, recentOrderRefs } from '../../commerce/api';

/** An inquiry row. */
export type InquiryRow = typeof inquiries.$inferSelect;
/** A comment row. */
export type CommentRow = typeof inquiryComments.$inferSelect;

/** An inquiry category by id, with whether it is the business one. */
export async function findInquiryCategory(db: Db, id: number) {
  const [row] = await db
    .select({ id: categories.id, key: categories.key, name: categories.name })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.table, 'inquiries')));
  return row;
}

/** The member's order by id (undefined when it is not theirs). */
export function findMemberOrder(db: Db, userId: number, orderId: number) {
  return orderRef(db, orderId, userId);
}

/** The member's recent orders an inquiry may be about, newest first. */
export async function memberOrders(db: Db, userId: number, limit = 20) {
  const refs = await recentOrderRefs(db, userId, limit);
  return refs.map((ref) => ({ id: ref.id, order_no: ref.orderNo, ordered_at: ref.orderedAt }));
}

/** Inserts an inquiry. */
export async function insertInquiry(tx: Tx, values: typeof inquiries.$inferInsert) {
  const [row] = await tx.insert(inquiries).values(values).returning();
  if (!row) throw new Error('inquiry insert returned nothing');
  return row;
}

/** Where a new comment leaves the inquiry: its status, and the shop member who wrote it. */
export type CommentEffect = { status: InquiryRow['status']; staffId?: number | null };

/**
 * Inserts a comment and moves the inquiry: its last activity, its status and its version (a
 * screen that read the thread before this comment is out of date).
 */
export async function insertComment(
  tx: Tx,
  values: { inquiryId: number; author: 'member' | 'shop'; body: string },
  effect: CommentEffect,
) {
  const [row] = await tx
    .insert(inquiryComments)
    .values({ ...values, staffId: effect.staffId ?? null })
    .returning();
  if (!row) throw new Error('comment insert returned nothing');
  const [saved] = await tx
    .update(inquiries)
    .set({
      lastActivityAt: row.createdAt,
      updatedAt: row.createdAt,
      status: effect.status,
      version: sql`${inquiries.version} + 1`,
    })
    .where(eq(inquiries.id, values.inquiryId))
    .returning();
  if (!saved) throw new Error('inquiry update returned nothing');
  return { comment: row, inquiry: saved };
}

/** An inquiry by id, locked for a reply (FOR UPDATE) so a closing reply and an answer do not cross. */
export async function lockInquiry(tx: Tx, id: number) {
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
  return row;
}

/** A member's inquiry by id, or undefined (another member's looks missing). */
export async function findMemberInquiry(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.id, id), eq(inquiries.userId, userId)));
  return row;
}

const unreadCount = sql<number>`(select count(*)::int from ${inquiryComments} c
  where c.inquiry_id = ${inquiries.id} and c.author = 'shop' and c.read_at is null)`;

/** One page of a member's inquiries, latest activity first, with unread shop replies counted. */
export async function pageMemberInquiries(
  db: Db,
  userId: number,
  page: { page: number; per: number },
) {
  const where = eq(inquiries.userId, userId);
  const [stats] = await db.select({ total: count() }).from(inquiries).where(where);
  const rows = await db
    .select({
      inquiry: inquiries,
      category: { id: categories.id, name: categories.name },
      unread: unreadCount,
    })
    .from(inquiries)
    .leftJoin(categories, eq(categories.id, inquiries.categoryId))
    .where(where)
    .orderBy(desc(inquiries.lastActivityAt), desc(inquiries.id))
    .limit(page.per)
    .offset((page.page - 1) * page.per);
  return { rows, total: stats?.total ?? 0 };
}

/** The comments of an inquiry, oldest first. */
export function commentsOf(db: Db, inquiryId: number) {
  return db
    .select()
    .from(inquiryComments)
    .where(eq(inquiryComments.inquiryId, inquiryId))
    .orderBy(asc(inquiryComments.createdAt), asc(inquiryComments.id));
}

/** Marks the shop's unread replies of an inquiry read. */
export async function markShopRepliesRead(db: Db, inquiryId: number, ids: number[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(inquiryComments)
    .set({ readAt: now })
    .where(
      and(
        eq(inquiryComments.inquiryId, inquiryId),
        inArray(inquiryComments.id, ids),
        isNull(inquiryComments.readAt),
      ),
    );
}

/** The category and order shown with an inquiry. */
export async function inquiryRefs(db: Db, row: InquiryRow) {
  const [category] = row.categoryId
    ? await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.id, row.categoryId))
    : [];
  const order = row.orderId ? await orderRef(db, row.orderId) : undefined;
  return {
    category: category ?? null,
    order: order ? { id: order.id, order_no: order.orderNo } : null,
  };
}
