import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AdminInquiryListQuery } from '../../../../contract/inquiries/back-office-inquiries.schema';
import type { Db, Tx } from '../../../db/client';
import {
  categories,
  inquiries,
  inquiryComments,
  inquiryNotes,
  staff,
} from '../../../db/schema/index';
import { findMember } from '../../identity/api';
import type { InquiryRow } from './inquiries.queries';

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

const assignee = { id: staff.id, name: staff.name };

/** One page of inquiries matching the query, latest activity first, and how many match. */
export async function pageAdminInquiries(db: Db, query: AdminInquiryListQuery) {
  const where = and(
    query.status ? eq(inquiries.status, query.status) : undefined,
    query.category_id ? eq(inquiries.categoryId, query.category_id) : undefined,
    matches(query.q),
  );
  const [counted] = await db.select({ total: count() }).from(inquiries).where(where);
  const rows = await db
    .select({
      inquiry: inquiries,
      category: { id: categories.id, name: categories.name },
      assignee,
    })
    .from(inquiries)
    .leftJoin(categories, eq(categories.id, inquiries.categoryId))
    .leftJoin(staff, eq(staff.id, inquiries.assigneeId))
    .where(where)
    .orderBy(desc(inquiries.lastActivityAt), desc(inquiries.id))
    .limit(query.per)
    .offset((query.page - 1) * query.per);
  return { rows, total: counted?.total ?? 0 };
}

/** A row of the inquiry list as read. */
export type AdminInquiryListRow = Awaited<ReturnType<typeof pageAdminInquiries>>['rows'][number];

/** An inquiry by id with its assignee (undefined when missing). */
export async function adminInquiryHead(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ inquiry: inquiries, assignee })
    .from(inquiries)
    .leftJoin(staff, eq(staff.id, inquiries.assigneeId))
    .where(eq(inquiries.id, id))
    .limit(1);
  return row;
}

/** The thread (with who replied for the shop), the notes and the member of an inquiry. */
export async function adminInquiryParts(db: Db, row: InquiryRow) {
  const [thread, notes, member] = await Promise.all([
    db
      .select({ comment: inquiryComments, staffName: staff.name })
      .from(inquiryComments)
      .leftJoin(staff, eq(staff.id, inquiryComments.staffId))
      .where(eq(inquiryComments.inquiryId, row.id))
      .orderBy(asc(inquiryComments.createdAt), asc(inquiryComments.id)),
    db
      .select()
      .from(inquiryNotes)
      .where(eq(inquiryNotes.inquiryId, row.id))
      .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id)),
    row.userId === null ? Promise.resolve(undefined) : findMember(db, { id: row.userId }),
  ]);
  return { thread, notes, member: member ?? null };
}

/** What `adminInquiryParts` reads. */
export type AdminInquiryParts = Awaited<ReturnType<typeof adminInquiryParts>>;

const ASSIGNABLE = ['operator', 'owner'];

/** The staff an inquiry may be assigned to: operators and owners not disabled, by name. */
export function assignableStaff(db: Db) {
  return db
    .select({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .where(and(inArray(staff.role, ASSIGNABLE), eq(staff.isDisabled, false)))
    .orderBy(asc(staff.name), asc(staff.id));
}

/** One assignable staff member by id (undefined when missing, disabled or an editor). */
export async function findAssignable(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(and(eq(staff.id, id), inArray(staff.role, ASSIGNABLE), eq(staff.isDisabled, false)));
  return row;
}

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
