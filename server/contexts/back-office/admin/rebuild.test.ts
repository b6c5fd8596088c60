import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { SITE_BUILD_LOCKS, sessionLockHeld } from '../../../db/session-lock';
import { seededApi, type TestApi } from '../../../testing/api';
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

  it('stays building while whole builds the round left run, lets the next round start, and lists their channels when they end', async () => {
    const patched = { id: 'default', status: 'done' as const, rendered: 3, reused: 7, seconds: 1 };
    const whole = { id: 'wa', status: 'done' as const, rendered: 10, reused: 0, seconds: 60 };
    const { promise: later, resolve: wholeEnds } = Promise.withResolvers<{
      pages: number;
      seconds: number;
      channels: (typeof whole)[];
    }>();
    let rounds = 0;
    const rebuilder = createRebuilder(async () => {
      rounds += 1;
      return rounds === 1
        ? { pages: 10, seconds: 1, channels: [patched], later }
        : { pages: 10, seconds: 1, channels: [patched] };
    });
    await (await rebuilder.start(api.database, 'stale')).done;
    expect(await rebuilder.state(api.database)).toMatchObject({
      status: 'building',
      channels: [{ id: 'default', status: 'done' }],
    });
    // The round is over: a save now starts the next one at once.
    await (await rebuilder.start(api.database, 'stale')).done;
    expect(rounds).toBe(2);
    wholeEnds({ pages: 10, seconds: 60, channels: [whole] });
    await rebuilder.idle();
    // The second round took the row: it lists its own channel and the whole build that ended.
    expect(await rebuilder.state(api.database)).toMatchObject({
      status: 'done',
      channels: [{ id: 'default' }, { id: 'wa', rendered: 10 }],
    });
  });

  it('says building until the whole builds of one node are listed, though a round on another node ended the row meanwhile', async () => {
    const channels = ['default', 'school'].map((id) => ({
      id,
      status: 'done' as const,
      rendered: 5,
      reused: 0,
      seconds: 2,
    }));
    const { promise: later, resolve: wholeEnds } = Promise.withResolvers<{
      pages: number;
      seconds: number;
      channels: typeof channels;
    }>();
    // Node B hands every channel to its whole builds; node A's round finds them all locked.
    const nodeB = createRebuilder(async () => ({ pages: 0, seconds: 0, channels: [], later }));
    const nodeA = createRebuilder(async () => ({ pages: 0, seconds: 0, channels: [] }));
    await (await nodeB.start(api.database, 'all')).done;
    await (await nodeA.start(api.database, 'all')).done;
    expect((await nodeA.state(api.database)).status).toBe('building');
    wholeEnds({ pages: 10, seconds: 4, channels });
    await nodeB.idle();
    expect(await nodeA.state(api.database)).toMatchObject({
      status: 'done',
      channels: [{ id: 'default' }, { id: 'school' }],
    });
  });

  it('leaves the last rebuild’s report alone when a rebuild of the stale channels finds none', async () => {
    const built = { id: 'default', status: 'done' as const, rendered: 4, reused: 6, seconds: 1 };
    const worker = createRebuilder(async () => ({ pages: 10, seconds: 1, channels: [built] }));
    await (await worker.start(api.database, 'all')).done;
    const before = await worker.state(api.database);
    let rounds = 0;
    const followUp = createRebuilder(
      async () => {
        rounds += 1;
        return { pages: 0, seconds: 0, channels: [] };
      },
      undefined,
      async () => true,
    );
    await followUp.queue(api.database);
    await followUp.idle();
    expect(rounds).toBe(0);
    expect(await followUp.state(api.database)).toEqual(before);
    expect(before).toMatchObject({ status: 'done', channels: [{ id: 'default' }] });
    // An editor's rebuild of every channel still runs.
    await (await followUp.start(api.database, 'all')).done;
    expect(rounds).toBe(1);
  });

  it('lets go of the rebuild lock when the row cannot be written', async () => {
    // A database whose every statement fails (as when its pool is closing): the row's read fails
    // after the lock is taken (an in-process lock, as on PGlite).
    const closing = {
      kind: 'pglite',
      db: new Proxy(
        {},
        {
          get() {
            throw new Error('the database is closing');
          },
        },
      ),
      close: async () => undefined,
    } as unknown as Database;
    const rebuilder = createRebuilder(async () => ({ pages: 0, seconds: 0 }));
    await expect(rebuilder.start(closing, 'all')).rejects.toThrow('closing');
    expect(await sessionLockHeld(closing, SITE_BUILD_LOCKS.round)).toBe(false);
  });

  it('ends the row with the whole builds’ channels when no round came after', async () => {
    const whole = { id: 'wa', status: 'failed' as const, rendered: 0, reused: 0, seconds: 5 };
    const rebuilder = createRebuilder(async () => ({
      pages: 0,
      seconds: 0,
      channels: [],
      later: Promise.resolve({ pages: 0, seconds: 5, channels: [whole] }),
    }));
    await (await rebuilder.start(api.database, 'stale')).done;
    await rebuilder.idle();
    expect(await rebuilder.state(api.database)).toMatchObject({
      status: 'failed',
      channels: [{ id: 'wa', status: 'failed' }],
    });
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
