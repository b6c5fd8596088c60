import type { SessionState } from '../../../contract/session/session.schema';
import { currentOrigin, sameOriginPath } from '../../../contract/shared/redirect';

/** Which guard a page uses (spec §2 "Guards"). */
export type GuardKind = 'none' | 'login-only' | 'member-only' | 'logout-only';

/** The channel settings the guards read. */
export type GuardSettings = { isNoMemberUse: boolean; isFirstLoginEmailVerify: boolean };

/** The session facts the guards read. */
export type GuardSession = Pick<SessionState, 'isLogin' | 'isRefreshFailed' | 'accessToken'>;

/** The login-sync variant's page: a login on its way there ties the member to this channel. */
export const LOGIN_SYNC_PATH = '/login_sync/';

/** True when a login's redirect target is the login-sync page (spec §4 "login-sync variant"). */
export function isLoginSyncTarget(target: string | null | undefined): boolean {
  return safeRedirect(target).split(/[?#]/)[0] === LOGIN_SYNC_PATH;
}

/** The target as a same-origin path, else `fallback` (no open redirect; see `sameOriginPath`). */
export function safeRedirect(target: string | null | undefined, fallback = '/ec/'): string {
  return sameOriginPath(target, currentOrigin()) ?? fallback;
}

function loginUrl(session: GuardSession, here: string): string {
  if (session.isRefreshFailed) return '/login/?re=1';
  return `/login/?redirect=${encodeURIComponent(here)}`;
}

/**
 * Where a guard sends the visitor, or null to stay.
 * - login-only: a logged-out visitor goes to /login/;
 * - member-only: the same, unless the channel is in no-member-use mode;
 * - logout-only: a logged-in visitor goes to /verify/ (first-login email verification on and not
 *   yet a registered member) or to /ec/.
 */
export function guardRedirect(
  kind: GuardKind,
  session: GuardSession,
  settings: GuardSettings,
  here: string,
): string | null {
  if (kind === 'login-only') return session.isLogin ? null : loginUrl(session, here);
  if (kind === 'member-only') {
    if (settings.isNoMemberUse || session.isLogin) return null;
    return loginUrl(session, here);
  }
  if (kind === 'logout-only') {
    // Holding a token without counting as logged in = not yet a registered member.
    const unverified = session.accessToken !== null && !session.isLogin;
    if (unverified && settings.isFirstLoginEmailVerify) return '/verify/';
    return session.isLogin ? '/ec/' : null;
  }
  return null;
}
