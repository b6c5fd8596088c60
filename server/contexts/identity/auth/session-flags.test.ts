import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import type { SessionPolicy } from '../../../http/types';
import { appOver, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { loginAs, send } from './auth.testing';
import { sessionFlags } from './session-flags.model';

const ADMIN = 'mail-error-admin-token';
const DEFAULT_POLICY = { passwordMaxAgeDays: 0, mailErrorLimit: 3 };
let api: TestApi;
/** The app the calls go to: the seeded one (default policy), or one built with another policy. */
let app: TestApi['app'];
beforeAll(async () => {
  api = await seededApi(undefined, {
    admin: { token: ADMIN },
    settings: { sessionPolicy: DEFAULT_POLICY },
  });
  app = api.app;
});
afterEach(() => {
  app = api.app;
});

/** Sends the next calls to an app over the same database started with `policy`. */
function usePolicy(policy: SessionPolicy): void {
  app = appOver(api.database, { admin: { token: ADMIN }, settings: { sessionPolicy: policy } });
}
afterAll(() => api.drop());

type Flags = { has_password_expired: boolean; has_mail_error_count_over: boolean };
const login = (login_id: string, password: string) =>
  send<Flags>(app, 'POST', '/v1/auth/login', { body: { login_id, password } });
const bounce = (email: string, token = ADMIN) =>
  send<{ email: string; mail_error_count: number }>(app, 'POST', '/v1/admin/mail-errors', {
    body: { email },
    token,
  });
const refresh = (cookie: string) =>
  send<Flags>(app, 'POST', '/v1/auth/refresh', { cookies: { refresh_token: cookie } });
const ageInDays = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
const setUser = (email: string, values: Partial<typeof users.$inferInsert>) =>
  api.database.db.update(users).set(values).where(eq(users.email, email));

describe('sessionFlags', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const policy = { passwordMaxAgeDays: 90, mailErrorLimit: 3 };
  it('expires a password only past the policy days, and never with 0 days', () => {
    const changed = (d: string) => ({ passwordChangedAt: new Date(d) });
    expect(sessionFlags(changed('2026-03-03T00:00:00Z'), 0, policy, now).hasPasswordExpired).toBe(
      false,
    );
    expect(sessionFlags(changed('2026-03-02T23:59:00Z'), 0, policy, now).hasPasswordExpired).toBe(
      true,
    );
    const off = { ...policy, passwordMaxAgeDays: 0 };
    expect(sessionFlags(changed('2000-01-01'), 0, off, now).hasPasswordExpired).toBe(false);
  });

  it('flags bounced mail at the limit, and never with a limit of 0', () => {
    const user = { passwordChangedAt: now };
    expect(sessionFlags(user, 2, policy, now).hasMailErrorCountOver).toBe(false);
    expect(sessionFlags(user, 3, policy, now).hasMailErrorCountOver).toBe(true);
    const off = { ...policy, mailErrorLimit: 0 };
    expect(sessionFlags(user, 99, off, now).hasMailErrorCountOver).toBe(false);
  });
});

describe('POST /v1/admin/mail-errors', () => {
  it('refuses a missing or wrong token and a malformed address, recording nothing', async () => {
    expectApiError(await bounce('hanako@example.jp', ''), 401, 'auth.unauthorized');
    expectApiError(await bounce('hanako@example.jp', 'wrong'), 401, 'auth.unauthorized');
    const bad = await bounce('not-an-address');
    expect(bad.status).toBe(422);
    expect(bad.text).toContain('メールアドレス');
    expect((await bounce('HANAKO@example.jp')).body).toEqual({
      email: 'hanako@example.jp',
      mail_error_count: 1,
    });
  });
});

describe('has_mail_error_count_over', () => {
  it('turns on at the limit of bounces to the address, on login and on refresh', async () => {
    const before = await login('biz', 'Biz-pass-2026');
    expect(before.body.has_mail_error_count_over).toBe(false);
    await bounce('biz@example.jp');
    await bounce('Biz@Example.jp');
    expect((await login('biz', 'Biz-pass-2026')).body.has_mail_error_count_over).toBe(false);
    expect((await bounce('biz@example.jp')).body.mail_error_count).toBe(3);
    const after = await login('biz@example.jp', 'Biz-pass-2026');
    expect(after.body).toMatchObject({
      has_mail_error_count_over: true,
      has_password_expired: false,
    });
    const renewed = await refresh(after.cookies.refresh_token ?? '');
    expect(renewed.status).toBe(200);
    expect(renewed.body.has_mail_error_count_over).toBe(true);
  });

  it('starts from nothing again when the member changes their address', async () => {
    for (let i = 0; i < 3; i += 1) await bounce('taro@example.jp');
    expect((await login('taro', 'Taro-pass-2026')).body.has_mail_error_count_over).toBe(true);
    await setUser('taro@example.jp', { email: 'taro.new@example.jp' });
    expect((await login('taro', 'Taro-pass-2026')).body.has_mail_error_count_over).toBe(false);
  });

  it('never turns on with a limit of 0', async () => {
    usePolicy({ passwordMaxAgeDays: 0, mailErrorLimit: 0 });
    expect((await login('biz', 'Biz-pass-2026')).body.has_mail_error_count_over).toBe(false);
  });
});

describe('has_password_expired', () => {
  it('is off by default however old the password is', async () => {
    await setUser('hanako@example.jp', { passwordChangedAt: ageInDays(5000) });
    expect((await login('hanako', 'Hanako-pass-2026')).body.has_password_expired).toBe(false);
  });

  it('turns on past the policy days, on login and refresh, and off once the password changes', async () => {
    usePolicy({ passwordMaxAgeDays: 90, mailErrorLimit: 3 });
    await setUser('hanako@example.jp', { passwordChangedAt: ageInDays(89) });
    expect((await login('hanako', 'Hanako-pass-2026')).body.has_password_expired).toBe(false);
    await setUser('hanako@example.jp', { passwordChangedAt: ageInDays(91) });
    const old = await login('hanako', 'Hanako-pass-2026');
    expect(old.body).toMatchObject({
      has_password_expired: true,
      has_mail_error_count_over: false,
    });
    expect((await refresh(old.cookies.refresh_token ?? '')).body.has_password_expired).toBe(true);
    const { token } = await loginAs(app, 'hanako', 'Hanako-pass-2026');
    const changed = await send(app, 'PUT', '/v1/me/password', {
      token,
      body: {
        current_password: 'Hanako-pass-2026',
        password: 'Hanako-pass-2027',
        password_confirmation: 'Hanako-pass-2027',
      },
    });
    expect(changed.status).toBe(200);
    expect((await login('hanako', 'Hanako-pass-2027')).body.has_password_expired).toBe(false);
  });

  it('is off for a newly registered member', async () => {
    usePolicy({ passwordMaxAgeDays: 1, mailErrorLimit: 3 });
    const registered = await send(app, 'POST', '/v1/users', {
      body: {
        email: 'kaede@example.jp',
        username: 'kaede',
        password: 'Kaede-pass-2026',
        password_confirmation: 'Kaede-pass-2026',
        last_name: '木村',
        first_name: '楓',
        last_name_kana: 'キムラ',
        first_name_kana: 'カエデ',
        phone_number: '09011112222',
        postal_code: '1000001',
        prefecture: '東京都',
        city: '千代田区',
        address1: '千代田1-1',
        gender: 2,
        is_receive_newsletter: 0,
        question_ct: 1,
        answer: 'ポチ',
      },
    });
    expect(registered.status).toBe(201);
    expect((await login('kaede', 'Kaede-pass-2026')).body.has_password_expired).toBe(false);
  });
});
