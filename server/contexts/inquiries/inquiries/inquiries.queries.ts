import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { inquiries, inquiryComments } from '../../../db/schema/index';
import { type InquiryCategory, inquiryCategories } from '../../catalogue/api';
import { orderRef, recentOrderRefs } from '../../commerce/api';

/** An inquiry row. */
export type InquiryRow = typeof inquiries.$inferSelect;
/** A comment row. */
export type CommentRow = typeof inquiryComments.$inferSelect;

/** An inquiry category by id, with whether it is the business one. */
export async function findInquiryCategory(db: Db, id: number) {
  return (await inquiryCategories(db, [id])).get(id);
}

/** An inquiry's category as lists and threads show it: id and name, or null. */
export function categoryOf(row: InquiryRow, found: ReadonlyMap<number, InquiryCategory>) {
  const category = row.categoryId === null ? undefined : found.get(row.categoryId);
  return category ? { id: category.id, name: category.name } : null;
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

// Qualified by hand: in a query of one table Drizzle writes `${inquiries.id}` as a bare "id",
// which inside this subquery would name the comment's own id.
const unreadCount = sql<number>`(select count(*)::int from ${inquiryComments} c
  where c.inquiry_id = ${inquiries}.id and c.author = 'shop' and c.read_at is null)`;

/** One page of a member's inquiries, latest activity first, with unread shop replies counted. */
export async function pageMemberInquiries(
  db: Db,
  userId: number,
  page: { page: number; per: number },
) {
  const where = eq(inquiries.userId, userId);
  const [stats] = await db.select({ total: count() }).from(inquiries).where(where);
  const listed = await db
    .select({ inquiry: inquiries, unread: unreadCount })
    .from(inquiries)
    .where(where)
    .orderBy(desc(inquiries.lastActivityAt), desc(inquiries.id))
    .limit(page.per)
    .offset((page.page - 1) * page.per);
  const found = await inquiryCategories(
    db,
    listed.map((row) => row.inquiry.categoryId),
  );
  const rows = listed.map((row) => ({ ...row, category: categoryOf(row.inquiry, found) }));
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
  const category = categoryOf(row, await inquiryCategories(db, [row.categoryId]));
  const order = row.orderId ? await orderRef(db, row.orderId) : undefined;
  return {
    category,
    order: order ? { id: order.id, order_no: order.orderNo } : null,
  };
}
