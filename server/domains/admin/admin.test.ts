import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApi, type TestApi } from '../../testing/api';
import { expectApiError } from '../../testing/expect-error';
import { request } from '../content/content.testing';

let api: TestApi;
let builds = 0;
let release: () => void = () => undefined;
beforeAll(async () => {
  api = await seededApi(undefined, {
    admin: {
      token: 'editor-secret-token',
      rebuild: () =>
        new Promise((resolve) => {
          builds += 1;
          release = () => resolve({ pages: 321, seconds: 1.5 });
        }),
    },
  });
});
afterAll(() => api.drop());

describe('POST /v1/admin/rebuild', () => {
  it('refuses a missing or wrong token', async () => {
    expectApiError(await request(api, 'POST', '/v1/admin/rebuild'), 401, 'auth.unauthorized');
    expectApiError(
      await request(api, 'POST', '/v1/admin/rebuild', { token: 'editor-secret-tokex' }),
      401,
      'auth.unauthorized',
    );
    expectApiError(
      await request(api, 'GET', '/v1/admin/rebuild', { token: 'nope' }),
      401,
      'auth.unauthorized',
    );
    expect(builds).toBe(0);
  });

  it('starts one build at a time and reports it when done', async () => {
    const token = 'editor-secret-token';
    const started = await request<{ status: string }>(api, 'POST', '/v1/admin/rebuild', { token });
    expect(started.status).toBe(202);
    expect(started.body.status).toBe('building');
    const again = await request<{ status: string }>(api, 'POST', '/v1/admin/rebuild', { token });
    expect(again.body.status).toBe('building');
    expect(builds).toBe(1);
    release();
    await new Promise((r) => setTimeout(r, 10));
    const state = await request<{ status: string; pages: number }>(
      api,
      'GET',
      '/v1/admin/rebuild',
      { token },
    );
    expect(state.body).toMatchObject({ status: 'done', pages: 321 });
  });
});

describe('an app that cannot rebuild', () => {
  it('answers the rebuild calls as missing, even with the token', async () => {
    const bare = await seededApi(undefined, { admin: { token: 'editor-secret-token' } });
    try {
      const token = 'editor-secret-token';
      expectApiError(
        await request(bare, 'POST', '/v1/admin/rebuild', { token }),
        404,
        'common.not_found',
      );
      expectApiError(
        await request(bare, 'GET', '/v1/admin/rebuild', { token }),
        404,
        'common.not_found',
      );
    } finally {
      await bare.drop();
    }
  });
});
