import type { Database } from '../../../db/client';
import { perIp } from '../../../http/rate-limit';
import { type SlidingWindowLimiter, slidingLimiter } from '../../../http/sliding-limit';

/** The limits the auth routes apply. */
export type AuthLimiters = {
  loginPerIp: SlidingWindowLimiter;
  loginPerAccount: SlidingWindowLimiter;
  codePerIp: SlidingWindowLimiter;
  mailPerIp: SlidingWindowLimiter;
  mailPerAccount: SlidingWindowLimiter;
};

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * 60 logins per IP (times IP_LIMIT_SCALE) and 20 per login id in any 10 minutes; mails are rarer.
 * Sliding windows in the database: exact across API processes and across a window's end.
 */
export function limitersFor(database: Database): AuthLimiters {
  return {
    loginPerIp: slidingLimiter(database, 'login-ip', perIp(60), TEN_MINUTES),
    loginPerAccount: slidingLimiter(database, 'login-account', 20, TEN_MINUTES),
    codePerIp: slidingLimiter(database, 'code-ip', perIp(30), TEN_MINUTES),
    mailPerIp: slidingLimiter(database, 'mail-ip', perIp(20), TEN_MINUTES),
    mailPerAccount: slidingLimiter(database, 'mail-account', 5, TEN_MINUTES),
  };
}
