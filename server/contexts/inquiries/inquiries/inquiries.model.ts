import type {
  InquiryComment,
  InquiryDetail,
  InquirySummary,
  UploadFile,
} from '../../../../contract/inquiries/inquiries.schema';
import { BUSINESS_FIELDS, type InquiryBody } from '../../../../contract/inquiries/inquiries.schema';
import { toUploadFile } from '../uploads/index';
import type { CommentRow, InquiryRow } from './inquiries.queries';

type CategoryRef = { id: number; name: string } | null;
type FileRow = { key: string; name: string; mime: string; size: number; commentId: number | null };

/** The business form's company fields of a body, by name (only for the business category). */
export function businessExtend(body: InquiryBody): Record<string, string> {
  return Object.fromEntries(BUSINESS_FIELDS.map((name) => [name, body[name]]));
}

/**
 * The name recorded for a member: what the form sent, else the account's name.
 * @example memberName('', { lastName: '山田', firstName: '太郎' }) // '山田 太郎'
 */
export function memberName(given: string, account: { lastName: string; firstName: string }) {
  return given || `${account.lastName} ${account.firstName}`.trim();
}

/**
 * The status a member sees: the shop's steps (新規・対応中・回答済み) all read 対応中 (`open`);
 * only a closed thread reads closed.
 * @example memberStatus('answered') // 'open'
 */
export function memberStatus(status: InquiryRow['status']): InquirySummary['status'] {
  return status === 'closed' ? 'closed' : 'open';
}

/**
 * Where a member's answer leaves the inquiry: an answered one needs the shop again (対応中);
 * a new one stays new.
 */
export function statusAfterMemberAnswer(status: InquiryRow['status']): InquiryRow['status'] {
  return status === 'answered' ? 'in_progress' : status;
}

/** The list entry of an inquiry. */
export function toSummary(row: InquiryRow, category: CategoryRef, unread: number): InquirySummary {
  return {
    id: row.id,
    category,
    subject: row.subject,
    status: memberStatus(row.status),
    created_at: row.createdAt.toISOString(),
    last_activity_at: row.lastActivityAt.toISOString(),
    unread_count: unread,
  };
}

/** The thread of an inquiry; `is_unread` tells which shop replies the member had not read yet. */
export function toDetail(
  row: InquiryRow,
  refs: { category: CategoryRef; order: { id: number; order_no: string } | null },
  comments: CommentRow[],
  files: FileRow[],
): InquiryDetail {
  const filesOf = (commentId: number | null): UploadFile[] =>
    files.filter((f) => f.commentId === commentId).map(toUploadFile);
  const thread: InquiryComment[] = comments.map((c) => ({
    id: c.id,
    author: c.author,
    body: c.body,
    created_at: c.createdAt.toISOString(),
    is_unread: c.author === 'shop' && c.readAt === null,
    attachments: filesOf(c.id),
  }));
  return {
    ...toSummary(row, refs.category, thread.filter((c) => c.is_unread).length),
    body: row.body,
    order: refs.order,
    attachments: filesOf(null),
    comments: thread,
  };
}

/** Comment ids of the shop's replies still unread. */
export const unreadShopIds = (comments: CommentRow[]) =>
  comments.filter((c) => c.author === 'shop' && c.readAt === null).map((c) => c.id);
