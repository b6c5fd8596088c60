import { Hono } from 'hono';
import { AuditEntrySchema, AuditQuerySchema } from '../../../../contract/staff/audit.schema';
import { setPagingHeaders } from '../../../http/paging';
import { requireStaff, type StaffEnv } from '../../../http/staff-guard';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { toAuditEntry } from './audit.model';
import { auditPage } from './audit.queries';

/** The owners' audit log: `GET /v1/admin/audit`, filtered and paged, newest first. */
export const auditRoutes = new Hono<StaffEnv>().get(
  '/admin/audit',
  describeOperation({
    tag: 'admin',
    summary: '監査ログ（オーナーのみ）。操作者・記録の種類・ID・期間で絞り込み、新しい順',
    query: AuditQuerySchema,
    response: AuditEntrySchema,
    list: 'paged',
    errors: [401, 403, 422],
  }),
  requireStaff({ allow: [] }),
  validate('query', AuditQuerySchema),
  async (c) => {
    const query = c.req.valid('query');
    const { rows, total } = await auditPage(c.get('database').db, query);
    setPagingHeaders(c, { total, per: query.per, current: query.page });
    return c.json({ data: rows.map(toAuditEntry) });
  },
);
