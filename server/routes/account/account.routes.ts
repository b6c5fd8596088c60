import { Hono } from 'hono';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { requireMember } from '../../http/auth';
import { ApiException } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { accountOf, findUser } from '../auth/auth.accounts';
import { toMeUser } from './account.mapper';
import { ownAddress } from './account.queries';

/** The member's own account (spec §7 "Account"). */
export const accountRoutes = new Hono<AppEnv>().get('/me/user', requireMember, async (c) => {
  const { db } = c.get('database');
  const userId = c.get('userId');
  const user = await findUser(db, userId);
  if (!user) throw new ApiException(401, ERROR_CODES.unauthorized);
  return c.json(toMeUser(user, await accountOf(db, userId), await ownAddress(db, userId)));
});
