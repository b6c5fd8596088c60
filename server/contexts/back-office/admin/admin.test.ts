import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { request } from '../../content/content/content.testing';

let api: TestApi;
let builds = 0;
let release: () => void = () => undefined;
beforeAll(async () => {
  api = await seededApi(undefined, {
    admin: {
      token: 'editor-secret-token',
      rebuild: (_scope, progress) =>
        new Promise((resolve) => {
          builds += 1;
          const channel = {
            id: 'default',
            status: 'done',
            rendered: 300,
            reused: 21,
            seconds: 1.5,
          } as const;
          release = () => {
            progress?.(channel);
            resolve({ pages: 321, seconds: 1.5, channels: [channel] });
          };
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

  it('starts one build at a time, queues one more, and reports each channel when done', async () => {
    const token = 'editor-secret-token';
    const started = await request<{ status: string; queued: boolean }>(
      api,
      'POST',
      '/v1/admin/rebuild',
      { token },
    );
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'building', queued: false });
    const again = await request<{ status: string; queued: boolean }>(
      api,
      'POST',
      '/v1/admin/rebuild',
      { token },
    );
    expect(again.body).toMatchObject({ status: 'building', queued: true });
    expect(builds).toBe(1);
    release();
    await expect.poll(() => builds).toBe(2);
    release();
    const state = () =>
      request<{ status: string; pages: number }>(api, 'GET', '/v1/admin/rebuild', { token });
    await expect
      .poll(async () => (await state()).body)
      .toMatchObject({
        status: 'done',
        pages: 321,
        channels: [{ id: 'default', status: 'done', rendered: 300, reused: 21, seconds: 1.5 }],
      });
    expect(builds).toBe(2);
  });
});

describe('a rebuild seen from another API process over the same database', () => {
  it('reports the build that runs elsewhere and runs the request it got once that one ends', async () => {
    const token = 'editor-secret-token';
    let otherBuilds = 0;
    const other = {
      ...api,
      app: createApp({
        database: api.database,
        admin: {
          token,
          rebuild: async () => {
            otherBuilds += 1;
            return { pages: 1, seconds: 0.1 };
          },
        },
      }),
    };
    const started = await request<{ status: string }>(api, 'POST', '/v1/admin/rebuild', { token });
    expect(started.body.status).toBe('building');
    const there = await request<{ status: string }>(other, 'POST', '/v1/admin/rebuild', { token });
    expect(there.body).toMatchObject({ status: 'building', queued: true });
    expect(
      (await request<{ status: string }>(other, 'GET', '/v1/admin/rebuild', { token })).body,
    ).toMatchObject({ status: 'building' });
    expect(otherBuilds).toBe(0);
    release();
    await expect.poll(() => otherBuilds, { timeout: 5000 }).toBe(1);
    await expect
      .poll(async () => (await request(other, 'GET', '/v1/admin/rebuild', { token })).body)
      .toMatchObject({ status: 'done', pages: 1 });
    expect(builds).toBe(3);
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
