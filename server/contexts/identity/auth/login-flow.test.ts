import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { lastMailTo as lastQueuedMailTo } from '../../../testing/jobs';
import { loginAs, send } from './auth.testing';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

const lastMailTo = (to: string) => lastQueuedMailTo(api.database, to);
const codeIn = (text = '') => /認証コード：(\d{6})/.exec(text)?.[1] ?? '';
const tokenIn = (text = '') => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
const login = (login_id: string, password: string, cookies?: Record<string, string>) =>
  send(api.app, 'POST', '/v1/auth/login', { body: { login_id, password }, cookies });

describe('code at login', () => {
  it('mails a 6-digit code; the code works once, only with its attempt', async () => {
    const first = await login('mfa', 'Mfa-pass-2026');
    expect(first.body).toMatchObject({ is_verify: true, access_token: '' });
    const userId = first.body.user_id as number;
    const attempt = first.cookies.login_attempt ?? '';
    const code = codeIn((await lastMailTo('mfa@example.jp'))?.text);
    expect(code).toMatch(/^\d{6}$/);
    const noCookie = await send(api.app, 'POST', '/v1/auth/verify', {
      body: { verify_code: code, user_id: userId },
    });
    expect(expectApiError(noCookie, 422, 'auth.verify_code_invalid').message).toContain(
      '認証コード',
    );
    const ok = await send(api.app, 'POST', '/v1/auth/verify', {
      body: { verify_code: code, user_id: userId },
      cookies: { login_attempt: attempt },
    });
    expect(ok.status).toBe(200);
    expect(String(ok.body.access_token)).toHaveLength(43);
    const reuse = await send(api.app, 'POST', '/v1/auth/verify', {
      body: { verify_code: code, user_id: userId },
      cookies: { login_attempt: attempt },
    });
    expectApiError(reuse, 422, 'auth.verify_code_invalid');
  });

  it('with is_sync_user_channel ties the verified member to the calling channel (login-sync)', async () => {
    const { db } = api.database;
    const channelOf = async (id: number) =>
      (await db.select().from(users).where(eq(users.id, id)))[0]?.channelId;
    const verify = async (is_sync_user_channel: boolean) => {
      const first = await login('mfa', 'Mfa-pass-2026');
      const userId = first.body.user_id as number;
      await db.update(users).set({ channelId: 'school' }).where(eq(users.id, userId));
      const res = await send(api.app, 'POST', '/v1/auth/verify', {
        body: {
          verify_code: codeIn((await lastMailTo('mfa@example.jp'))?.text),
          user_id: userId,
          is_sync_user_channel,
        },
        cookies: { login_attempt: first.cookies.login_attempt ?? '' },
      });
      expect(res.status).toBe(200);
      return channelOf(userId);
    };
    expect(await verify(false)).toBe('school');
    expect(await verify(true)).toBe('default');
  });

  it('a code from an earlier attempt does not complete a later one', async () => {
    const a = await login('mfa', 'Mfa-pass-2026');
    const codeA = codeIn((await lastMailTo('mfa@example.jp'))?.text);
    const b = await login('mfa', 'Mfa-pass-2026');
    const res = await send(api.app, 'POST', '/v1/auth/verify', {
      body: { verify_code: codeA, user_id: b.body.user_id },
      cookies: { login_attempt: b.cookies.login_attempt ?? '' },
    });
    expect(res.status).toBe(422);
    expect(a.cookies.login_attempt).not.toBe(b.cookies.login_attempt);
  });

  it('rejects a malformed code with a Japanese field message', async () => {
    const res = await send(api.app, 'POST', '/v1/auth/verify', {
      body: { verify_code: '12ab', user_id: 1 },
    });
    expect(expectApiError(res, 422, 'common.validation').errors?.verify_code).toEqual([
      '認証コードは6桁の数字で入力してください。',
    ]);
  });
});

