import * as v from 'valibot';
import { ResultSchema, VerifyBodySchema } from '../../../src/lib/auth/auth.schema';
import { LoginBodySchema, LoginResponseSchema } from '../../../src/lib/session/session.schema';
import type { RouteDoc } from '../../openapi/route-doc';

/** OpenAPI entries of the auth routes. */
export const authDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/v1/auth/login',
    summary: 'ログイン（メールアドレスまたはユーザー名とパスワード）',
    tag: 'auth',
    body: LoginBodySchema,
    response: LoginResponseSchema,
    errors: [400, 401, 422, 423, 429],
  },
  {
    method: 'post',
    path: '/v1/auth/verify',
    summary: 'ログイン認証コードの確認',
    tag: 'auth',
    body: VerifyBodySchema,
    response: LoginResponseSchema,
    errors: [400, 422, 429],
  },
  {
    method: 'post',
    path: '/v1/auth/refresh',
    summary: 'アクセストークンの更新（リフレッシュトークンは HttpOnly Cookie）',
    tag: 'auth',
    response: LoginResponseSchema,
    errors: [401],
  },
  {
    method: 'post',
    path: '/v1/auth/logout',
    summary: 'ログアウト（トークンを無効化）',
    tag: 'auth',
    response: ResultSchema,
    errors: [],
  },
  {
    method: 'post',
    path: '/v1/auth/login-sync-channel',
    summary: 'ログイン中の会員をこのチャンネルに紐づける',
    tag: 'auth',
    response: ResultSchema,
    errors: [401],
  },
  {
    method: 'get',
    path: '/v1/auth/providers',
    summary: 'ソーシャルログインに使えるプロバイダー',
    tag: 'auth',
    response: v.object({ name: v.string() }),
    list: 'plain',
    errors: [],
  },
  {
    method: 'get',
    path: '/v1/auth/{provider}/redirect',
    summary: 'ソーシャルログイン：認可 URL（OpenID Connect、PKCE）',
    tag: 'auth',
    params: ['provider'],
    response: v.object({ url: v.string() }),
    errors: [404],
  },
  {
    method: 'get',
    path: '/v1/auth/{provider}/callback',
    summary: 'ソーシャルログイン：コールバック（ログイン応答）',
    tag: 'auth',
    params: ['provider'],
    response: LoginResponseSchema,
    errors: [404, 422, 429],
  },
  {
    method: 'get',
    path: '/v1/auth/unlock/{token}',
    summary: 'アカウントロックの解除',
    tag: 'auth',
    params: ['token'],
    response: ResultSchema,
    errors: [429],
  },
];
