import { lt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ERROR_CODES } from '../../contract/shared/error.schema';
import type { Database, Db } from '../db/client';
import { rateLimits } from '../db/schema/index';
import { env } from '../env';
import { ApiException } from './errors';
import { requestOrigin } from './proxy';
import type { AppEnv } from './types';

/**
 * `limit` hits per key in a fixed window of `windowMs`, counted in the shop's database by
 * rate-limiter-flexible's Drizzle store (one atomic upsert per hit), so every API process on one
 * PostgreSQL shares the count, and a restart forgets nothing. The same store runs on PGlite.
 * Expired rows are pruned by the job worker (`pruneRateLimits`), not by a timer per limiter.
 */
export class RateLimiter {
  private readonly store: RateLimiterDrizzle | RateLimiterMemory;

  constructor(
    database: Database,
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    where: LimitStore = 'database',
  ) {
    const window = { keyPrefix: name, points: limit, duration: Math.ceil(windowMs / 1000) };
    this.store =
      where === 'memory'
        ? new RateLimiterMemory(window)
        : new RateLimiterDrizzle({
            ...window,
            storeClient: database.db,
            schema: rateLimits,
            clearExpiredByTimeout: false,
          });
  }

  /** How many hits the key has used in its current window. */
  async used(key: string): Promise<number> {
    return (await this.store.get(key))?.consumedPoints ?? 0;
  }

  /** Records a hit: null when allowed, else whole seconds until the key may hit again (≥ 1). */
  async take(key: string): Promise<number | null> {
    try {
      await this.store.consume(key);
      return null;
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      return Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
    }
  }

  /** Records a hit; false when the key already used up its allowance in the window. */
  async hit(key: string): Promise<boolean> {
    return (await this.take(key)) === null;
  }
}

/** What `enforceLimit` needs of a limiter: a hit answers null, or seconds until one may pass. */
export type Limiter = { take(key: string): Promise<number | null> };

/** A 429 that tells the client when to try again (`Retry-After`). */
export class RateLimitedException extends ApiException {
  constructor(retryAfterS: number) {
    super(429, ERROR_CODES.rateLimited);
    this.retryAfterS = retryAfterS;
  }
}

/** 429 `common.rate_limited` with `Retry-After` when the limiter refuses the key. */
export async function enforceLimit(limiter: Limiter, key: string): Promise<void> {
  const retryAfterS = await limiter.take(key);
  if (retryAfterS !== null) throw new RateLimitedException(retryAfterS);
}

/** Where a limiter counts: the shop's database (every process, kept over restarts), or this process. */
export type LimitStore = 'database' | 'memory';

const limitersByDatabase = new WeakMap<Database, Map<string, RateLimiter>>();

/** The named limiter over one database (a handle: with the `database` store the counts live there). */
export function namedLimiter(
  database: Database,
  name: string,
  limit: number,
  windowMs: number,
  where: LimitStore = 'database',
) {
  let named = limitersByDatabase.get(database);
  if (!named) {
    named = new Map();
    limitersByDatabase.set(database, named);
  }
  let limiter = named.get(name);
  if (!limiter) {
    limiter = new RateLimiter(database, name, limit, windowMs, where);
    named.set(name, limiter);
  }
  return limiter;
}

/**
 * The per-IP limiter of a read route (it writes nothing): counted in the database on PostgreSQL,
 * where several API processes share it; on PGlite, which only one process can open, in that
 * process's memory. A row upsert per read was a second statement on PGlite's one thread, behind
 * which every other request waited; a restart forgetting read counts lets one more window through.
 */
export function readLimiter(database: Database, rule: FormLimit): RateLimiter {
  const where = database.kind === 'postgres' ? 'database' : 'memory';
  return namedLimiter(database, rule.name, perIp(rule.limit), rule.windowMs, where);
}

/** A per-IP allowance scaled by `IP_LIMIT_SCALE` (one address may stand for many shoppers). */
export function perIp(limit: number, scale: number = env.IP_LIMIT_SCALE): number {
  return limit * scale;
}

/** How often one client may use a form that writes for a guest or sends mail. */
export type FormLimit = { name: string; limit: number; windowMs: number };

/**
 * Middleware limiting a guest-writing form per client: per member when signed in (middleware
 * that sets `userId` runs first), else per IP.
 */
export function limitForm(rule: FormLimit): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limiter = namedLimiter(c.get('database'), rule.name, rule.limit, rule.windowMs);
    const userId = (c.var as { userId?: number }).userId;
    await enforceLimit(limiter, userId ? `member:${userId}` : `ip:${requestOrigin(c).clientIp}`);
    await next();
  };
}

/** Every write (POST/PUT/PATCH/DELETE) one address may send in 10 minutes, times IP_LIMIT_SCALE. */
export const WRITES_PER_IP = { name: 'writes', limit: 3000, windowMs: 10 * 60 * 1000 };

/**
 * The backstop under every write route, guests' included (carts, events, callbacks): per client
 * address, counted before authentication so a made-up token cannot slip past it. A shopper never
 * comes near it; a script filling the disk or a mailbox meets 429 with `Retry-After`.
 */
export const limitWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(c.req.method)) {
    const { name, limit, windowMs } = WRITES_PER_IP;
    const limiter = namedLimiter(c.get('database'), name, perIp(limit), windowMs);
    await enforceLimit(limiter, `ip:${requestOrigin(c).clientIp}`);
  }
  await next();
};

/**
 * Middleware limiting an anonymous write per IP, the allowance scaled by `IP_LIMIT_SCALE` (one
 * address may stand for many shoppers).
 */
export function limitPerIp(rule: FormLimit): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limiter = namedLimiter(c.get('database'), rule.name, perIp(rule.limit), rule.windowMs);
    await enforceLimit(limiter, `ip:${requestOrigin(c).clientIp}`);
    await next();
  };
}

/** Middleware limiting a read route per client address (see `readLimiter`). */
export function limitReadsPerIp(rule: FormLimit): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforceLimit(readLimiter(c.get('database'), rule), `ip:${requestOrigin(c).clientIp}`);
    await next();
  };
}

/** Deletes counters whose window ended before `before` (the job worker calls it hourly). */
export async function pruneRateLimits(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expire, before));
}
