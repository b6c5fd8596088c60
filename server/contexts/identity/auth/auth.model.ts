import type { LoginResponse } from '../../../../contract/session/session.schema';
import type { UserRow } from './accounts.queries';
import { NO_FLAGS, type SessionFlags } from './session-flags.model';

/** Access tokens live 15 minutes: short enough that a leaked one is soon useless. */
export const ACCESS_TTL_S = 15 * 60;

/**
 * How long after it expired an access token may still renew its session when it is the only proof
 * sent (`POST /v1/auth/refresh` with the bearer, as the spec calls it): a client that slept for a
 * while stays logged in, a token found later (a log, a stolen device) renews nothing.
 */
export const BEARER_RENEWAL_WINDOW_S = 60 * 60;

/** A freshly issued pair. */
export type IssuedTokens = {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
};

/** The login/refresh/verify reply for an issued token pair (spec §3 login response). */
export function loginReply(
  user: UserRow,
  tokens: IssuedTokens,
  flags: SessionFlags = NO_FLAGS,
): LoginResponse {
  return {
    access_token: tokens.accessToken,
    expires_in: ACCESS_TTL_S,
    expires_at: tokens.accessExpiresAt.toISOString(),
    is_registered_member: user.isRegisteredMember,
    has_password_expired: flags.hasPasswordExpired,
    has_mail_error_count_over: flags.hasMailErrorCountOver,
    user_id: user.id,
    is_verify: false,
    verify_code: null,
  };
}

/** The reply when a code was mailed: no token yet, the session waits holding the user id. */
export function pendingReply(user: UserRow): LoginResponse {
  return {
    access_token: '',
    expires_in: 0,
    expires_at: null,
    is_registered_member: user.isRegisteredMember,
    has_password_expired: false,
    has_mail_error_count_over: false,
    user_id: user.id,
    is_verify: true,
    verify_code: null,
  };
}
