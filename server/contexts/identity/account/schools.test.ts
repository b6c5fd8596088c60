import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools, userAccounts, users } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { SCHOOL_CHECKS_PER_IP } from './schools.commands';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
  // Another channel's school: its key must not work on the school channel.
  await api.database.db
    .insert(schools)
    .values({ channelId: 'default', key: 'B213110000009', name: '大川小学校' });
});
afterAll(() => api.drop());

const CHECK = '/takimoto/v1/schools/check';
const INVALID = '学校コードが正しくありません。学校から配布されたコードをご確認ください。';

/** A JSON request with a channel, an optional bearer token and a raw or JSON body. */
async function request(
  method: string,
  path: string,
  opts: { channel?: string; body?: unknown; raw?: string; token?: string } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.channel) headers['X-Channel-Id'] = opts.channel;
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const body = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  const res = await api.app.request(path, { method, headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, body: json as Record<string, unknown> };
}

const check = (key: unknown, channel = 'school') =>
  request('POST', CHECK, { channel, body: { key } });

const form = (over: Record<string, unknown> = {}) => ({
  email: 'aoba@example.jp',
  username: '',
  password: 'Aoba-2026',
  password_confirmation: 'Aoba-2026',
  last_name: '青木',
  first_name: '葵',
  last_name_kana: 'アオキ',
  first_name_kana: 'アオイ',
  phone_number: '09012345678',
  postal_code: '1000001',
  prefecture: '東京都',
  city: '千代田区',
  address1: '千代田1-1',
  gender: 2,
  is_receive_newsletter: 0,
  question_ct: 1,
  answer: 'ポチ',
  ...over,
});

async function profileOf(email: string) {
  const [row] = await api.database.db
    .select({ profile: userAccounts.profile })
    .from(users)
    .innerJoin(userAccounts, eq(userAccounts.userId, users.id))
    .where(eq(users.email, email));
  return row?.profile ?? null;
}

describe('POST /takimoto/v1/schools/check', () => {
  it('confirms an active school of the channel with its name', async () => {
    const res = await check('C113110000102');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ key: 'C113110000102', check: true, name: '青葉台中学校' });
  });

  it('normalises full-width, lower-case and padded input', async () => {
    const res = await check('　ｃ１１３１１００００１０２ ');
    expect(res.body).toEqual({ key: 'C113110000102', check: true, name: '青葉台中学校' });
    expect((await check('d313110000105')).body).toMatchObject({
      check: true,
      name: '桜丘高等学校',
    });
  });

  it('refuses an inactive school, an unknown key and another channel’s school', async () => {
    expect((await check('C113110000200')).body).toEqual({
      key: 'C113110000200',
      check: false,
      name: null,
    });
    expect((await check('C199999999999')).body).toMatchObject({ check: false });
    expect((await check('B213110000009')).body).toMatchObject({ check: false });
    // The same key on its own channel is fine; on the school channel it is not.
    expect((await check('B213110000009', 'default')).body).toMatchObject({ check: true });
    expect((await check('C113110000102', 'default')).body).toMatchObject({ check: false });
  });

  it('answers 422 in Japanese for an empty body or key, 400 for broken JSON, 404 for an unknown channel', async () => {
    const empty = await request('POST', CHECK, { channel: 'school', raw: '' });
    expect(expectApiError(empty, 422, 'common.validation').errors?.key).toEqual([
      '学校コードを入力してください。',
    ]);
    expectApiError(await check('   '), 422, 'common.validation');
    expectApiError(await check('X'.repeat(40)), 422, 'common.validation');
    expectApiError(await check(12345), 422, 'common.validation');
    expectApiError(
      await request('POST', CHECK, { channel: 'school', raw: '{"key":' }),
      400,
      'common.bad_json',
    );
    expectApiError(await check('C113110000102', 'nowhere'), 404, 'channel.not_exist');
  });

  it('answers CORS preflights like /v1', async () => {
    const res = await api.app.request(CHECK, {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('X-Channel-Id');
  });
});

describe('registration and profile on the school channel', () => {
  it('refuses a missing, unknown or inactive 学校コード with the school message', async () => {
    const missing = await request('POST', '/v1/users', { channel: 'school', body: form() });
    expect(expectApiError(missing, 422, 'common.validation').errors?.school).toEqual([
      '学校コードを入力してください。',
    ]);
    for (const school of ['C199999999999', 'C113110000200', 'B213110000009']) {
      const res = await request('POST', '/v1/users', { channel: 'school', body: form({ school }) });
      expect(expectApiError(res, 422, 'common.validation').errors).toEqual({ school: [INVALID] });
    }
    expect(await profileOf('aoba@example.jp')).toBeNull();
  });

  it('registers with a full-width key, stores it normalised and shows the school on the member', async () => {
    const res = await request('POST', '/v1/users', {
      channel: 'school',
      body: form({ school: 'ｄ３１３１１００００１０５' }),
    });
    expect(res.status).toBe(201);
    expect(await profileOf('aoba@example.jp')).toMatchObject({ school: 'D313110000105' });
    const login = await request('POST', '/v1/auth/login', {
      channel: 'school',
      body: { login_id: 'aoba@example.jp', password: 'Aoba-2026' },
    });
    const token = String(login.body.access_token);
    const me = await request('GET', '/v1/me/user', { channel: 'school', token });
    expect(me.body).toMatchObject({ school: 'D313110000105', school_name: '桜丘高等学校' });

    // The profile form leaves the security answer empty unless the member changes it.
    const { email: _e, username: _u, password: _p, password_confirmation: _c, ...rest } = form();
    const profile = { ...rest, answer: '' };
    const bad = await request('PUT', '/v1/me/user', {
      channel: 'school',
      token,
      body: { ...profile, school: 'C113110000200' },
    });
    expect(expectApiError(bad, 422, 'common.validation').errors).toEqual({ school: [INVALID] });
    const moved = await request('PUT', '/v1/me/user', {
      channel: 'school',
      token,
      body: { ...profile, school: 'c113110000102' },
    });
    expect(moved.body).toMatchObject({ school: 'C113110000102', school_name: '青葉台中学校' });
  });

  it('leaves other channels unchanged: no school asked, a sent one ignored', async () => {
    const res = await request('POST', '/v1/users', {
      channel: 'default',
      body: form({ email: 'plain@example.jp', school: 'nonsense' }),
    });
    expect(res.status).toBe(201);
    expect(await profileOf('plain@example.jp')).not.toHaveProperty('school');
    const layout = await request('GET', '/v1/pages/front/layout/user', { channel: 'default' });
    expect(JSON.stringify(layout.body)).not.toContain('学校コード');
  });

  it('gives the school channel’s form a required 学校コード field', async () => {
    const layout = await request('GET', '/v1/pages/front/layout/user', { channel: 'school' });
    const fields = (layout.body.data as { name: string; required: boolean; hint?: string }[]) ?? [];
    expect(fields.find((f) => f.name === 'school')).toMatchObject({
      required: true,
      hint: '学校から配布された学校コードを入力してください。',
    });
  });
});

describe('rate limit', () => {
  it('slows down guessing: 429 in Japanese once an IP used up its checks', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SCHOOL_CHECKS_PER_IP + 2; i++) {
      statuses.push((await check(`C1${String(i).padStart(11, '0')}`)).status);
    }
    // Earlier checks of this file count too: some pass, then every further one is refused.
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThan(0);
    expect(statuses.slice(0, first).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(first).every((s) => s === 429)).toBe(true);
    expectApiError(await check('C113110000102'), 429, 'common.rate_limited');
  });
});
