import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { LRUCache } from 'lru-cache';
import { ERROR_CODES } from '../../contract/shared/error.schema';
import type { Database } from '../db/client';
import { channels } from '../db/schema/index';
import { ApiException } from './errors';
import type { AppEnv, Channel } from './types';

/** Channel used when a request carries no `X-Channel-Id`. */
export const DEFAULT_CHANNEL_ID = 'default';

/**
 * How long a channel's row (its settings) is reused before it is read again. Every API call needs
 * it and it changes rarely, so a setting changed in the database takes effect within this time.
 */
export const CHANNEL_TTL_MS = 5_000;

type Found = { channel: Channel | null };

const caches = new WeakMap<Database, LRUCache<string, Found>>();

function cacheOf(database: Database): LRUCache<string, Found> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new LRUCache<string, Found>({
      max: 100,
      ttl: CHANNEL_TTL_MS,
      // Concurrent misses for one id share a single read.
      fetchMethod: async (id) => {
        const [row] = await database.db.select().from(channels).where(eq(channels.id, id)).limit(1);
        return { channel: row ?? null };
      },
    });
    caches.set(database, cache);
  }
  return cache;
}

/** Forgets the channels read from `database`, after they were changed outside the API. */
export function forgetChannels(database: Database): void {
  caches.get(database)?.clear();
}

/** Calls a channel flagged invalid refuses: it sells nothing (carts, checkout, order decisions). */
const CLOSED_WHEN_INVALID = /^\/v1\/carts(?:\/|$)/;

/**
 * Resolves `X-Channel-Id` (missing = default) to a channel row; unknown ids answer 404, and so do
 * cart and order calls of a channel flagged invalid (`channel.not_exist`, which the storefront
 * turns into its 404 page).
 */
export const channelMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const id = c.req.header('x-channel-id')?.trim() || DEFAULT_CHANNEL_ID;
  const found = await cacheOf(c.get('database')).fetch(id);
  if (!found?.channel) throw new ApiException(404, ERROR_CODES.channelNotExist);
  if (found.channel.isInvalid && CLOSED_WHEN_INVALID.test(c.req.path)) {
    throw new ApiException(404, ERROR_CODES.channelNotExist);
  }
  c.set('channel', found.channel);
  await next();
});
