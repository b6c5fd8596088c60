import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { ApiException } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { isAdmin, rebuildState, startRebuild } from './rebuild.service';

/** 401 unless `Authorization: Bearer <ADMIN_TOKEN>`. */
const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!isAdmin(c.req.header('authorization')))
    throw new ApiException(401, ERROR_CODES.unauthorized);
  await next();
});

/** Editors' rebuild: start one (202) and read its state. */
export const adminRoutes = new Hono<AppEnv>()
  .post('/admin/rebuild', requireAdmin, (c) => c.json(startRebuild().state, 202))
  .get('/admin/rebuild', requireAdmin, (c) => c.json(rebuildState()));
