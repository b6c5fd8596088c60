import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requireStaff, type StaffEnv, type StaffRoleOrToken } from '../../../http/staff-guard';
import type { AppEnv } from '../../../http/types';
import { recordAudit } from './audit.queries';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `products` of `/v1/admin/products/:key`: the kind of record an admin path changes. */
function recordTypeOf(routePath: string): string {
  const [, , , type = 'admin'] = routePath.split('/');
  return type;
}

/** The request's JSON body if it had one (already parsed by the validator, so cached). */
async function jsonBody(c: Context): Promise<unknown> {
  if (!c.req.header('content-type')?.includes('json')) return null;
  return c.req.json().catch(() => null);
}

/**
 * Records a successful write of an editors' call in the audit log: the route as the action, the
 * path's record, and the body sent. These calls change their records in commands of their own;
 * the row follows the change (the product calls of the back office record theirs inside it).
 */
async function auditWrite(c: Context<StaffEnv>): Promise<void> {
  if (!WRITES.has(c.req.method) || c.error || c.res.status >= 400) return;
  const routePath = c.req.routePath;
  const params = Object.values(c.req.param() as Record<string, string>);
  await recordAudit(c.get('database').db, c.get('actor'), {
    action: `${c.req.method} ${routePath}`,
    recordType: recordTypeOf(routePath),
    recordId: params.length ? params.join('/') : null,
    after: await jsonBody(c),
  });
}

/**
 * Guard of the editors' calls: the admin `token` (scripts and CI), or a staff session of one of
 * `roles` (owners always); 401 without either, 403 for another role or a write without the CSRF
 * token. Every successful write is recorded in the audit log.
 */
export const requireAdmin = (token: string | undefined, roles: readonly StaffRoleOrToken[]) => {
  const guard = requireStaff({ allow: [...roles, 'token'], adminToken: token });
  return createMiddleware<AppEnv>(async (c, next) =>
    guard(c as unknown as Context<StaffEnv>, async () => {
      await next();
      await auditWrite(c as unknown as Context<StaffEnv>);
    }),
  );
};
