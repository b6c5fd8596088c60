/** Contact form and members' inquiry threads. */
export { inquiryRoutes } from './inquiries.routes';
/** A member's latest inquiries, for the back office's member record (a workflow step). */
export { latestMemberInquiries, type MemberInquiryRef } from './inquiry-admin.queries';
/** The back office's inquiries (お問い合わせ管理): list, thread, reply, status, assignee, notes. */
export { inquiryAdminRoutes } from './inquiry-admin.routes';
