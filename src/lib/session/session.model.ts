import type { LoginResponse, SessionState } from '../../../contract/session/session.schema';
import type { CookieJar } from '../shared/cookies';

/** Seconds taken off the server's lifetime so a token is never used at the edge of expiry. */
export const TOKEN_EXPIRY_MARGIN_S = 5;

/** Cookie names of spec §3, plus the login reply's `is_registered_member` kept for a reload. */
export const COOKIE = {
  token: 'access_token',
  expiresAt: 'expires_at',
  cart: 'cartToken',
  registered: 'is_registered_member',
} as const;

/** The logged-out, unchecked session. */
export const INITIAL_SESSION: SessionState = {
  check: false,
  isLogin: false,
  isManager: false,
  hasPasswordExpired: false,
  hasMailErrorCountOver: false,
  accessToken: null,
  tokenExpiresAt: null,
  mfa: null,
  isRefreshFailed: false,
  isRefreshPolling: false,
  isSyncUserChannel: false,
  warningMessage: null,
  redirectUrl: null,
  userId: null,
};

/**
 * When a token must be treated as expired: `expires_in` − 5 s from now.
 * @example tokenExpiry(3600, 0) // 3_595_000
 */
export function tokenExpiry(expiresIn: number, now: number): number {
  return now + Math.max(0, expiresIn - TOKEN_EXPIRY_MARGIN_S) * 1000;
}

/** True when there is no token or its expiry has passed. */
export function isTokenExpired(state: Pick<SessionState, 'tokenExpiresAt'>, now: number): boolean {
  return state.tokenExpiresAt === null || state.tokenExpiresAt <= now;
}

/** Session after a login/refresh response that carries a token. */
export function sessionFromLogin(
  state: SessionState,
  res: LoginResponse,
  now: number,
): SessionState {
  return {
    ...state,
    check: true,
    isLogin: res.is_registered_member !== false,
    hasPasswordExpired: res.has_password_expired,
    hasMailErrorCountOver: res.has_mail_error_count_over,
    accessToken: res.access_token,
    tokenExpiresAt: tokenExpiry(res.expires_in, now),
    isRefreshFailed: false,
    mfa: null,
    userId: res.user_id,
  };
}

/** Session after logout: login state and token cleared, nothing else carried over but `check`. */
export function loggedOut(state: SessionState, refreshFailed = false): SessionState {
  return {
    ...INITIAL_SESSION,
    check: true,
    isRefreshFailed: refreshFailed || state.isRefreshFailed,
  };
}

/** A stored session: the token, its expiry, and whether the login counted as a registered member (null: not recorded). */
export type StoredToken = { token: string; expiresAt: number; registered: boolean | null };

/**
 * What the cookies hold; null when no session was stored. A session whose token cookie already
 * expired reads as an empty, expired token, so it is refreshed (HttpOnly refresh cookie).
 */
export function readStoredToken(jar: CookieJar): StoredToken | null {
  const token = jar.get(COOKIE.token);
  const stored = jar.get(COOKIE.expiresAt);
  const flag = jar.get(COOKIE.registered);
  const registered = flag === '1' ? true : flag === '0' ? false : null;
  if (!token) return stored ? { token: '', expiresAt: 0, registered } : null;
  const expiresAt = Number(stored);
  return { token, expiresAt: Number.isFinite(expiresAt) ? expiresAt : 0, registered };
}

/**
 * How long the `expires_at` cookie stays: as long as the server's refresh token (14 days), so a
 * page opened after the access token expired still refreshes instead of silently logging out.
 */
export const SESSION_COOKIE_MAX_AGE_S = 14 * 24 * 60 * 60;

/** Writes the session cookies: the access token lives exactly as long as the token itself. */
export function storeToken(
  jar: CookieJar,
  stored: { token: string; expiresAt: number; registered: boolean },
  now: number,
): void {
  const { token, expiresAt, registered } = stored;
  jar.set(COOKIE.token, token, { maxAge: Math.max(0, Math.round((expiresAt - now) / 1000)) });
  jar.set(COOKIE.expiresAt, String(expiresAt), { maxAge: SESSION_COOKIE_MAX_AGE_S });
  jar.set(COOKIE.registered, registered ? '1' : '0', { maxAge: SESSION_COOKIE_MAX_AGE_S });
}

/** Removes the token cookies, and the cart token unless kept. */
export function clearStoredToken(jar: CookieJar, keepCart: boolean): void {
  jar.remove(COOKIE.token);
  jar.remove(COOKIE.expiresAt);
  jar.remove(COOKIE.registered);
  if (!keepCart) jar.remove(COOKIE.cart);
}
