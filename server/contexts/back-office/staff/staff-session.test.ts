import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../../db/schema/index';
import { DEMO_OWNER_TOTP_SECRET } from '../../../db/seed/staff';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken } from '../../content/content/content.testing';
import { newBrowser, signedInAs, staffCall } from './staff.testing';
import { currentCode } from './totp';

type Session = {
  staff: { email: string; role: string; must_enrol_totp: boolean };
  csrf_token: string;
};

let api: TestApi;
beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: 'script-token' } });
});
afterAll(() => api.drop());

describe('POST /v1/admin/session (password)', () => {
  it('signs an editor in with a host-only, HttpOnly, SameSite=Strict cookie and a CSRF token', async () => {
    const browser = newBrowser();
    const res = await staffCall<Session>(api, browser, 'POST', '/v1/admin/session', {
      body: { email: 'Editor@Example.jp', password: 'Editor-pass-2026' },
    });
    expect(res.status).toBe(200);
    expect(res.body.staff).toEqual({
      id: expect.any(Number),
      email: 'editor@example.jp',
      name: expect.any(String),
      role: 'editor',
      totp_enabled: false,
      must_enrol_totp: false,
    });
    expect(res.body.csrf_token.length).toBeGreaterThanOrEqual(32);
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('bo_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(res.text).not.toMatch(/password|argon2/i);
    const again = await staffCall<Session>(api, browser, 'GET', '/v1/admin/session');
    expect(again.status).toBe(200);
    expect(again.body.csrf_token).toBe(res.body.csrf_token);
  });

  it('marks the cookie Secure over https', async () => {
    const res = await api.app.request('https://admin.localhost/v1/admin/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'operator@example.jp', password: 'Operator-pass-2026' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/bo_session=[^;]+;.*Secure/i);
  });

  it('refuses a wrong password and an unknown e-mail alike, in Japanese', async () => {
    const wrong = { email: 'editor@example.jp', password: 'Editor-pass-2025' };
    const unknown = { email: 'nobody@example.jp', password: 'Editor-pass-2026' };
    for (const body of [wrong, unknown]) {
      const res = await staffCall(api, newBrowser(), 'POST', '/v1/admin/session', { body });
      expectApiError(res, 401, 'auth.invalid_credentials');
    }
  });

  it('answers 422 per field in Japanese for a missing e-mail or password', async () => {
    const res = await staffCall(api, newBrowser(), 'POST', '/v1/admin/session', {
      body: { email: '', password: 1 },
    });
    const body = expectApiError(res, 422, 'common.validation');
    expect(body.errors?.email?.[0]).toMatch(/メールアドレス/);
    expect(body.errors?.password?.[0]).toMatch(/パスワード/);
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    const browser = await signedInAs(api, 'operator@example.jp');
    const out = await staffCall(api, browser, 'DELETE', '/v1/admin/session');
    expect(out.status).toBe(204);
    expect(browser.cookies.has('bo_session')).toBe(false);
    const after = await staffCall(api, browser, 'GET', '/v1/admin/session');
    expectApiError(after, 401, 'auth.unauthorized');
  });
});

describe('two-factor', () => {
  it('asks the owner for a code, refuses a wrong one, and signs in with the right one once', async () => {
    const browser = newBrowser();
    const body = { email: 'owner@example.jp', password: 'Owner-pass-2026' };
    const first = await staffCall(api, browser, 'POST', '/v1/admin/session', { body });
    expect(first.body).toEqual({ totp_required: true });
    expect(browser.cookies.has('bo_session')).toBe(false);
    expect(first.headers.get('set-cookie')).toMatch(/bo_pending=.*Path=\/v1\/admin\/session/);
    expectApiError(
      await staffCall(api, browser, 'GET', '/v1/admin/session'),
      401,
      'auth.unauthorized',
    );
    const wrong = await staffCall(api, browser, 'POST', '/v1/admin/session/totp', {
      body: { code: '000000' },
    });
    expect(expectApiError(wrong, 422, 'staff.totp_invalid').errors?.code?.[0]).toMatch(
      /確認コード/,
    );
    const code = await currentCode(DEMO_OWNER_TOTP_SECRET);
    const ok = await staffCall<Session>(api, browser, 'POST', '/v1/admin/session/totp', {
      body: { code },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.staff).toMatchObject({
      role: 'owner',
      totp_enabled: true,
      must_enrol_totp: false,
    });
    expect(browser.cookies.has('bo_pending')).toBe(false);
    // The same code cannot be used again, even by someone who knows the password.
    const thief = newBrowser();
    await staffCall(api, thief, 'POST', '/v1/admin/session', { body });
    const replay = await staffCall(api, thief, 'POST', '/v1/admin/session/totp', {
      body: { code },
    });
    expectApiError(replay, 422, 'staff.totp_invalid');
  });

  it('refuses the code step without a pending login', async () => {
    const res = await staffCall(api, newBrowser(), 'POST', '/v1/admin/session/totp', {
      body: { code: '123456' },
    });
    expectApiError(res, 401, 'auth.unauthorized');
  });
});

describe('who may call', () => {
  it('answers 401 to a member session, a member bearer and no credentials', async () => {
    const member = await memberToken(api, 'taro@example.jp');
    for (const path of ['/v1/admin/session', '/v1/admin/staff', '/v1/admin/audit']) {
      const asMember = await staffCall(api, newBrowser(), 'GET', path, {
        headers: { Authorization: `Bearer ${member}` },
      });
      expectApiError(asMember, 401, 'auth.unauthorized');
      expectApiError(await staffCall(api, newBrowser(), 'GET', path), 401, 'auth.unauthorized');
    }
  });

  it('answers 403 to another role; the admin token is no credential on staff calls (401)', async () => {
    const editor = await signedInAs(api, 'editor@example.jp');
    const operator = await signedInAs(api, 'operator@example.jp');
    for (const browser of [editor, operator]) {
      expectApiError(
        await staffCall(api, browser, 'GET', '/v1/admin/staff'),
        403,
        'auth.forbidden',
      );
      expectApiError(
        await staffCall(api, browser, 'GET', '/v1/admin/audit'),
        403,
        'auth.forbidden',
      );
      const add = await staffCall(api, browser, 'POST', '/v1/admin/staff', {
        body: { email: 'x@example.jp', name: 'x', role: 'owner', password: 'Longer-pass-2026' },
      });
      expectApiError(add, 403, 'auth.forbidden');
    }
    const token = await staffCall(api, newBrowser(), 'GET', '/v1/admin/staff', {
      headers: { Authorization: 'Bearer script-token' },
    });
    expectApiError(token, 401, 'auth.unauthorized');
  });

  it('refuses a write without the CSRF token, with a wrong one, or from another origin', async () => {
    const browser = await signedInAs(api, 'editor@example.jp');
    expectApiError(
      await staffCall(api, browser, 'DELETE', '/v1/admin/session', { csrf: false }),
      403,
      'auth.csrf_invalid',
    );
    expectApiError(
      await staffCall(api, browser, 'DELETE', '/v1/admin/session', { csrf: `${browser.csrf}x` }),
      403,
      'auth.csrf_invalid',
    );
    expectApiError(
      await staffCall(api, browser, 'DELETE', '/v1/admin/session', {
        headers: { Origin: 'http://evil.example' },
      }),
      403,
      'auth.csrf_invalid',
    );
    expect((await staffCall(api, browser, 'GET', '/v1/admin/session')).status).toBe(200);
  });
});

describe('owners manage staff', () => {
  it('lists staff without passwords or secrets', async () => {
    const owner = await signedInAs(api, 'owner@example.jp');
    const res = await staffCall<{ data: { email: string; role: string }[] }>(
      api,
      owner,
      'GET',
      '/v1/admin/staff',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((s) => s.email)).toEqual(
      expect.arrayContaining(['owner@example.jp', 'editor@example.jp', 'operator@example.jp']),
    );
    expect(res.text).not.toMatch(/argon2|password|GEZDGNBV/i);
  });

  it('refuses to demote or disable the last owner', async () => {
    const owner = await signedInAs(api, 'owner@example.jp');
    const { db } = api.database;
    const [row] = await db.select().from(staff).where(eq(staff.email, 'owner@example.jp'));
    const id = row?.id;
    const demote = await staffCall(api, owner, 'PATCH', `/v1/admin/staff/${id}`, {
      body: { role: 'editor' },
    });
    expect(expectApiError(demote, 422, 'staff.last_owner').errors?.role?.[0]).toMatch(/オーナー/);
    const disable = await staffCall(api, owner, 'PATCH', `/v1/admin/staff/${id}`, {
      body: { disabled: true },
    });
    expectApiError(disable, 422, 'staff.last_owner');
    const missing = await staffCall(api, owner, 'PATCH', '/v1/admin/staff/999999', {
      body: { name: 'x' },
    });
    expectApiError(missing, 404, 'common.not_found');
  });

  it('checks a new staff member field by field in Japanese, unknown keys refused', async () => {
    const owner = await signedInAs(api, 'owner@example.jp');
    const res = await staffCall(api, owner, 'POST', '/v1/admin/staff', {
      body: { email: 'not-mail', name: '', role: 'admin', password: 'short', extra: 1 },
    });
    const body = expectApiError(res, 422, 'common.validation');
    for (const field of ['email', 'name', 'role', 'password']) {
      expect(body.errors?.[field]?.[0]).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    }
    expect(Object.keys(body.errors ?? {})).toContain('extra');
    const taken = await staffCall(api, owner, 'POST', '/v1/admin/staff', {
      body: {
        email: 'editor@example.jp',
        name: '重複',
        role: 'editor',
        password: 'Longer-pass-2026',
      },
    });
    expect(expectApiError(taken, 422, 'common.validation').errors?.email?.[0]).toMatch(/すでに/);
  });

  it('adds an owner who must enrol TOTP before anything else', async () => {
    const owner = await signedInAs(api, 'owner@example.jp');
    const added = await staffCall<{ id: number; must_enrol_totp: boolean }>(
      api,
      owner,
      'POST',
      '/v1/admin/staff',
      {
        body: {
          email: 'new-owner@example.jp',
          name: '新オーナー',
          role: 'owner',
          password: 'Second-owner-2026',
        },
      },
    );
    expect(added.status).toBe(201);
    expect(added.body.must_enrol_totp).toBe(true);
    const browser = newBrowser();
    const login = await staffCall<Session>(api, browser, 'POST', '/v1/admin/session', {
      body: { email: 'new-owner@example.jp', password: 'Second-owner-2026' },
    });
    expect(login.body.staff.must_enrol_totp).toBe(true);
    browser.csrf = login.body.csrf_token;
    expectApiError(
      await staffCall(api, browser, 'GET', '/v1/admin/staff'),
      403,
      'staff.totp_enrolment_required',
    );
    const noStart = await staffCall(api, browser, 'POST', '/v1/admin/me/totp/confirm', {
      body: { code: '123456' },
    });
    expectApiError(noStart, 422, 'staff.totp_invalid');
    const enrol = await staffCall<{ secret: string; otpauth_url: string }>(
      api,
      browser,
      'POST',
      '/v1/admin/me/totp',
    );
    expect(enrol.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const wrong = await staffCall(api, browser, 'POST', '/v1/admin/me/totp/confirm', {
      body: { code: '000000' },
    });
    expectApiError(wrong, 422, 'staff.totp_invalid');
    const code = await currentCode(enrol.body.secret);
    const confirmed = await staffCall(api, browser, 'POST', '/v1/admin/me/totp/confirm', {
      body: { code },
    });
    expect(confirmed.status).toBe(204);
    expect((await staffCall(api, browser, 'GET', '/v1/admin/staff')).status).toBe(200);
    const me = await staffCall<Session>(api, browser, 'GET', '/v1/admin/session');
    expect(me.body.staff).toMatchObject({ totp_enabled: true, must_enrol_totp: false });
  });

  it('disabling a staff member ends their session and their sign-in', async () => {
    const owner = await signedInAs(api, 'owner@example.jp');
    const added = await staffCall<{ id: number }>(api, owner, 'POST', '/v1/admin/staff', {
      body: { email: 'temp@example.jp', name: '臨時', role: 'editor', password: 'Temporary-2026' },
    });
    const temp = newBrowser();
    const login = await staffCall<Session>(api, temp, 'POST', '/v1/admin/session', {
      body: { email: 'temp@example.jp', password: 'Temporary-2026' },
    });
    expect(login.status).toBe(200);
    const off = await staffCall(api, owner, 'PATCH', `/v1/admin/staff/${added.body.id}`, {
      body: { disabled: true },
    });
    expect(off.status).toBe(200);
    expectApiError(
      await staffCall(api, temp, 'GET', '/v1/admin/session'),
      401,
      'auth.unauthorized',
    );
    const again = await staffCall(api, newBrowser(), 'POST', '/v1/admin/session', {
      body: { email: 'temp@example.jp', password: 'Temporary-2026' },
    });
    expectApiError(again, 401, 'auth.invalid_credentials');
  });
});

describe('lockout', () => {
  it('locks a staff account after 10 wrong passwords in a row, even for the right one', async () => {
    const owner = await signedInAs(api, 'owner@example.jp');
    await staffCall(api, owner, 'POST', '/v1/admin/staff', {
      body: {
        email: 'lock@example.jp',
        name: 'ロック',
        role: 'operator',
        password: 'Right-pass-2026',
      },
    });
    for (let i = 0; i < 10; i += 1) {
      const res = await staffCall(api, newBrowser(), 'POST', '/v1/admin/session', {
        body: { email: 'lock@example.jp', password: `Wrong-pass-${i}` },
      });
      expectApiError(res, 401, 'auth.invalid_credentials');
    }
    const right = await staffCall(api, newBrowser(), 'POST', '/v1/admin/session', {
      body: { email: 'lock@example.jp', password: 'Right-pass-2026' },
    });
    expect(expectApiError(right, 423, 'auth.locked').message).toMatch(/ロック/);
  });
});
