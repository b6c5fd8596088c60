import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/client';
import { seededApi, type TestApi } from '../../testing/api';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

describe('GET /v1/health', () => {
  it('answers 200 while the database answers', async () => {
    const res = await api.app.request('/v1/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: 'ok',
      process: 0,
      maintenance: false,
    });
  });

  it('stays 200 during maintenance and reports the switch as a field', async () => {
    const token = 'health-operator-token';
    const app = createApp({ database: api.database, admin: { token } });
    const toggle = (is_enabled: boolean) =>
      app.request('/v1/admin/maintenance', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ is_enabled }),
      });
    expect((await toggle(true)).status).toBe(200);
    try {
      expect((await app.request('/v1/products?per=1')).status).toBe(503);
      const res = await app.request('/v1/health');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok', maintenance: true });
    } finally {
      await toggle(false);
    }
  });

  it('answers 503 with a Japanese message and Retry-After when the database is out of reach', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const fail = () => Promise.reject(new Error('Failed query', { cause: refused }));
    // Only the health query fails: the channel look-up before it still reads its cache or table.
    const db = new Proxy(api.database.db, {
      get: (target, key) => (key === 'execute' ? fail : Reflect.get(target, key)),
    });
    const down: Database = { ...api.database, db };
    const res = await createApp({ database: down }).request('/v1/health');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('3');
    expect(((await res.json()) as { message: string }).message).toContain('一時的に接続できません');
  });
});
