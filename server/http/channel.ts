import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { ERROR_CODES } from '../../src/lib/shared/error.schema';
import { channels } from '../db/schema/index';
import { ApiException } from './errors';
import type { AppEnv } from './types';

/** Channel used when a request carries no `X-Channel-Id`. */
export const DEFAULT_CHANNEL_ID = 'default';

/** Resolves `X-Channel-Id` (missing = default) to a channel row; unknown ids answer 404. */
export const channelMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const id = c.req.header('x-channel-id')?.trim() || DEFAULT_CHANNEL_ID;
  const { db } = c.get('database');
  const [channel] = await db.select().from(channels).where(eq(channels.id, id)).limit(1);
  if (!channel) throw new ApiException(404, ERROR_CODES.channelNotExist);
  c.set('channel', channel);
  await next();
});
