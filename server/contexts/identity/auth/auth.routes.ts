import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  RefreshBodySchema,
  ResultSchema,
  VerifyBodySchema,
} from '../../../../contract/auth/auth.schema';
import { LoginBodySchema, LoginResponseSchema } from '../../../../contract/session/session.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { bearerToken } from '../../../http/auth';
import { guardChallenge } from '../../../http/bot-guard';
import { ApiException } from '../../../http/errors';
import { enforceLimit } from '../../../http/rate-limit';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { hashToken } from '../../../services/tokens';
import {
  findLoginAccount,
  findUser,
  type LoginAccount,
  setMemberChannel,
} from './accounts.queries';
import { BEARER_RENEWAL_WINDOW_S, loginReply, pendingReply } from './auth.model';
import { familyOfAccess, familyOfRefresh } from './auth.queries';
import { CODE_TTL_S, checkCode, checkLogin, unlockAccount } from './login.commands';
import { loginSyncRoutes } from './login-sync.routes';
import { limitersFor } from './rate-limits';
import {
  ATTEMPT_COOKIE,
  clearAuthCookie,
  getAuthCookie,
  REFRESH_COOKIE,
  requestMeta,
  setAuthCookie,
} from './request';
import { flagsFor, startSession } from './session.commands';
import { type RotateResult, revokeFamily, rotateByAccess, rotateRefresh } from './tokens.queries';
import { consumeUserToken } from './user-tokens.queries';

const fail = (code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES], status: 401 | 422 | 423) => {
  throw new ApiException(status, code);
};

/** The per-account limit's key: the member whichever identifier named them, else the id typed. */
function accountLimitKey(found: LoginAccount | null, loginId: string): string {
  return found ? `user:${found.user.id}` : `id:${loginId.trim().toLowerCase()}`;
}

/** A refresh token sent in a JSON body by a client that cannot keep the cookie. */
async function bodyRefreshToken(c: Context): Promise<string | undefined> {
  if (!c.req.header('content-type')?.includes('json')) return undefined;
  const parsed = v.safeParse(RefreshBodySchema, await c.req.json().catch(() => ({})));
  return parsed.success ? parsed.output.refresh_token : undefined;
}

/**
 * Renews from the first proof the request carries: the refresh cookie, a body refresh token, else
 * the bearer access token (spec §7) within its window. A failed refresh token never falls back to
 * the bearer, so a replayed one still revokes its family.
 */
async function renewSession(c: Context, db: Db, now: Date): Promise<RotateResult | null> {
  const refresh = getAuthCookie(c, REFRESH_COOKIE) ?? (await bodyRefreshToken(c));
  if (refresh) return rotateRefresh(db, refresh, now);
  const access = bearerToken(c);
  return access ? rotateByAccess(db, access, now, BEARER_RENEWAL_WINDOW_S) : null;
}

