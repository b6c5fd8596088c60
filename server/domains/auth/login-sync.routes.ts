import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { users } from '../../db/schema/index';
import { requireMember } from '../../http/auth';
import type { AppEnv } from '../../http/types';

/** `POST /v1/auth/login-sync-channel`: ties the logged-in member to this channel. */
export const loginSyncRoutes = new Hono<AppEnv>().post(
  '/auth/login-sync-channel',
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
