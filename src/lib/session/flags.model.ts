import type { SessionState } from '../../../contract/session/session.schema';

/** Where a member whose password expired must go first. */
export const PASSWORD_PAGE = '/mypage/password/';
/** Where a member fixes an e-mail address that keeps bouncing. */
export const EMAIL_EDIT_PAGE = '/mypage/user_info/edit/';

/** What a login's session flags call for: a warning kind to store and the next page. */
export type LoginFollowUp = { warning: 'password-expired' | 'mail-error' | null; path: string };

/**
 * After a login: an expired password sends the member to change it; bouncing mail asks them to
 * fix their address (a stored warning); otherwise they go where they were heading.
 * @example loginFollowUp({ hasPasswordExpired: true, hasMailErrorCountOver: false }, '/ec/').path // '/mypage/password/'
 */
export function loginFollowUp(
  flags: Pick<SessionState, 'hasPasswordExpired' | 'hasMailErrorCountOver'>,
  target: string,
): LoginFollowUp {
  if (flags.hasPasswordExpired) return { warning: 'password-expired', path: PASSWORD_PAGE };
  if (flags.hasMailErrorCountOver) return { warning: 'mail-error', path: target };
  return { warning: null, path: target };
}