/** Login, code verification, refresh, logout and unlock (spec §7 "Auth"). */
export const authRoutes = new Hono<AppEnv>()
  .route('/', loginSyncRoutes)
  .post(
    '/auth/login',
    describeOperation({
      summary: 'ログイン（メールアドレスまたはユーザー名とパスワード）',
      tag: 'auth',
      body: LoginBodySchema,
      response: LoginResponseSchema,
      errors: [400, 401, 422, 423, 429],
    }),
    guardChallenge('login'),
    validate('json', LoginBodySchema),
    async (c) => {
      const { db } = c.get('database');
      const body = c.req.valid('json');
      const meta = requestMeta(c);
      const limits = limitersFor(c.get('database'));
      await enforceLimit(limits.loginPerIp, meta.ip);
      const found = await findLoginAccount(db, body.login_id);
      await enforceLimit(limits.loginPerAccount, accountLimitKey(found, body.login_id));
      const input = { password: body.password };
      const outcome = await checkLogin(db, c.get('channel'), found, input, meta, new Date());
      if (outcome.kind === 'invalid') return fail(ERROR_CODES.invalidCredentials, 401);
      if (outcome.kind === 'locked') return fail(ERROR_CODES.accountLocked, 423);
      if (outcome.kind === 'code') {
        setAuthCookie(c, ATTEMPT_COOKIE, outcome.attempt, CODE_TTL_S);
        return c.json(pendingReply(outcome.user));
      }
      return c.json(await startSession(c, outcome.user));
    },
  )
  .post(
    '/auth/verify',
    describeOperation({
      summary: 'ログイン認証コードの確認',
      tag: 'auth',
      body: VerifyBodySchema,
      response: LoginResponseSchema,
      errors: [400, 422, 429],
    }),
    validate('json', VerifyBodySchema),
    async (c) => {
      const { db } = c.get('database');
      const body = c.req.valid('json');
      const meta = requestMeta(c);
      await enforceLimit(limitersFor(c.get('database')).codePerIp, meta.ip);
      const attempt = getAuthCookie(c, ATTEMPT_COOKIE);
      const input = { attempt: attempt ?? '', userId: body.user_id, code: body.verify_code };
      if (!attempt || !(await checkCode(db, input, meta, new Date()))) {
        return fail(ERROR_CODES.verifyCodeInvalid, 422);
      }
      clearAuthCookie(c, ATTEMPT_COOKIE);
      const user = await findUser(db, body.user_id);
      if (!user) return fail(ERROR_CODES.verifyCodeInvalid, 422);
      // The login-sync variant (spec §4): the verified member is tied to this channel at once.
      if (body.is_sync_user_channel) {
        await setMemberChannel(db, user.id, c.get('channel').id, new Date());
      }
      return c.json(await startSession(c, user));
    },
  )
  .post(
    '/auth/refresh',
    describeOperation({
      summary:
        'アクセストークンの更新（証明はリフレッシュ Cookie、本文の refresh_token、またはベアラーのアクセストークン〈期限切れ後 1 時間まで〉。使用済みの証明の再使用はログイン全体を無効化）',
      tag: 'auth',
      response: LoginResponseSchema,
      errors: [401],
    }),
    async (c) => {
      const { db } = c.get('database');
      const result = await renewSession(c, db, new Date());
      const user = result?.ok ? await findUser(db, result.userId) : null;
      if (!result?.ok || !user) {
        clearAuthCookie(c, REFRESH_COOKIE);
        return fail(ERROR_CODES.refreshInvalid, 401);
      }
      const { tokens } = result;
      const ttl = (tokens.refreshExpiresAt.getTime() - Date.now()) / 1000;
      setAuthCookie(c, REFRESH_COOKIE, tokens.refreshToken, ttl);
      return c.json(
        loginReply(
          user,
          tokens,
          await flagsFor(db, user, c.get('settings').sessionPolicy, new Date()),
        ),
      );
    },
  )
  .post(
    '/auth/logout',
    describeOperation({
      summary: 'ログアウト（トークンを無効化）',
      tag: 'auth',
      response: ResultSchema,
      errors: [],
    }),
    async (c) => {
      const { db } = c.get('database');
      const now = new Date();
      const access = bearerToken(c);
      const refresh = getAuthCookie(c, REFRESH_COOKIE);
      const families = [
        access ? await familyOfAccess(db, hashToken(access)) : null,
        refresh ? await familyOfRefresh(db, hashToken(refresh)) : null,
      ];
      for (const family of new Set(families)) if (family) await revokeFamily(db, family, now);
      clearAuthCookie(c, REFRESH_COOKIE);
      return c.json({ result: true });
    },
  )
  .get(
    '/auth/unlock/:token',
    describeOperation({
      summary: 'アカウントロックの解除',
      tag: 'auth',
      response: ResultSchema,
      errors: [429],
    }),
    async (c) => {
      const { db } = c.get('database');
      await enforceLimit(limitersFor(c.get('database')).mailPerIp, requestMeta(c).ip);
      const userId = await consumeUserToken(db, c.req.param('token'), 'unlock', new Date());
      if (userId !== null) await unlockAccount(db, userId);
      return c.json({ result: userId !== null });
    },
  );
