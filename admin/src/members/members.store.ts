import { atom } from 'nanostores';
import { failureText } from '../shared/failure.model';
import { ApiFailure } from '../shared/http';
import type { FieldErrors, Paging } from '../shared/http.model';
import { newestLoad } from '../shared/latest.model';
import { SHARED_MESSAGES as SHARED } from '../shared/shared.messages';
import {
  deleteBusiness,
  deleteLock,
  fetchMember,
  fetchMembers,
  postPoints,
  putBusiness,
} from './members.api';
import { MEMBERS_MESSAGES as M } from './members.messages';
import {
  type AdjustDraft,
  checkAdjustment,
  creditLimitOf,
  draftPoints,
  type Member,
  type MemberListItem,
} from './members.model';

/** The member list: the search word, its page of rows and messages. */
export const $memberList = atom<{
  q: string;
  page: number;
  rows: MemberListItem[];
  paging: Paging | null;
  busy: boolean;
  error: string | null;
}>({ q: '', page: 1, rows: [], paging: null, busy: false, error: null });

/** The member page: the member, its forms' errors and messages. */
export const $member = atom<{
  member: Member | null;
  busy: boolean;
  error: string | null;
  notice: string | null;
  errors: FieldErrors;
}>({ member: null, busy: false, error: null, notice: null, errors: {} });

const patchList = (next: Partial<ReturnType<typeof $memberList.get>>) =>
  $memberList.set({ ...$memberList.get(), ...next });
const patch = (next: Partial<ReturnType<typeof $member.get>>) =>
  $member.set({ ...$member.get(), ...next });

/** Loads the list's current page. */
export async function loadMembers(): Promise<void> {
  const { q, page } = $memberList.get();
  patchList({ busy: true, error: null });
  try {
    const { rows, paging } = await fetchMembers(q, page);
    patchList({ rows, paging, busy: false });
  } catch (error) {
    patchList({ busy: false, error: failureText(error) });
  }
}

/** Searches from the first page. */
export function searchMembers(q: string): Promise<void> {
  patchList({ q: q.trim(), page: 1 });
  return loadMembers();
}

/** Moves to another page of the list. */
export function goToMemberPage(page: number): Promise<void> {
  patchList({ page });
  return loadMembers();
}

const memberLoads = newestLoad();

/** Loads one member (a later load's answer wins over this one's). */
export async function loadMember(id: number): Promise<void> {
  const current = memberLoads.begin();
  patch({ busy: true, error: null, notice: null, errors: {}, member: null });
  try {
    const member = await fetchMember(id);
    if (current()) patch({ member, busy: false });
  } catch (error) {
    if (current()) patch({ busy: false, error: failureText(error) });
  }
}

async function act(work: (member: Member) => Promise<string>): Promise<boolean> {
  const member = $member.get().member;
  if (!member) return false;
  patch({ busy: true, error: null, notice: null, errors: {} });
  try {
    const notice = await work(member);
    patch({ member: await fetchMember(member.id), busy: false, notice });
    return true;
  } catch (error) {
    const errors = error instanceof ApiFailure && error.status === 422 ? error.fieldErrors : {};
    patch({ busy: false, error: failureText(error), errors });
    return false;
  }
}

/** Checks a point adjustment; the errors, none when it may be sent. */
export function checkDraft(draft: AdjustDraft): boolean {
  const member = $member.get().member;
  const errors = checkAdjustment(draft, member?.points_balance ?? 0);
  const ok = Object.keys(errors).length === 0;
  patch({ errors, error: ok ? null : SHARED.fixErrors, notice: null });
  return ok;
}

/** Sends a checked point adjustment; true when saved (the screen empties its form). */
export function adjustPoints(draft: AdjustDraft): Promise<boolean> {
  return act(async (member) => {
    const balance = await postPoints(member.id, draftPoints(draft) ?? 0, draft.reason.trim());
    return M.adjusted(balance);
  });
}

/** Unlocks the member's sign-in. */
export function unlockMember(): Promise<boolean> {
  return act(async (member) => {
    await deleteLock(member.id);
    return M.unlocked;
  });
}

/** Approves the member as a business customer with the typed credit limit. */
export function approveBusiness(limitText: string): Promise<boolean> {
  const limit = creditLimitOf(limitText);
  if (limit === null) {
    patch({ errors: { credit_limit: [M.creditInvalid] }, error: SHARED.fixErrors, notice: null });
    return Promise.resolve(false);
  }
  return act(async (member) => {
    await putBusiness(member.id, limit);
    return M.approved;
  });
}

/** Revokes the member's business approval. */
export function revokeBusiness(): Promise<boolean> {
  return act(async (member) => {
    await deleteBusiness(member.id);
    return M.revoked;
  });
}
