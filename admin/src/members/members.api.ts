import { call } from '../shared/http';
import { type Paging, pagingFrom, queryString, rowsOf } from '../shared/http.model';
import type { Member, MemberListItem } from './members.model';

/** One page of members matching `q`. */
export async function fetchMembers(
  q: string,
  page: number,
): Promise<{ rows: MemberListItem[]; paging: Paging }> {
  const { data, headers } = await call<unknown>(
    'GET',
    `/v1/admin/members${queryString({ q: q || undefined, page })}`,
  );
  const rows = rowsOf<MemberListItem>(data);
  return { rows, paging: pagingFrom(headers, rows.length) };
}

/** One member whole. */
export async function fetchMember(id: number): Promise<Member> {
  return (await call<Member>('GET', `/v1/admin/members/${id}`)).data;
}

/** Adds or takes points with a reason; the new balance. */
export async function postPoints(id: number, points: number, reason: string): Promise<number> {
  const { data } = await call<{ points_balance: number }>(
    'POST',
    `/v1/admin/members/${id}/points`,
    { points, reason },
  );
  return data.points_balance;
}

/** Unlocks a member's sign-in. */
export async function deleteLock(id: number): Promise<void> {
  await call('DELETE', `/v1/admin/members/${id}/lock`);
}

/** Approves a business member with a credit limit (the existing business call). */
export async function putBusiness(id: number, creditLimit: number): Promise<void> {
  await call('PUT', `/v1/admin/members/${id}/business`, { credit_limit: creditLimit });
}

/** Revokes a business member's approval (the existing business call). */
export async function deleteBusiness(id: number): Promise<void> {
  await call('DELETE', `/v1/admin/members/${id}/business`);
}
