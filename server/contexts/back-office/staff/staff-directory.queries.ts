import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { namedIds } from '../../../db/named-ids';
import { staff } from '../../../db/schema/index';

/** The roles an inquiry may be handed to (part 2's お問い合わせ管理). */
const ANSWER_INQUIRIES = ['operator', 'owner'];
const answersInquiries = and(inArray(staff.role, ANSWER_INQUIRIES), eq(staff.isDisabled, false));

/** The staff an inquiry may be assigned to: operators and owners not disabled, by name. */
export function inquiryAssignees(db: Db) {
  return db
    .select({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .where(answersInquiries)
    .orderBy(asc(staff.name), asc(staff.id));
}

/** One staff member an inquiry may be assigned to, by id (undefined when missing, disabled or an editor). */
export async function inquiryAssignee(tx: Db | Tx, id: number) {
  const [row] = await tx
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(and(eq(staff.id, id), answersInquiries));
  return row;
}

/** Staff names by id, for screens that show who did something (the ids that exist, disabled or not). */
export async function staffNames(
  db: Db | Tx,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = namedIds(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(inArray(staff.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
