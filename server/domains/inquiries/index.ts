/** Contact form and members' inquiry threads. */
export { inquiryRoutes } from './inquiries.routes';
/** Shop replies to inquiries (admin). */
export { inquiryAdminRoutes } from './inquiry-admin.routes';
