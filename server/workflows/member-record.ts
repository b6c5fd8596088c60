/**
 * The back office's member record (`GET /v1/admin/members/{id}`): identity's member, address book
 * and point movements, with commerce's orders (the member's latest, and those the point movements
 * name) and the member's latest inquiries.
 */
import type { AdminMember } from '../../contract/account/back-office-members.schema';
import { ERROR_CODES } from '../../contract/shared/error.schema';
import { orderNumbers, recentOrderRefs } from '../contexts/commerce/steps';
import { memberById, memberParts, toAdminMember } from '../contexts/identity/steps';
import { latestMemberInquiries } from '../contexts/inquiries/steps';
import type { Db } from '../db/client';
import { ApiException } from '../http/errors';

/** How many orders and inquiries the record lists. */
const RECENT = 20;

/** A registered member whole, as the member page shows it at `now` (404 when there is none). */
export async function memberRecord(db: Db, id: number, now: Date): Promise<AdminMember> {
  const member = await memberById(db, id);
  if (!member) throw new ApiException(404, ERROR_CODES.notFound);
  const [own, orders, inquiries] = await Promise.all([
    memberParts(db, id),
    recentOrderRefs(db, id, RECENT),
    latestMemberInquiries(db, id, RECENT),
  ]);
  const numbers = await orderNumbers(
    db,
    own.points.map((entry) => entry.orderId),
  );
  return toAdminMember(member, { ...own, orders, orderNumbers: numbers, inquiries }, now);
}
