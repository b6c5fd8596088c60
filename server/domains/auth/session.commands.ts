import type { Context } from 'hono';
import type { LoginResponse } from '../../../src/lib/session/session.schema';
import type { AppEnv } from '../../http/types';
import type { UserRow } from './accounts.queries';
import { loginReply } from './auth.model';
import { REFRESH_COOKIE, setAuthCookie } from './request';
import { type IssuedTokens, issueTokens } from './tokens.commands';

/** Opens a new login family for `user`: refresh token in its HttpOnly cookie, access token in the reply. */
export async function startSession(c: Context<AppEnv>, user: UserRow): Promise<LoginResponse> {
  const tokens = await issueTokens(c.get('database').db, user.id, new Date());
  return startSessionWith(c, user, tokens);
}

/** Replies with an already issued pair: refresh token into its cookie, the rest in the body. */
export function startSessionWith(c: Context, user: UserRow, tokens: IssuedTokens): LoginResponse {
  const now = new Date();
  setAuthCookie(
    c,
    REFRESH_COOKIE,
    tokens.refreshToken,
    (tokens.refreshExpiresAt.getTime() - now.getTime()) / 1000,
  );
  return loginReply(user, tokens);
}
