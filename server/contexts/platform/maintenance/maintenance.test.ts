import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { createMaintenanceGate, MAINTENANCE_TTL_MS } from './maintenance.commands';

const TOKEN = 'maintenance-operator-token';
let api: TestApi;
beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: TOKEN }, trustProxy: true });
});
afterAll(() => api.drop());

/** A call from `ip` (the trusted proxy's X-Forwarded-For). */
async function from(ip: string, method: string, path: string, init: RequestInit = {}) {
  const res = await api.app.request(path, {
    ...init,
    method,
    headers: { 'X-Forwarded-For': ip, ...(init.headers as Record<string, string>) },
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Record<string, unknown>,
  };
}

const put = (body: unknown, token = TOKEN) =>
  from('203.0.113.1', 'PUT', '/v1/admin/maintenance', {
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('PUT /v1/admin/maintenance', () => {
  it('refuses a missing or wrong token and changes nothing', async () => {
    const wrong = await api.app.request('/v1/admin/maintenance', {
      method: 'PUT',
      headers: { Authorization: 'Bearer nope', 'Content-Type': 'application/json' },
      body: JSON.stringify({ is_enabled: true }),
    });
    expectApiError(
      { status: wrong.status, text: await wrong.clone().text(), body: await wrong.json() },
      401,
      'auth.unauthorized',
    );
    expect((await from('198.51.100.7', 'GET', '/v1/products?per=1')).status).toBe(200);
  });

  it('answers 422 with field errors for a bad address list', async () => {
    const res = await put({ is_enabled: true, allow_ips: ['not-an-ip'] });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors as object).join()).toMatch(/allow_ips/);
    expect((await from('198.51.100.7', 'GET', '/v1/products?per=1')).status).toBe(200);
  });

  it('closes the API with the notice (503) except for allowed IPs and the admin calls, then reopens', async () => {
    const on = await put({
      is_enabled: true,
      title: '臨時メンテナンス',
      message: '13時に再開します。',
      allow_ips: ['192.0.2.10'],
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ is_enabled: true, allow_ips: ['192.0.2.10'] });

    const closed = await from('198.51.100.7', 'GET', '/v1/products?per=1');
    expect(closed.status).toBe(503);
    expect(closed.headers.get('retry-after')).toBe('60');
    expect(closed.body).toEqual({
      code: 'common.maintenance',
      is_enabled: true,
      title: '臨時メンテナンス',
      message: '13時に再開します。',
      gtm_id: null,
    });
    expect((await from('198.51.100.7', 'POST', '/v1/carts/init', { body: '{}' })).status).toBe(503);
    expect((await from('198.51.100.7', 'GET', '/v1/maintenance')).body).toMatchObject({
      is_enabled: true,
      title: '臨時メンテナンス',
    });
    expect((await from('192.0.2.10', 'GET', '/v1/products?per=1')).status).toBe(200);
    expect((await from('192.0.2.10', 'GET', '/v1/maintenance')).body.is_enabled).toBe(false);
    const admin = await from('198.51.100.7', 'GET', '/v1/admin/maintenance', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(admin.body).toMatchObject({ is_enabled: true, message: '13時に再開します。' });

    expect((await put({ is_enabled: false })).status).toBe(200);
    expect((await from('198.51.100.7', 'GET', '/v1/products?per=1')).status).toBe(200);
    expect((await from('198.51.100.7', 'GET', '/v1/maintenance')).body.is_enabled).toBe(false);
  });

  it('fills an empty notice with the default Japanese title and message', async () => {
    await put({ is_enabled: true });
    const closed = await from('198.51.100.7', 'GET', '/v1/settings/front');
    expect(closed.body).toMatchObject({
      title: 'メンテナンス中',
      message: 'ただいまメンテナンス中です。',
    });
    await put({ is_enabled: false });
  });
});

describe('the maintenance switch seen from another API process', () => {
  it('applies within the cache window (2 s) on a process that read it before', async () => {
    let clock = 1_000_000;
    const other = createMaintenanceGate(api.database, { now: () => clock });
    expect((await other.current()).is_enabled).toBe(false);
    await put({ is_enabled: true });
    clock += MAINTENANCE_TTL_MS - 1;
    expect((await other.current()).is_enabled).toBe(false);
    clock += 1;
    expect((await other.current()).is_enabled).toBe(true);
    await put({ is_enabled: false });
    clock += MAINTENANCE_TTL_MS;
    expect((await other.current()).is_enabled).toBe(false);
  });

  it('closes a second app over the same database without any call to it', async () => {
    const second = createApp({ database: api.database, admin: { token: TOKEN } });
    await put({ is_enabled: true });
    await expect
      .poll(async () => (await second.request('/v1/products?per=1')).status, {
        timeout: MAINTENANCE_TTL_MS + 1_000,
      })
      .toBe(503);
    await put({ is_enabled: false });
  });
});