describe('lockout and unlock', () => {
  it('locks after 10 failures, mails an unlock link, and the link lifts the lock once', async () => {
    for (let i = 0; i < 10; i++) {
      expectApiError(await login('hanako', `wrong-${i}`), 401, 'auth.invalid_credentials');
    }
    const locked = await login('hanako', 'Hanako-pass-2026');
    expect(expectApiError(locked, 423, 'auth.locked').message).toContain('ロック');
    // While locked the password is not looked at: right and wrong read the same.
    const wrong = await login('hanako@example.jp', 'still-wrong');
    expect(expectApiError(wrong, 423, 'auth.locked')).toEqual(
      expectApiError(locked, 423, 'auth.locked'),
    );
    const mail = await lastMailTo('hanako@example.jp');
    expect(mail?.subject).toContain('アカウントのロック');
    const token = tokenIn(mail?.text);
    expect(mail?.text).toContain('/login/unlock/?token=');
    const unlock = await send(api.app, 'GET', `/v1/auth/unlock/${token}`);
    expect(unlock.body).toEqual({ result: true });
    expect((await login('hanako', 'Hanako-pass-2026')).status).toBe(200);
    expect((await send(api.app, 'GET', `/v1/auth/unlock/${token}`)).body).toEqual({
      result: false,
    });
  });
});

describe('rate limits', () => {
  it('limits attempts per login id, whether or not the account exists', async () => {
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await login('ghost@example.jp', 'x')).status;
    expect(last).toBe(429);
  });
});

describe('password reminder', () => {
  it('same answer for unknown addresses; link, question, reset, login, link dead, other sessions revoked', async () => {
    const unknown = await send(api.app, 'POST', '/v1/reminder/request', {
      body: { email: 'nobody@example.jp' },
    });
    const known = await send(api.app, 'POST', '/v1/reminder/request', {
      body: { email: 'biz@example.jp' },
    });
    expect(unknown.body).toEqual(known.body);
    expect(unknown.status).toBe(known.status);
    const before = await loginAs(api.app, 'biz', 'Biz-pass-2026');
    const token = tokenIn((await lastMailTo('biz@example.jp'))?.text);
    expect((await lastMailTo('biz@example.jp'))?.text).toContain('/reminder/reset/?token=');
    const check = await send(api.app, 'POST', '/v1/reminder/check', { body: { token } });
    expect(check.body).toHaveProperty('question_ct');
    const reset = await send(api.app, 'POST', '/v1/reminder/reset', {
      body: {
        kind: 'password',
        token,
        password: 'Biz-reset-2026',
        password_confirmation: 'Biz-reset-2026',
      },
    });
    expect(reset.status).toBe(200);
    expect(String(reset.body.access_token)).toHaveLength(43);
    expect((await send(api.app, 'GET', '/v1/me/user', { token: before.token })).status).toBe(401);
    await loginAs(api.app, 'biz', 'Biz-reset-2026');
    const again = await send(api.app, 'POST', '/v1/reminder/reset', {
      body: {
        kind: 'password',
        token,
        password: 'Biz-again-2026',
        password_confirmation: 'Biz-again-2026',
      },
    });
    expectApiError(again, 422, 'auth.token_invalid');
    expectApiError(
      await send(api.app, 'POST', '/v1/reminder/check', { body: { token } }),
      422,
      'auth.token_invalid',
    );
  });

  it('asks the security question when one is set', async () => {
    await send(api.app, 'POST', '/v1/users', {
      body: {
        email: 'q@example.jp',
        password: 'Quest-2026',
        password_confirmation: 'Quest-2026',
        last_name: '青木',
        first_name: '葵',
        last_name_kana: 'アオキ',
        first_name_kana: 'アオイ',
        phone_number: '0312345678',
        postal_code: '1000001',
        prefecture: '東京都',
        city: '千代田区',
        address1: '1-1',
        gender: 4,
        is_receive_newsletter: 0,
        question_ct: 4,
        answer: 'すし',
      },
    });
    await send(api.app, 'POST', '/v1/reminder/request', {
      body: { email: 'q@example.jp', kind: 'username' },
    });
    const token = tokenIn((await lastMailTo('q@example.jp'))?.text);
    const check = await send(api.app, 'POST', '/v1/reminder/check', {
      body: { token, kind: 'username' },
    });
    expect(check.body).toEqual({ question_ct: 4 });
    const wrong = await send(api.app, 'POST', '/v1/reminder/reset', {
      body: { kind: 'username', token, answer: 'てんぷら', username: 'aoi' },
    });
    expect(expectApiError(wrong, 422, 'auth.security_answer_invalid').errors?.answer).toEqual([
      '秘密の質問の答えが正しくありません。',
    ]);
    const ok = await send(api.app, 'POST', '/v1/reminder/reset', {
      body: { kind: 'username', token, answer: 'スシ', username: 'aoi' },
    });
    expect(ok.status).toBe(200);
    await loginAs(api.app, 'aoi', 'Quest-2026');
  });
});
