import type { Database } from '../../db/client';
import { namedLimiter, perIp, type RateLimiter } from '../../http/rate-limit';

/** The limits the auth routes apply. */
export type AuthLimiters = {
  loginPerIp: RateLimiter;
  loginPerAccount: RateLimiter;
  codePerIp: RateLimiter;
  mailPerIp: RateLimiter;
  mailPerAccount: RateLimiter;
};

const TEN_MINUTES = 10 * 60 * 1000;

/** 60 logins per IP (times IP_LIMIT_SCALE) and 20 per login id per 10 minutes; mails are rarer (counted in the database). */
export function limitersFor(database: Database): AuthLimiters {
  return {
    loginPerIp: namedLimiter(database, 'login-ip', perIp(60), TEN_MINUTES),
    loginPerAccount: namedLimiter(database, 'login-account', 20, TEN_MINUTES),
    codePerIp: namedLimiter(database, 'code-ip', perIp(30), TEN_MINUTES),
    mailPerIp: namedLimiter(database, 'mail-ip', perIp(20), TEN_MINUTES),
    mailPerAccount: namedLimiter(database, 'mail-account', 5, TEN_MINUTES),
  };
}
