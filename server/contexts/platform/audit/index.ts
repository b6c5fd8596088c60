/** What one audited write changed, and the redaction of secrets before it is kept. */
export { type AuditChange, redactSecrets } from './audit.model';
/** Appending a row to the audit log (inside the change's own transaction where there is one). */
export { recordAudit } from './audit.queries';
/** `GET /v1/admin/audit` for owners. */
export { auditRoutes } from './audit.routes';
/** Middleware answering 401 unless the request carries the admin token or a staff role; it records the write. */
export { requireAdmin } from './require-admin';
