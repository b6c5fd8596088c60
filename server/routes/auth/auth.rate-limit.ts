/** Counts hits per key in a sliding window; in memory, per process (one shop, one server). */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
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

  private prune(since: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((t) => t <= since)) this.hits.delete(key);
    }
  }
}

/** The limits the auth routes apply. */
export type AuthLimiters = {
  loginPerIp: RateLimiter;
  loginPerAccount: RateLimiter;
  codePerIp: RateLimiter;
  mailPerIp: RateLimiter;
  mailPerAccount: RateLimiter;
};

const TEN_MINUTES = 10 * 60 * 1000;

/** Fresh limiters: 60 logins per IP and 20 per login id per 10 minutes; mails are rarer. */
export function createLimiters(): AuthLimiters {
  return {
    loginPerIp: new RateLimiter(60, TEN_MINUTES),
    loginPerAccount: new RateLimiter(20, TEN_MINUTES),
    codePerIp: new RateLimiter(30, TEN_MINUTES),
    mailPerIp: new RateLimiter(20, TEN_MINUTES),
    mailPerAccount: new RateLimiter(5, TEN_MINUTES),
  };
}

const byOwner = new WeakMap<object, AuthLimiters>();

/** The limiters of one app (keyed by its database, so each test app starts clean). */
export function limitersFor(owner: object): AuthLimiters {
  let limiters = byOwner.get(owner);
  if (!limiters) {
    limiters = createLimiters();
    byOwner.set(owner, limiters);
  }
  return limiters;
}
