import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { LoginResponseSchema } from '../../../../contract/session/session.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { ApiException } from '../../../http/errors';
import { enforceLimit } from '../../../http/rate-limit';
import type { AppEnv } from '../../../http/types';
import { describeOperation } from '../../../openapi/describe-operation';
import {
  clearAuthCookie,
  limitersFor,
  OIDC_BINDING_COOKIE,
  recordLogin,
  requestMeta,
  setAuthCookie,
  startSession,
} from '../auth/index';
import { authorizationUrl, completeCallback, memberForClaims, newBinding } from './oidc.commands';
import { findProvider, type OidcProvider, providersFromEnv } from './oidc-providers';

/**
 * Social login over OpenID Connect with `providers` (default: the OIDC_* environment):
 * `/auth/providers`, `/auth/{provider}/redirect` and `/auth/{provider}/callback`.
 */
export function oidcRoutes(providers: readonly OidcProvider[] = providersFromEnv(process.env)) {
  const provider = (name: string): OidcProvider => {
    const found = findProvider(providers, name);
    if (!found) throw new ApiException(404, ERROR_CODES.notFound);
    return found;
  };
  return new Hono<AppEnv>()
    .get(
      '/auth/providers',
      describeOperation({
        summary: 'ソーシャルログインに使えるプロバイダー',
        tag: 'auth',
        response: v.object({ name: v.string() }),
        list: 'plain',
        errors: [],
      }),
      (c) => c.json({ data: providers.map(({ name }) => ({ name })) }),
    )
    .get(
      '/auth/:provider/redirect',
      describeOperation({
        summary: 'ソーシャルログイン：認可 URL（OpenID Connect、PKCE）',
        tag: 'auth',
        response: v.object({ url: v.string() }),
        errors: [404],
      }),
      async (c) => {
        const p = provider(c.req.param('provider'));
        const binding = newBinding();
        setAuthCookie(c, OIDC_BINDING_COOKIE, binding, 10 * 60);
        return c.json({ url: await authorizationUrl(c.get('database').db, p, binding) });
      },
    )
    .get(
      '/auth/:provider/callback',
      describeOperation({
        summary: 'ソーシャルログイン：コールバック（ログイン応答）',
        tag: 'auth',
        response: LoginResponseSchema,
        errors: [404, 422, 429],
      }),
      async (c) => {
        const p = provider(c.req.param('provider'));
        const meta = requestMeta(c);
        await enforceLimit(limitersFor(c.get('database')).loginPerIp, meta.ip);
        const binding = getCookie(c, OIDC_BINDING_COOKIE) ?? '';
        clearAuthCookie(c, OIDC_BINDING_COOKIE);
        const claims = await completeCallback(c.get('database').db, p, c.req.query(), binding);
        const { db } = c.get('database');
        const user = claims ? await memberForClaims(db, p.name, claims) : null;
        if (!user) throw new ApiException(422, ERROR_CODES.socialLoginFailed);
        await recordLogin(db, user.id, meta, 'success');
        return c.json(await startSession(c, user));
      },
    );
}
