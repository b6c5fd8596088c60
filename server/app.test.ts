import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { call, seededApi, type TestApi } from './testing/api';
import { expectApiError } from './testing/expect-error';
import { migratedTestDatabase, type TestDatabase } from './testing/test-database';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

describe('createApp errors', () => {
  let closing: TestDatabase;
  // In a hook: the first file to ask for a template builds it, which can outlast a test's limit.
  beforeAll(async () => {
    closing = await migratedTestDatabase();
  });

  it('answers unknown routes with a Japanese 404 body', async () => {
    expectApiError(await call(api.app, 'GET', '/v1/no-such-route'), 404, 'common.not_found');
    expectApiError(await call(api.app, 'GET', '/media/nothing'), 404, 'common.not_found');
  });

  it('turns an unexpected failure into 500 common.internal without leaking details', async () => {
    const app = createApp({ database: closing.database });
    await closing.drop();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call(app, 'GET', '/v1/settings/front');
    expectApiError(res, 500, 'common.internal');
    expect(res.text).not.toMatch(/closed|pool|pglite|sql/i);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('Strict-Transport-Security on the API', () => {
  const hstsOf = async (app: TestApi['app'], url: string, proto?: string) =>
    (await app.request(url, { headers: proto ? { 'X-Forwarded-Proto': proto } : {} })).headers.get(
      'strict-transport-security',
    );

  it('is sent only over https, without includeSubDomains', async () => {
    const direct = createApp({ database: api.database, trustProxy: false });
    expect(await hstsOf(direct, 'http://shop.example/v1/health')).toBeNull();
    expect(await hstsOf(direct, 'http://shop.example/v1/health', 'https')).toBeNull();
    expect(await hstsOf(direct, 'https://shop.example/v1/health')).toBe('max-age=15552000');
    const proxied = createApp({ database: api.database, trustProxy: true });
    expect(await hstsOf(proxied, 'http://shop.example/v1/health', 'https')).toBe(
      'max-age=15552000',
    );
    expect(await hstsOf(proxied, 'http://shop.example/v1/health', 'http')).toBeNull();
  });
});
