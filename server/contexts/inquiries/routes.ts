/**
 * The inquiries context's face to the process: the routes the app mounts, the jobs the worker runs
 * and what start-up wires (only server/app.ts, server/main.ts and server/jobs/ import it).
 */

/** `inquiries`: Contact form (お問い合わせ), inquiry threads, shop replies; the back office's お問い合わせ管理 (`inquiry-admin.*`: list, status, assignee, 社内メモ). */
export { inquiryAdminRoutes, inquiryRoutes } from './inquiries/index';
/** `uploads`: Uploaded files (inquiry attachments). */
export { UPLOAD_BODY_LIMIT, uploadGetRoutes, uploadPostRoutes } from './uploads/index';
