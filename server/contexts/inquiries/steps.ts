/**
 * The inquiries context's steps: what the workflows (server/workflows/) call, in the order the
 * business needs, inside the transaction the workflow owns.
 */

/** `inquiries`: Contact form (お問い合わせ), inquiry threads, shop replies; the back office's お問い合わせ管理 (`inquiry-admin.*`: list, status, assignee, 社内メモ). */
export { latestMemberInquiries, type MemberInquiryRef } from './inquiries/index';
