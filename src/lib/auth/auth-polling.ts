import type { SessionState } from '../../../contract/session/session.schema';

/** Refresh this long before the access token expires. */
export const REFRESH_AHEAD_MS = 60_000;
/** How often the poll looks at the token. */
export const POLL_INTERVAL_MS = 30_000;

/** True when a logged-in session's token expires within the look-ahead window. */
export function shouldRefresh(state: SessionState, now: number): boolean {
  if (!state.isLogin || state.tokenExpiresAt === null) return false;
  return state.tokenExpiresAt - now <= REFRESH_AHEAD_MS;
}
