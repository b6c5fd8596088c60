import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { ApiException } from '../../http/errors';
import { recordIdParam } from '../../http/record-id';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { approveBusiness, BusinessApprovalSchema, revokeBusiness } from './business.service';
import { isAdmin, rebuildState, startRebuild } from './rebuild.service';

/** 401 unless `Authorization: Bearer <ADMIN_TOKEN>`. */
const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!isAdmin(c.req.header('authorization')))
    throw new ApiException(401, ERROR_CODES.unauthorized);
  await next();
});

/** Editors' rebuild (start one, 202, and read its state) and business-customer approval. */
export const adminRoutes = new Hono<AppEnv>()
  .post('/admin/rebuild', requireAdmin, (c) => c.json(startRebuild().state, 202))
  .get('/admin/rebuild', requireAdmin, (c) => c.json(rebuildState()))
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
