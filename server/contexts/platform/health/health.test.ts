import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app';
import type { Database } from '../../../db/client';
import { seededApi, type TestApi } from '../../../testing/api';

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

describe('GET /v1/health/sites', () => {
  it('answers 503 with Retry-After until every channel has a published build, then 200', async () => {
    const published = new Set<string>(['default']);
    const app = createApp({
      database: api.database,
      sites: () => ['default', 'school'].map((id) => ({ id, published: published.has(id) })),
    });
    const building = await app.request('/v1/health/sites');
    expect(building.status).toBe(503);
    expect(building.headers.get('retry-after')).toBe('5');
    expect(await building.json()).toEqual({
      status: 'building',
      channels: [
        { id: 'default', published: true },
        { id: 'school', published: false },
      ],
    });
    published.add('school');
    const ready = await app.request('/v1/health/sites');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok' });
  });

  it('stays 200 during maintenance: the node can still serve (the maintenance page)', async () => {
    const token = 'sites-health-operator-token';
    const app = createApp({
      database: api.database,
      admin: { token },
      sites: () => [{ id: 'default', published: true }],
    });
    const toggle = (is_enabled: boolean) =>
      app.request('/v1/admin/maintenance', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ is_enabled }),
      });
    expect((await toggle(true)).status).toBe(200);
    try {
      expect((await app.request('/v1/products?per=1')).status).toBe(503);
      const res = await app.request('/v1/health/sites');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok' });
    } finally {
      await toggle(false);
    }
  });

  it('is missing on a host that serves no site', async () => {
    expect((await api.app.request('/v1/health/sites')).status).toBe(404);
  });
});
