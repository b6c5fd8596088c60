import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApi, type TestApi } from '../../testing/api';
import { createRebuilder } from './rebuild';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

describe('queueing a rebuild after a content change', () => {
  it('starts one at once when idle, and runs exactly one more after a build that was running', async () => {
    let builds = 0;
    const releases: (() => void)[] = [];
    const rebuilder = createRebuilder(
      () =>
        new Promise((resolve) => {
          builds += 1;
          releases.push(() => resolve({ pages: builds, seconds: 0.1 }));
        }),
    );
    await rebuilder.queue(api.database);
    await expect.poll(() => builds).toBe(1);
    await rebuilder.queue(api.database);
    await rebuilder.queue(api.database);
    expect(builds).toBe(1);
    releases[0]?.();
    await expect.poll(() => builds).toBe(2);
    releases[1]?.();
    await rebuilder.idle();
    expect((await rebuilder.state(api.database)).status).toBe('done');
    expect((await rebuilder.state(api.database)).pages).toBe(2);
    expect(builds).toBe(2);
  });

  it('reports a rebuild whose channel failed as failed, with each channel', async () => {
    const rebuilder = createRebuilder(async (_scope, progress) => {
      const channels = [
        { id: 'default', status: 'done', rendered: 12, reused: 0, seconds: 2 },
        { id: 'school', status: 'failed', rendered: 0, reused: 0, seconds: 1 },
      ] as const;
      for (const channel of channels) await progress?.(channel);
      return { pages: 12, seconds: 3, failed: 1, channels };
    });
    await (await rebuilder.start(api.database, 'stale')).done;
    expect(await rebuilder.state(api.database)).toMatchObject({
      status: 'failed',
      pages: 12,
      channels: [
        { id: 'default', status: 'done', rendered: 12, reused: 0, seconds: 2 },
        { id: 'school', status: 'failed', rendered: 0, reused: 0, seconds: 1 },
      ],
    });
  });
});
