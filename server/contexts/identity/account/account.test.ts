import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, userAccounts, users } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { lastMailTo as lastQueuedMailTo } from '../../../testing/jobs';
import { loginAs, send } from '../auth/auth.testing';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

const form = (over: Record<string, unknown> = {}) => ({
  email: 'sakura@example.jp',
  username: 'sakura',
  password: 'Sakura-2026',
  password_confirmation: 'Sakura-2026',
  last_name: '佐藤',
  first_name: 'さくら',
  last_name_kana: 'さとう',
  first_name_kana: 'サクラ',
  phone_number: '０９０－１１１１－２２２２',
  postal_code: '１００－０００１',
  prefecture: '東京都',
  city: '千代田区',
  address1: '千代田1-1',
  gender: 2,
  is_receive_newsletter: 1,
  question_ct: 1,
  answer: 'ポチ',
  ...over,
});

const lastMailTo = (to: string) => lastQueuedMailTo(api.database, to);
const linkToken = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('POST /v1/users', () => {
  it('registers, normalises kana and digits, and mails a verification link from the public origin', async () => {
    const res = await send(api.app, 'POST', '/v1/users', { body: form() });
    expect(res.status).toBe(201);
    const { token } = await loginAs(api.app, 'sakura', 'Sakura-2026');
    const me = await send(api.app, 'GET', '/v1/me/user', { token });
    expect(me.body).toMatchObject({
      last_name_kana: 'サトウ',
      phone_number: '09011112222',
      postal_code: '1000001',
      is_email_verified: false,
      reminder: { question_ct: 1 },
    });
    const mail = await lastMailTo('sakura@example.jp');
    expect(mail?.subject).toContain('メールアドレスのご確認');
    expect(mail?.text).toMatch(/http:\/\/localhost:\d+\/verify\/email\/\?token=/);
  });

  it('answers an already registered address exactly like a new one, and mails the owner', async () => {
    const res = await send(api.app, 'POST', '/v1/users', {
      body: form({ email: 'hanako@example.jp', username: '' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ result: true });
    expect((await lastMailTo('hanako@example.jp'))?.text).toContain('すでに会員登録済み');
  });

  it('refuses a taken user name and shows each field rule in Japanese', async () => {
    const taken = await send(api.app, 'POST', '/v1/users', {
      body: form({ email: 'x1@example.jp', username: 'taro' }),
    });
    expect(expectApiError(taken, 422, 'account.username_taken').errors?.username).toEqual([
      'このユーザー名は使用できません。',
    ]);
    const bad = await send(api.app, 'POST', '/v1/users', {
      body: form({
        email: 'x2@example.jp',
        username: '',
        first_name_kana: 'Sakura',
        postal_code: '12-345',
        password: 'short',
      }),
    });
    const errors = expectApiError(bad, 422, 'common.validation').errors;
    expect(errors?.first_name_kana).toEqual(['メイは全角カタカナで入力してください。']);
    expect(errors?.postal_code).toEqual(['郵便番号は123-4567の形式で入力してください。']);
    expect(errors?.password).toEqual(['パスワードは8文字以上で入力してください。']);
  });

  it('rejects broken JSON with 400', async () => {
    const res = await api.app.request('/v1/users', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(res.status).toBe(400);
  });
});

describe('GET /v1/users/dummy', () => {
  it('answers a blank member in the shape of /v1/me/user, without a login', async () => {
    const res = await send<Record<string, unknown>>(api.app, 'GET', '/v1/users/dummy');
    expect(res.status).toBe(200);
    const taro = await loginAs(api.app, 'taro@example.jp', 'Taro-pass-2026');
    const me = await send<Record<string, unknown>>(api.app, 'GET', '/v1/me/user', {
      token: taro.token,
    });
    expect(Object.keys(res.body).sort()).toEqual(Object.keys(me.body).sort());
    expect(res.body).toMatchObject({ id: 0, email: '', is_registered_member: false });
  });
});

describe('email verification', () => {
  it('checks the mailed token once; a used or unknown token gets a clear message', async () => {
    await send(api.app, 'POST', '/v1/users', {
      body: form({ email: 'kaede@example.jp', username: 'kaede' }),
    });
    const token = linkToken((await lastMailTo('kaede@example.jp'))?.text ?? '');
    const ok = await send(api.app, 'POST', '/v1/email-verify/check', { body: { token } });
    expect(ok.body).toEqual({ result: true });
    expect((await lastMailTo('kaede@example.jp'))?.subject).toContain('会員登録が完了しました');
    const again = await send(api.app, 'POST', '/v1/email-verify/check', { body: { token } });
    expect(expectApiError(again, 422, 'auth.token_invalid').message).toContain('無効');
  });

  it('resends the link to the logged-in member only', async () => {
    expectApiError(
      await send(api.app, 'POST', '/v1/email-verify/request'),
      401,
      'auth.unauthorized',
    );
    const { token } = await loginAs(api.app, 'hanako', 'Hanako-pass-2026');
    const res = await send(api.app, 'POST', '/v1/email-verify/request', { token });
    expect(res.body).toEqual({ result: true });
    expect((await lastMailTo('hanako@example.jp'))?.subject).toContain('メールアドレスのご確認');
  });
});

describe('PUT /v1/me/user and PUT /v1/me/password', () => {
  it('updates the own profile and address; user name cannot change here', async () => {
    const { token } = await loginAs(api.app, 'hanako', 'Hanako-pass-2026');
    const body = form({
      email: 'ignored@example.jp',
      username: 'stolen',
      city: '港区',
      question_ct: null,
      answer: '',
    });
    const res = await send(api.app, 'PUT', '/v1/me/user', { token, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      city: '港区',
      username: 'hanako',
      email: 'hanako@example.jp',
    });
    const bad = await send(api.app, 'PUT', '/v1/me/user', { token, body: form({ last_name: '' }) });
    expect(expectApiError(bad, 422, 'common.validation').errors?.last_name).toEqual([
      '姓を入力してください。',
    ]);
  });

  it('keeps contact_phone_number and tel (spec §3 User form fields); a form without them keeps them', async () => {
    const { token } = await loginAs(api.app, 'hanako', 'Hanako-pass-2026');
    const put = (extra: Record<string, unknown>) =>
      send<Record<string, unknown>>(api.app, 'PUT', '/v1/me/user', {
        token,
        body: form({ question_ct: null, answer: '', ...extra }),
      });
    const bad = await put({ contact_phone_number: '12-34', tel: 'abc' });
    expect(expectApiError(bad, 422, 'common.validation').errors).toEqual({
      contact_phone_number: [expect.stringContaining('連絡先電話番号')],
      tel: [expect.stringContaining('ご自宅の電話番号')],
    });
    const ok = await put({ contact_phone_number: '03-1234-5678', tel: '０４５１２３４５６７８' });
    expect(ok.body).toMatchObject({ contact_phone_number: '0312345678', tel: '04512345678' });
    const kept = await put({ city: '港区' });
    expect(kept.body).toMatchObject({ contact_phone_number: '0312345678', tel: '04512345678' });
  });

  it('takes a new security answer only with the right current password', async () => {
    const { token } = await loginAs(api.app, 'hanako', 'Hanako-pass-2026');
    const { db } = api.database;
    const answerOf = async () => {
      const [row] = await db
        .select({ hash: userAccounts.answerHash })
        .from(userAccounts)
        .innerJoin(users, eq(users.id, userAccounts.userId))
        .where(eq(users.email, 'hanako@example.jp'));
      return row?.hash;
    };
    const before = await answerOf();
    const change = (current_password?: string) =>
      send(api.app, 'PUT', '/v1/me/user', {
        token,
        body: form({ question_ct: 2, answer: 'たま', current_password }),
      });
    expect(expectApiError(await change(), 422, 'common.validation').errors).toEqual({
      current_password: ['秘密の質問の答えを変更するには、現在のパスワードを入力してください。'],
    });
    expectApiError(await change('Hanako-wrong'), 422, 'account.current_password_invalid');
    expect(await answerOf()).toBe(before);
    expect((await change('Hanako-pass-2026')).status).toBe(200);
    expect(await answerOf()).not.toBe(before);
  });

  it('changes the password with the current one, revoking other sessions', async () => {
    const other = await loginAs(api.app, 'biz', 'Biz-pass-2026');
    const mine = await loginAs(api.app, 'biz', 'Biz-pass-2026');
    const wrong = await send(api.app, 'PUT', '/v1/me/password', {
      token: mine.token,
      body: {
        current_password: 'nope',
        password: 'Biz-new-2026',
        password_confirmation: 'Biz-new-2026',
      },
    });
    expect(expectApiError(wrong, 422, 'account.current_password_invalid').message).toBe(
      '現在のパスワードが正しくありません。',
    );
    const res = await send<{ access_token: string }>(api.app, 'PUT', '/v1/me/password', {
      token: mine.token,
      body: {
        current_password: 'Biz-pass-2026',
        password: 'Biz-new-2026',
        password_confirmation: 'Biz-new-2026',
      },
    });
    expect(res.status).toBe(200);
    expect((await send(api.app, 'GET', '/v1/me/user', { token: other.token })).status).toBe(401);
    expect(
      (await send(api.app, 'GET', '/v1/me/user', { token: res.body.access_token })).status,
    ).toBe(200);
    expect((await lastMailTo('biz@example.jp'))?.subject).toContain('パスワード変更のお知らせ');
    await loginAs(api.app, 'biz', 'Biz-new-2026');
  });
});

describe('DELETE /v1/me/user', () => {
  it('erases the member and their sessions but keeps their orders', async () => {
    const { db } = api.database;
    const [taro] = await db.select().from(users).where(eq(users.email, 'taro@example.jp'));
    const before = await db
      .select()
      .from(orders)
      .where(eq(orders.userId, taro?.id ?? 0));
    expect(before.length).toBeGreaterThan(0);
    const { token } = await loginAs(api.app, 'taro', 'Taro-pass-2026');
    expectApiError(await send(api.app, 'DELETE', '/v1/me/user'), 401, 'auth.unauthorized');
    const missing = await send(api.app, 'DELETE', '/v1/me/user', { token, body: {} });
    expect(expectApiError(missing, 422, 'common.validation').errors?.current_password).toEqual([
      '現在のパスワードを入力してください。',
    ]);
    const wrong = await send(api.app, 'DELETE', '/v1/me/user', {
      token,
      body: { current_password: 'Taro-wrong-2026' },
    });
    expect(
      expectApiError(wrong, 422, 'account.current_password_invalid').errors?.current_password,
    ).toEqual(['現在のパスワードが正しくありません。']);
    expect(await db.select().from(users).where(eq(users.email, 'taro@example.jp'))).toHaveLength(1);
    const res = await send(api.app, 'DELETE', '/v1/me/user', {
      token,
      body: { current_password: 'Taro-pass-2026' },
    });
    expect(res.body).toEqual({ result: true });
    expect(await db.select().from(users).where(eq(users.email, 'taro@example.jp'))).toEqual([]);
    const kept = await Promise.all(
      before.map((o) => db.select().from(orders).where(eq(orders.id, o.id))),
    );
    expect(kept.every((rows) => rows.length === 1 && rows[0]?.userId === null)).toBe(true);
    expect((await send(api.app, 'GET', '/v1/me/user', { token })).status).toBe(401);
    const login = await send(api.app, 'POST', '/v1/auth/login', {
      body: { login_id: 'taro', password: 'Taro-pass-2026' },
    });
    expect(login.status).toBe(401);
  });
});

describe('GET /v1/me/login-histories', () => {
  it('lists only the member’s own attempts with time, IP, user agent and result', async () => {
    await send(api.app, 'POST', '/v1/auth/login', {
      body: { login_id: 'mfa', password: 'wrong' },
      ua: 'TestUA/1',
    });
    const { token } = await loginAs(api.app, 'hanako', 'Hanako-pass-2026');
    const res = await send<{ data: { result: string; user_agent: string; created_at: string }[] }>(
      api.app,
      'GET',
      '/v1/me/login-histories',
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data[0]?.result).toBe('success');
    expect(res.body.data.some((h) => h.user_agent === 'TestUA/1')).toBe(false);
  });
});

describe('GET /v1/pages/front/layout/{matter}', () => {
  it('falls back from theme+channel to theme to default', async () => {
    const def = await send<{ constant: { source: string; variant: string } }>(
      api.app,
      'GET',
      '/v1/pages/front/layout/user',
    );
    expect(def.body.constant.variant).toBe('standard');
    const school = await api.app.request('/v1/pages/front/layout/user', {
      headers: { 'X-Channel-Id': 'school' },
    });
    expect(((await school.json()) as { constant: { variant: string } }).constant.variant).toBe(
      'school',
    );
    expectApiError(
      await send(api.app, 'GET', '/v1/pages/front/layout/nothing'),
      404,
      'common.not_found',
    );
  });
});
