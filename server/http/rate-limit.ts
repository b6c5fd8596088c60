import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../../src/lib/shared/error.schema';
import { ApiException } from './errors';
import { requestOrigin } from './proxy';
import type { AppEnv } from './types';

/**
 * Counts hits per key in a sliding window, in memory, per process. Written here rather than taken
 * from a library because it is a dozen lines and must answer how long until the next hit is allowed
 * (Retry-After) from the same log it counts with.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Records a hit; false when the key already used up its allowance in the window. */
  hit(key: string, now = Date.now()): boolean {
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(since);
    return true;
  }

  /** Whole seconds until the key may hit again (at least 1). */
  retryAfterS(key: string, now = Date.now()): number {
    const oldest = (this.hits.get(key) ?? [])[0] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  private prune(since: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((t) => t <= since)) this.hits.delete(key);
    }
  }
}

/** A 429 that tells the client when to try again (`Retry-After`). */
export class RateLimitedException extends ApiException {
  constructor(retryAfterS: number) {
    super(429, ERROR_CODES.rateLimited);
    this.retryAfterS = retryAfterS;
  }
}

/** 429 `common.rate_limited` with `Retry-After` when the limiter refuses the key. */
export function enforceLimit(limiter: RateLimiter, key: string): void {
  const now = Date.now();
  if (!limiter.hit(key, now)) throw new RateLimitedException(limiter.retryAfterS(key, now));
}

const limitersByOwner = new WeakMap<object, Map<string, RateLimiter>>();

/** The named limiter of one app (keyed by its database, so each test app starts clean). */
export function namedLimiter(owner: object, name: string, limit: number, windowMs: number) {
  let named = limitersByOwner.get(owner);
  if (!named) {
    named = new Map();
    limitersByOwner.set(owner, named);
  }
  let limiter = named.get(name);
  if (!limiter) {
    limiter = new RateLimiter(limit, windowMs);
    named.set(name, limiter);
  }
  return limiter;
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
    enforceLimit(limiter, userId ? `member:${userId}` : `ip:${requestOrigin(c).clientIp}`);
    await next();
  };
}
