import type { Context } from 'hono';
import type { LoginResponse } from '../../../../contract/session/session.schema';
import type { Db } from '../../../db/client';
import type { AppEnv, SessionScope } from '../../../http/types';
import type { UserRow } from './accounts.queries';
import type { IssuedTokens } from './auth.model';
import { loginReply } from './auth.model';
import { mailErrorCountOf } from './auth.queries';
import { REFRESH_COOKIE, setAuthCookie } from './request';
import { type SessionFlags, type SessionPolicy, sessionFlags } from './session-flags.model';
import { issueTokens } from './tokens.queries';

/**
 * The warnings a login of `user` answers under the app's `policy`, from their password's age and
 * their address's bounces.
 */
export async function flagsFor(
  db: Db,
  user: UserRow,
  policy: SessionPolicy,
  now: Date,
): Promise<SessionFlags> {
  return sessionFlags(user, await mailErrorCountOf(db, user.email), policy, now);
}

/**
 * Opens a new login family for `user` (a full login unless `scope` says otherwise): refresh
 * token in its HttpOnly cookie, access token in the reply.
 */
export async function startSession(
  c: Context<AppEnv>,
  user: UserRow,
  scope?: SessionScope,
): Promise<LoginResponse> {
  const { db } = c.get('database');
  const now = new Date();
  const tokens = await issueTokens(db, user.id, now, undefined, scope);
  return startSessionWith(
    c,
    user,
    tokens,
    await flagsFor(db, user, c.get('settings').sessionPolicy, now),
  );
}

/**
 * Replies with an already issued pair: refresh token into its cookie, the rest in the body. After a
 * password change or reset no warnings are answered (the storefront clears them on a change).
 */
export function startSessionWith(
  c: Context,
  user: UserRow,
  tokens: IssuedTokens,
  flags?: SessionFlags,
): LoginResponse {
  const now = new Date();
  setAuthCookie(
    c,
    REFRESH_COOKIE,
    tokens.refreshToken,
    (tokens.refreshExpiresAt.getTime() - now.getTime()) / 1000,
  );
  return loginReply(user, tokens, flags);
}
