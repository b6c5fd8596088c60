import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../../db/schema/index';
import { hashToken } from '../../../services/tokens';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { BEARER_RENEWAL_WINDOW_S } from './auth.model';
import { loginAs, send } from './auth.testing';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

type Renewed = { access_token: string; expires_at: string; user_id: number };

/** `POST /v1/auth/refresh` as a client written from the spec makes it: the bearer, nothing else. */
const renewByBearer = (token: string) =>
  send<Renewed>(api.app, 'POST', '/v1/auth/refresh', { token });

/** Moves an access token's expiry `secondsAgo` into the past. */
async function expire(token: string, secondsAgo: number) {
  await api.database.db
    .update(authSessions)
    .set({ accessExpiresAt: new Date(Date.now() - secondsAgo * 1000) })
    .where(eq(authSessions.accessTokenHash, hashToken(token)));
}

const me = async (token: string) => (await send(api.app, 'GET', '/v1/me/user', { token })).status;

describe('POST /v1/auth/refresh with the bearer only (spec §7)', () => {
  it('renews a live access token: a new pair, the old token stops working', async () => {
    const { token } = await loginAs(api.app, 'hanako', 'Hanako-pass-2026');
    const res = await renewByBearer(token);
    expect(res.status).toBe(200);
    expect(res.body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.access_token).not.toBe(token);
    expect(Date.parse(res.body.expires_at)).toBeGreaterThan(Date.now());
    expect(await me(token)).toBe(401);
    expect(await me(res.body.access_token)).toBe(200);
  });

  it('renews an access token that expired within the window', async () => {
    const { token } = await loginAs(api.app, 'hanako', 'Hanako-pass-2026');
    await expire(token, BEARER_RENEWAL_WINDOW_S - 60);
    expect(await me(token)).toBe(401);
    const res = await renewByBearer(token);
    expect(res.status).toBe(200);
    expect(await me(res.body.access_token)).toBe(200);
  });

  it('refuses an access token that expired longer ago than the window', async () => {
    const { token } = await loginAs(api.app, 'hanako', 'Hanako-pass-2026');
    await expire(token, BEARER_RENEWAL_WINDOW_S + 1);
    expectApiError(await renewByBearer(token), 401, 'auth.refresh_invalid');
  });

  it('refuses an unknown token', async () => {
    expectApiError(await renewByBearer('x'.repeat(43)), 401, 'auth.refresh_invalid');
  });

  it('never renews after logout, however fresh the token', async () => {
    const { token } = await loginAs(api.app, 'hanako', 'Hanako-pass-2026');
    expect((await send(api.app, 'POST', '/v1/auth/logout', { token })).status).toBe(200);
    expectApiError(await renewByBearer(token), 401, 'auth.refresh_invalid');
  });

  it('revokes the whole family when a renewed bearer is presented again', async () => {
    const { token } = await loginAs(api.app, 'hanako', 'Hanako-pass-2026');
    const second = await renewByBearer(token);
    expect(second.status).toBe(200);
    expectApiError(await renewByBearer(token), 401, 'auth.refresh_invalid');
    expect(await me(second.body.access_token)).toBe(401);
    expectApiError(await renewByBearer(second.body.access_token), 401, 'auth.refresh_invalid');
  });

  it('keeps one family whichever proof renews it: a refresh token replayed after a bearer renewal revokes it', async () => {
    const first = await loginAs(api.app, 'hanako', 'Hanako-pass-2026');
    const second = await renewByBearer(first.token);
    expect(second.status).toBe(200);
    const replay = await send(api.app, 'POST', '/v1/auth/refresh', {
      cookies: { refresh_token: first.refresh },
    });
    expectApiError(replay, 401, 'auth.refresh_invalid');
    expect(await me(second.body.access_token)).toBe(401);
  });

  it('never falls back to the bearer when the refresh cookie sent is refused', async () => {
    const first = await loginAs(api.app, 'hanako', 'Hanako-pass-2026');
    const res = await send(api.app, 'POST', '/v1/auth/refresh', {
      token: first.token,
      cookies: { refresh_token: 'y'.repeat(43) },
    });
    expectApiError(res, 401, 'auth.refresh_invalid');
  });

  it('never renews a revoked pair (password change, withdrawal)', async () => {
    const { token } = await loginAs(api.app, 'hanako', 'Hanako-pass-2026');
    await api.database.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(eq(authSessions.accessTokenHash, hashToken(token)));
    expectApiError(await renewByBearer(token), 401, 'auth.refresh_invalid');
  });
});
