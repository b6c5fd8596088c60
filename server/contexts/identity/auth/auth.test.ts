import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { loginAs, send } from './auth.testing';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

describe('POST /v1/auth/login', () => {
  it('logs in by email or user name with a short-lived opaque token and an HttpOnly refresh cookie', async () => {
    for (const id of ['taro@example.jp', 'TARO@example.jp', 'taro']) {
      const res = await send(api.app, 'POST', '/v1/auth/login', {
        body: { login_id: id, password: 'Taro-pass-2026' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        expires_in: 900,
        is_registered_member: true,
        is_verify: false,
      });
      expect(String(res.body.access_token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.cookies.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrong = await send(api.app, 'POST', '/v1/auth/login', {
      body: { login_id: 'hanako', password: 'nope' },
    });
    const unknown = await send(api.app, 'POST', '/v1/auth/login', {
      body: { login_id: 'nobody@example.jp', password: 'nope' },
    });
    const a = expectApiError(wrong, 401, 'auth.invalid_credentials');
    const b = expectApiError(unknown, 401, 'auth.invalid_credentials');
    expect(a).toEqual(b);
    expect(a.message).toBe('メールアドレス（またはユーザー名）かパスワードが正しくありません。');
  });

  it('rejects an empty body with Japanese field messages', async () => {
    const res = await send(api.app, 'POST', '/v1/auth/login', {
      body: { login_id: '', password: '' },
    });
    const body = expectApiError(res, 422, 'common.validation');
    expect(body.errors?.login_id).toEqual(['メールアドレスまたはユーザー名を入力してください。']);
    expect(body.errors?.password).toEqual(['パスワードを入力してください。']);
  });
});

describe('GET /v1/me/user', () => {
  it('needs a valid bearer token', async () => {
    expectApiError(await call(api.app, 'GET', '/v1/me/user'), 401, 'auth.unauthorized');
    const bad = await send(api.app, 'GET', '/v1/me/user', { token: 'made-up' });
    expectApiError(bad, 401, 'auth.unauthorized');
  });

  it('returns the logged-in member only', async () => {
    const { token } = await loginAs(api.app, 'taro', 'Taro-pass-2026');
    const res = await send(api.app, 'GET', '/v1/me/user', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: 'taro@example.jp',
      username: 'taro',
      prefecture: '東京都',
    });
    expect(res.text).not.toMatch(/password|hash/i);
  });
});

describe('POST /v1/auth/refresh', () => {
  it('rotates the pair; the old access token stops working', async () => {
    const first = await loginAs(api.app, 'hanako', 'Hanako-pass-2026');
    const res = await send<{ access_token: string }>(api.app, 'POST', '/v1/auth/refresh', {
      token: first.token,
      cookies: { refresh_token: first.refresh },
    });
    expect(res.status).toBe(200);
    expect(res.body.access_token).not.toBe(first.token);
    expect(res.cookies.refresh_token).not.toBe(first.refresh);
    expect((await send(api.app, 'GET', '/v1/me/user', { token: first.token })).status).toBe(401);
    expect(
      (await send(api.app, 'GET', '/v1/me/user', { token: res.body.access_token })).status,
    ).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is reused', async () => {
    const first = await loginAs(api.app, 'hanako', 'Hanako-pass-2026');
    const second = await send<{ access_token: string }>(api.app, 'POST', '/v1/auth/refresh', {
      cookies: { refresh_token: first.refresh },
    });
    const replay = await send(api.app, 'POST', '/v1/auth/refresh', {
      cookies: { refresh_token: first.refresh },
    });
    const body = expectApiError(replay, 401, 'auth.refresh_invalid');
    expect(body.message).toBe('ログインの有効期限が切れました。もう一度ログインしてください。');
    const me = await send(api.app, 'GET', '/v1/me/user', { token: second.body.access_token });
    expect(me.status).toBe(401);
    const next = await send(api.app, 'POST', '/v1/auth/refresh', {
      cookies: { refresh_token: second.cookies.refresh_token ?? '' },
    });
    expect(next.status).toBe(401);
  });

  it('refuses a missing or unknown refresh token', async () => {
    expectApiError(await send(api.app, 'POST', '/v1/auth/refresh'), 401, 'auth.refresh_invalid');
    const res = await send(api.app, 'POST', '/v1/auth/refresh', { body: { refresh_token: 'x' } });
    expectApiError(res, 401, 'auth.refresh_invalid');
  });
});

describe('POST /v1/auth/logout', () => {
  it('revokes the access and refresh tokens', async () => {
    const s = await loginAs(api.app, 'hanako', 'Hanako-pass-2026');
    const res = await send(api.app, 'POST', '/v1/auth/logout', {
      token: s.token,
      cookies: { refresh_token: s.refresh },
    });
    expect(res.status).toBe(200);
    expect((await send(api.app, 'GET', '/v1/me/user', { token: s.token })).status).toBe(401);
    const refresh = await send(api.app, 'POST', '/v1/auth/refresh', {
      cookies: { refresh_token: s.refresh },
    });
    expect(refresh.status).toBe(401);
  });
});

describe('POST /v1/auth/login-sync-channel', () => {
  it('needs a login and ties the member to the calling channel', async () => {
    expectApiError(
      await send(api.app, 'POST', '/v1/auth/login-sync-channel'),
      401,
      'auth.unauthorized',
    );
    const { token } = await loginAs(api.app, 'hanako', 'Hanako-pass-2026');
    const res = await send(api.app, 'POST', '/v1/auth/login-sync-channel', { token });
    expect(res.body).toEqual({ result: true });
  });
});
