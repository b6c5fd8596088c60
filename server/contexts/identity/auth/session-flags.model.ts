import type { SessionPolicy } from '../../../http/types';

export type { SessionPolicy };

/** The login reply's two warnings (spec §3 login response). */
export type SessionFlags = { hasPasswordExpired: boolean; hasMailErrorCountOver: boolean };

/** No warnings: a pending code login, or a policy with both rules off. */
export const NO_FLAGS: SessionFlags = { hasPasswordExpired: false, hasMailErrorCountOver: false };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The warnings a member's data calls for: a password older than the policy's days, or at least
 * the policy's number of bounced mails to their current address.
 * @example sessionFlags({ passwordChangedAt: new Date('2025-01-01') }, 0, { passwordMaxAgeDays: 90, mailErrorLimit: 3 }, new Date('2026-01-01')).hasPasswordExpired // true
 */
export function sessionFlags(
  user: { passwordChangedAt: Date },
  mailErrorCount: number,
  policy: SessionPolicy,
  now: Date,
): SessionFlags {
  const maxAge = policy.passwordMaxAgeDays * DAY_MS;
  return {
    hasPasswordExpired:
      policy.passwordMaxAgeDays > 0 && now.getTime() - user.passwordChangedAt.getTime() > maxAge,
    hasMailErrorCountOver: policy.mailErrorLimit > 0 && mailErrorCount >= policy.mailErrorLimit,
  };
}
