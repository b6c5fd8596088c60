/** Contact form and members' inquiry threads. */
export { inquiryRoutes } from './inquiries.routes';
/** The back office's inquiries (お問い合わせ管理): list, thread, reply, status, assignee, notes. */
export { inquiryAdminRoutes } from './inquiry-admin.routes';
