import type {
  AdminMember,
  AdminMemberListItem,
} from '../../../contract/account/back-office-members.schema';
import type { FieldErrors } from '../shared/http.model';
import { MEMBERS_MESSAGES as M } from './members.messages';

/** A row of the member list. */
export type MemberListItem = AdminMemberListItem;
/** One member whole. */
export type Member = AdminMember;

/** The point adjustment form as typed. */
export type AdjustDraft = { points: string; reason: string };

const INTEGER = /^[-−]?\d{1,7}$/;

/** The signed points of a draft (full-width digits and minus accepted), or null when not an integer. */
export function draftPoints(draft: AdjustDraft): number | null {
  const text = draft.points.normalize('NFKC').trim().replace('−', '-');
  if (!INTEGER.test(text)) return null;
  const n = Number(text);
  return n === 0 ? null : n;
}

/** Field errors of a point adjustment before it is sent: an integer not 0, a reason, not below zero. */
export function checkAdjustment(draft: AdjustDraft, balance: number): FieldErrors {
  const errors: FieldErrors = {};
  const points = draftPoints(draft);
  if (points === null) errors.points = [M.pointsInvalid];
  else if (balance + points < 0) errors.points = [M.belowZero];
  const reason = draft.reason.trim();
  if (!reason || reason.length > 200) errors.reason = [M.reasonRequired];
  return errors;
}

/** The credit limit typed (yen), or null when not an integer from 0 to 100,000,000. */
export function creditLimitOf(text: string): number | null {
  const digits = text.normalize('NFKC').replace(/[,\s]/g, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  const n = Number(digits);
  return n <= 100_000_000 ? n : null;
}
