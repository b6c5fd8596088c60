import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { ApiException } from '../../http/errors';
import { recordIdParam } from '../../http/record-id';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { approveBusiness, BusinessApprovalSchema, revokeBusiness } from './business.commands';
import { type AdminOptions, createRebuilder, isAdmin } from './rebuild';

/** Editors' rebuild (start one, 202, and read its state; 404 when the host cannot rebuild) and business-customer approval. */
export function adminRoutes({ token, rebuild }: AdminOptions) {
  const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
    if (!isAdmin(token, c.req.header('authorization'))) {
      throw new ApiException(401, ERROR_CODES.unauthorized);
    }
    await next();
  });
  const rebuilder = rebuild ? createRebuilder(rebuild) : undefined;
  const needsRebuilder = createMiddleware<AppEnv>(async (_c, next) => {
    if (!rebuilder) throw new ApiException(404, ERROR_CODES.notFound);
    await next();
  });
  return new Hono<AppEnv>()
    .post('/admin/rebuild', requireAdmin, needsRebuilder, (c) =>
      c.json(rebuilder?.start().state, 202),
    )
    .get('/admin/rebuild', requireAdmin, needsRebuilder, (c) => c.json(rebuilder?.state()))
    .put(
      '/admin/members/:id/business',
      requireAdmin,
      validate('json', BusinessApprovalSchema),
      async (c) => {
        const id = recordIdParam(c.req.param('id'));
        const { credit_limit } = c.req.valid('json');
        return c.json(await approveBusiness(c.get('database').db, id, credit_limit, new Date()));
      },
    )
    .delete('/admin/members/:id/business', requireAdmin, async (c) => {
      const id = recordIdParam(c.req.param('id'));
      return c.json(await revokeBusiness(c.get('database').db, id, new Date()));
    });
}
