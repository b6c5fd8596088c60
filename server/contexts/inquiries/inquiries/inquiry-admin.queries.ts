import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AdminInquiryListQuery } from '../../../../contract/inquiries/back-office-inquiries.schema';
import type { Db, Tx } from '../../../db/client';
import { inquiries, inquiryComments, inquiryNotes } from '../../../db/schema/index';
import { staffNames } from '../../back-office/api';
import { inquiryCategories } from '../../catalogue/api';
import { findMember } from '../../identity/api';
import { categoryOf, type InquiryRow } from './inquiries.queries';

/** Escapes LIKE's wildcards so a typed % or _ matches itself; the word may sit anywhere. */
export function likeAnywhere(value: string): string {
  return `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The search word as SQL: the inquiry's number (digits), or a part of the name or e-mail. */
function matches(q: string): SQL | undefined {
  const word = q.normalize('NFKC').trim();
  if (!word) return undefined;
  const branches: (SQL | undefined)[] = [
    sql`${inquiries.name} ilike ${likeAnywhere(word)}`,
    sql`replace(${inquiries.name}, ' ', '') ilike ${likeAnywhere(word.replace(/\s+/g, ''))}`,
    sql`${inquiries.email} ilike ${likeAnywhere(word)}`,
  ];
  const number = word.replace(/^#/, '');
  if (/^\d{1,9}$/.test(number)) branches.push(eq(inquiries.id, Number(number)));
  return or(...branches);
}

/** The inquiry's assignee as the screens show it: id and name, or null (nobody, or no longer on staff). */
function assigneeOf(row: InquiryRow, names: ReadonlyMap<number, string>) {
  const name = row.assigneeId === null ? undefined : names.get(row.assigneeId);
  return name === undefined ? null : { id: row.assigneeId, name };
}

/** One page of inquiries matching the query, latest activity first, and how many match. */
export async function pageAdminInquiries(db: Db, query: AdminInquiryListQuery) {
  const where = and(
    query.status ? eq(inquiries.status, query.status) : undefined,
    query.category_id ? eq(inquiries.categoryId, query.category_id) : undefined,
    matches(query.q),
  );
  const [counted] = await db.select({ total: count() }).from(inquiries).where(where);
  const page = await db
    .select({ inquiry: inquiries })
    .from(inquiries)
    .where(where)
    .orderBy(desc(inquiries.lastActivityAt), desc(inquiries.id))
    .limit(query.per)
    .offset((query.page - 1) * query.per);
  const [names, found] = await Promise.all([
    staffNames(
      db,
      page.map((row) => row.inquiry.assigneeId),
    ),
    inquiryCategories(
      db,
      page.map((row) => row.inquiry.categoryId),
    ),
  ]);
  const rows = page.map(({ inquiry }) => ({
    inquiry,
    category: categoryOf(inquiry, found),
    assignee: assigneeOf(inquiry, names),
  }));
  return { rows, total: counted?.total ?? 0 };
}

/** A member's inquiry as the back office's member record lists it. */
export type MemberInquiryRef = {
  id: number;
  subject: string;
  status: string;
  lastActivityAt: Date;
};

/** A member's latest inquiries (latest activity first), for the back office's member record. */
export function latestMemberInquiries(
  db: Db,
  userId: number,
  limit: number,
): Promise<MemberInquiryRef[]> {
  return db
    .select({
      id: inquiries.id,
      subject: inquiries.subject,
      status: inquiries.status,
      lastActivityAt: inquiries.lastActivityAt,
    })
    .from(inquiries)
    .where(eq(inquiries.userId, userId))
    .orderBy(desc(inquiries.lastActivityAt))
    .limit(limit);
}

/** A row of the inquiry list as read. */
export type AdminInquiryListRow = Awaited<ReturnType<typeof pageAdminInquiries>>['rows'][number];

/** An inquiry by id with its assignee (undefined when missing). */
export async function adminInquiryHead(db: Db | Tx, id: number) {
  const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, id)).limit(1);
  if (!inquiry) return undefined;
  const names = await staffNames(db, [inquiry.assigneeId]);
  return { inquiry, assignee: assigneeOf(inquiry, names) };
}

/** The thread (with who replied for the shop), the notes and the member of an inquiry. */
export async function adminInquiryParts(db: Db, row: InquiryRow) {
  const [comments, notes, member] = await Promise.all([
    db
      .select()
      .from(inquiryComments)
      .where(eq(inquiryComments.inquiryId, row.id))
      .orderBy(asc(inquiryComments.createdAt), asc(inquiryComments.id)),
    db
      .select()
      .from(inquiryNotes)
      .where(eq(inquiryNotes.inquiryId, row.id))
      .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id)),
    row.userId === null ? Promise.resolve(undefined) : findMember(db, { id: row.userId }),
  ]);
  const names = await staffNames(
    db,
    comments.map((comment) => comment.staffId),
  );
  const thread = comments.map((comment) => ({
    comment,
    staffName: comment.staffId === null ? null : (names.get(comment.staffId) ?? null),
  }));
  return { thread, notes, member: member ?? null };
}

/** What `adminInquiryParts` reads. */
export type AdminInquiryParts = Awaited<ReturnType<typeof adminInquiryParts>>;

/** Saves a staff change of an inquiry (status or assignee) and bumps its version; the saved row. */
export async function updateInquiry(
  tx: Tx,
  id: number,
  set: Partial<Pick<InquiryRow, 'status' | 'assigneeId'>>,
): Promise<InquiryRow> {
  const [saved] = await tx
    .update(inquiries)
    .set({ ...set, version: sql`${inquiries.version} + 1`, updatedAt: new Date() })
    .where(eq(inquiries.id, id))
    .returning();
  if (!saved) throw new Error('inquiry update returned nothing');
  return saved;
}

/** Adds an internal note. */
export async function insertNote(tx: Tx, values: typeof inquiryNotes.$inferInsert) {
  const [row] = await tx.insert(inquiryNotes).values(values).returning();
  if (!row) throw new Error('note insert returned nothing');
  return row;
}
