import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApi, type TestApi } from '../../../testing/api';
import { lastMailTo } from '../../../testing/jobs';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

/** A request to the `simple` channel (first-login e-mail verification on) with bearer and cookie. */
async function simple(
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; cookie?: string } = {},
) {
  const headers: Record<string, string> = { 'X-Channel-Id': 'simple' };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.Cookie = opts.cookie;
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const res = await api.app.request(path, { method, headers, body });
  const refresh = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('refresh_token='));
  return { status: res.status, body: (await res.json().catch(() => null)) as never, refresh };
}

const member = {
  email: 'tsubaki@example.jp',
  username: 'tsubaki',
  password: 'Tsubaki-2026',
  password_confirmation: 'Tsubaki-2026',
  last_name: '山本',
  first_name: '椿',
  last_name_kana: 'ヤマモト',
  first_name_kana: 'ツバキ',
  phone_number: '09033334444',
  postal_code: '1000001',
  prefecture: '東京都',
  city: '千代田区',
  address1: '千代田1-1',
  gender: 2,
  is_receive_newsletter: 0,
  question_ct: 1,
  answer: 'ミケ',
};

describe('first-login e-mail verification (the simple channel)', () => {
  it('keeps a new member a guest on /v1/me until the mailed link is opened, then counts the same session', async () => {
    expect((await simple('POST', '/v1/users', { body: member })).status).toBe(201);
    const login = await simple('POST', '/v1/auth/login', {
      body: { login_id: member.email, password: member.password },
    });
    expect(login.status).toBe(200);
    const reply = login.body as { access_token: string; is_registered_member: boolean };
    expect(reply.is_registered_member).toBe(false);
    const token = reply.access_token;
    expect((await simple('GET', '/v1/me/user', { token })).status).toBe(401);
    expect((await simple('GET', '/v1/me/user-addresses', { token })).status).toBe(401);
    expect((await simple('POST', '/v1/email-verify/request', { token })).status).toBe(200);

    const mail = await lastMailTo(api.database, member.email);
    expect(mail?.subject).toContain('メールアドレスのご確認');
    const link = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const check = await simple('POST', '/v1/email-verify/check', { body: { token: link } });
    expect(check.body).toEqual({ result: true });

    const me = await simple('GET', '/v1/me/user', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: member.email, is_registered_member: true });
    const renewed = await simple('POST', '/v1/auth/refresh', {
      token,
      cookie: login.refresh ?? '',
    });
    expect(renewed.body).toMatchObject({ is_registered_member: true });
  });
});
