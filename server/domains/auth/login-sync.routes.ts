import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ResultSchema } from '../../../src/lib/auth/auth.schema';
import { users } from '../../db/schema/index';
import { requireMember } from '../../http/auth';
import type { AppEnv } from '../../http/types';
import { describeOperation } from '../../openapi/describe-operation';

/** `POST /v1/auth/login-sync-channel`: ties the logged-in member to this channel. */
export const loginSyncRoutes = new Hono<AppEnv>().post(
  '/auth/login-sync-channel',
  describeOperation({
    summary: 'ログイン中の会員をこのチャンネルに紐づける',
    tag: 'auth',
    response: ResultSchema,
    errors: [401],
  }),
  requireMember,
  async (c) => {
    await c
      .get('database')
      .db.update(users)
      .set({ channelId: c.get('channel').id, updatedAt: new Date() })
      .where(eq(users.id, c.get('userId')));
    return c.json({ result: true });
  },
);
