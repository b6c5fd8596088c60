import { createMiddleware } from 'hono/factory';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { ApiException } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { isAdmin } from './rebuild';

/** Middleware that lets through only requests carrying the admin `token` (401 otherwise). */
export const requireAdmin = (token: string | undefined) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!isAdmin(token, c.req.header('authorization'))) {
      throw new ApiException(401, ERROR_CODES.unauthorized);
    }
    await next();
  });
