import { BACK_OFFICE_INQUIRY_MESSAGES as M } from '../../../../contract/inquiries/back-office-inquiries.messages';
import {
  type AdminInquiry,
  type AdminInquiryListItem,
  type AdminInquiryStatus,
  STATUS_MOVES,
} from '../../../../contract/inquiries/back-office-inquiries.schema';
import type { Actor } from '../../../http/types';
import type { InquiryRow } from './inquiries.queries';
import type { AdminInquiryListRow, AdminInquiryParts } from './inquiry-admin.queries';

type Ref = { id: number; name: string } | null;
type FileRow = { key: string; name: string; mime: string; size: number; commentId: number | null };

const label = (status: AdminInquiryStatus) => M.statusLabels[status];

/**
 * Why an operator may not move an inquiry from one status to another, or null when they may.
 * @example statusRefusal('closed', 'answered') // '「クローズ」から「回答済み」には変更できません。'
 */
export function statusRefusal(from: AdminInquiryStatus, to: AdminInquiryStatus): string | null {
  if (from === to) return M.sameStatus(label(to));
  return STATUS_MOVES[from].includes(to) ? null : M.transition(label(from), label(to));
}

/** Where the shop's reply leaves the inquiry (null: it cannot be sent; a closed one must be reopened). */
export function statusAfterReply(
  from: AdminInquiryStatus,
  close: boolean,
): AdminInquiryStatus | null {
  if (from === 'closed') return null;
  return close ? 'closed' : 'answered';
}

/** Who wrote a note or a reply, as the back office names them. */
export function authorName(actor: Actor): string {
  return actor.kind === 'staff' ? actor.email : M.tokenActor;
}

/** The staff member behind an actor (null for the token or a script). */
export const staffIdOf = (actor: Actor): number | null =>
  actor.kind === 'staff' ? actor.staffId : null;

const refOf = (ref: { id: number | null; name: string | null } | null): Ref =>
  ref && ref.id !== null && ref.name !== null ? { id: ref.id, name: ref.name } : null;

/** A row of the back office's inquiry list. */
export function toAdminListItem(
  row: InquiryRow,
  category: Ref | { id: number | null; name: string | null } | null,
  assignee: { id: number | null; name: string | null } | null,
): AdminInquiryListItem {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    category: refOf(category),
    name: row.name,
    email: row.email,
    is_member: row.userId !== null,
    assignee: refOf(assignee),
    created_at: row.createdAt.toISOString(),
    last_activity_at: row.lastActivityAt.toISOString(),
  };
}

/** The list row as read, shaped. */
export const listItemOf = (r: AdminInquiryListRow) =>
  toAdminListItem(r.inquiry, r.category, r.assignee);

/** The staff download of an inquiry's attachment. */
export const staffFileUrl = (inquiryId: number, key: string) =>
  `/v1/admin/inquiries/${inquiryId}/files/${encodeURIComponent(key)}`;

/** The inquiry whole as the back office shows it: thread, notes, member and what may be done. */
export function toAdminInquiry(
  head: { inquiry: InquiryRow; assignee: { id: number | null; name: string | null } | null },
  refs: { category: Ref; order: { id: number; order_no: string } | null },
  parts: AdminInquiryParts,
  files: FileRow[],
): AdminInquiry {
  const row = head.inquiry;
  const filesOf = (commentId: number | null) =>
    files
      .filter((f) => f.commentId === commentId)
      .map((f) => ({
        id: f.key,
        url: staffFileUrl(row.id, f.key),
        name: f.name,
        mime: f.mime,
        size: f.size,
      }));
  return {
    ...toAdminListItem(row, refs.category, head.assignee),
    version: row.version,
    body: row.body,
    name_kana: row.nameKana,
    phone: row.phone,
    channel: row.channelId,
    extend: row.extend ?? null,
    member: parts.member
      ? {
          id: parts.member.id,
          name: `${parts.member.lastName} ${parts.member.firstName}`.trim(),
          email: parts.member.email,
        }
      : null,
    order: refs.order,
    attachments: filesOf(null),
    thread: parts.thread.map(({ comment, staffName }) => ({
      id: comment.id,
      author: comment.author,
      staff: comment.author === 'shop' ? (staffName ?? null) : null,
      body: comment.body,
      created_at: comment.createdAt.toISOString(),
      read_at: comment.readAt?.toISOString() ?? null,
      attachments: filesOf(comment.id),
    })),
    notes: parts.notes.map((n) => ({
      id: n.id,
      author: n.author,
      body: n.body,
      created_at: n.createdAt.toISOString(),
    })),
    moves: [...STATUS_MOVES[row.status]],
  };
}
