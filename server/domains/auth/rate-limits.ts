import { RateLimiter } from '../../http/rate-limit';

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
