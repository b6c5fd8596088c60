import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/index';
import { migratedTestDatabase, type TestDatabase } from '../testing/test-database';
import { JOB_HANDLERS, RECURRING_JOBS } from './handlers';
import { enqueueJob, LOCK_TIMEOUT_MS, RETRY_BASE_MS, retryDelayMs } from './queue';
import { runDueJobs } from './runner';

let test: TestDatabase;
beforeAll(async () => {
  test = await migratedTestDatabase();
});
afterAll(() => test.drop());

const calls: { id: unknown; now: Date }[] = [];
let failuresLeft = 0;
beforeEach(async () => {
  calls.length = 0;
  failuresLeft = 0;
  await test.database.db.delete(jobs);
  JOB_HANDLERS['test.record'] = async (ctx, payload) => {
    calls.push({ id: payload.id, now: ctx.now });
    await new Promise((resolve) => setTimeout(resolve, 2));
  };
  JOB_HANDLERS['test.flaky'] = async (_ctx, payload) => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error(`flaky ${String(payload.id)} down`);
    }
    calls.push({ id: payload.id, now: _ctx.now });
  };
});
afterEach(() => {
  delete JOB_HANDLERS['test.record'];
  delete JOB_HANDLERS['test.flaky'];
  const ours = RECURRING_JOBS.findIndex((job) => job.name === 'test.tick');
  if (ours >= 0) RECURRING_JOBS.splice(ours, 1);
});

const rows = () => test.database.db.select().from(jobs).orderBy(jobs.id);
const T0 = new Date('2030-04-01T00:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const names = ['test.record', 'test.flaky'];

describe('enqueueJob', () => {
  it('enqueues nothing when the caller rolls its transaction back', async () => {
    await expect(
      test.database.db.transaction(async (tx) => {
        await enqueueJob(tx, { name: 'test.record', payload: { id: 1 } });
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    expect(await rows()).toEqual([]);
    expect(await runDueJobs(test.database, { names })).toBe(0);
    expect(calls).toEqual([]);
  });

  it('enqueues once per name and key, also after the job is done', async () => {
    const job = { name: 'test.record', key: 'memorial:42:2026', payload: { id: 'a' }, runAt: T0 };
    await enqueueJob(test.database.db, job);
    await enqueueJob(test.database.db, { ...job, payload: { id: 'b' } });
    await enqueueJob(test.database.db, { ...job, name: 'test.flaky', payload: { id: 'c' } });
    expect(await runDueJobs(test.database, { now: T0, names })).toBe(2);
    await enqueueJob(test.database.db, { ...job, payload: { id: 'd' } });
    expect(await runDueJobs(test.database, { now: at(1000), names })).toBe(0);
    expect(calls.map((c) => c.id).sort()).toEqual(['a', 'c']);
    const [done] = (await rows()).filter((r) => r.name === 'test.record');
    expect(done).toMatchObject({ status: 'done', key: 'memorial:42:2026', attempts: 1 });
  });

  it('runs a job only once its run time has come', async () => {
    await enqueueJob(test.database.db, {
      name: 'test.record',
      payload: { id: 1 },
      runAt: at(60_000),
    });
    expect(await runDueJobs(test.database, { now: at(59_999), names })).toBe(0);
    expect(await runDueJobs(test.database, { now: at(60_000), names })).toBe(1);
    expect(await rows()).toEqual([]);
  });
});

describe('runDueJobs', () => {
  it('retries a failing job with growing back-off, recording the error, then succeeds', async () => {
    failuresLeft = 2;
    await enqueueJob(test.database.db, { name: 'test.flaky', payload: { id: 7 }, runAt: T0 });
    expect(await runDueJobs(test.database, { now: T0, names })).toBe(1);
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'flaky 7 down' });
    expect(row?.runAt).toEqual(at(RETRY_BASE_MS));
    expect(await runDueJobs(test.database, { now: at(RETRY_BASE_MS - 1), names })).toBe(0);
    expect(await runDueJobs(test.database, { now: at(RETRY_BASE_MS), names })).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row?.runAt).toEqual(at(RETRY_BASE_MS + retryDelayMs(2)));
    expect(retryDelayMs(2)).toBe(2 * RETRY_BASE_MS);
    expect(await runDueJobs(test.database, { now: at(3 * RETRY_BASE_MS), names })).toBe(1);
    expect(calls.map((c) => c.id)).toEqual([7]);
    expect(await rows()).toEqual([]);
  });

  it('marks a job failed for good after its last attempt, keeping the last error', async () => {
    failuresLeft = 5;
    await enqueueJob(test.database.db, {
      name: 'test.flaky',
      key: 'k',
      payload: { id: 8 },
      runAt: T0,
    });
    await test.database.db.update(jobs).set({ maxAttempts: 2 });
    await runDueJobs(test.database, { now: T0, names });
    await runDueJobs(test.database, { now: at(RETRY_BASE_MS), names });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: 'flaky 8 down' });
    expect(await runDueJobs(test.database, { now: at(10 * 3600_000), names })).toBe(0);
  });

  it('runs a job again when the process running it died (lock older than the timeout)', async () => {
    await enqueueJob(test.database.db, { name: 'test.record', payload: { id: 9 }, runAt: T0 });
    await test.database.db.update(jobs).set({ status: 'running', lockedAt: T0, attempts: 1 });
    expect(await runDueJobs(test.database, { now: at(LOCK_TIMEOUT_MS - 1), names })).toBe(0);
    expect(await runDueJobs(test.database, { now: at(LOCK_TIMEOUT_MS + 1), names })).toBe(1);
    expect(calls.map((c) => c.id)).toEqual([9]);
  });

  it('never runs one job twice when several runners claim at once', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => i);
    for (const id of ids) {
      await enqueueJob(test.database.db, { name: 'test.record', payload: { id }, runAt: T0 });
    }
    const ran = await Promise.all(
      [1, 2, 3, 4].map(() => runDueJobs(test.database, { now: T0, names })),
    );
    expect(ran.reduce((a, b) => a + b, 0)).toBe(40);
    expect(calls.map((c) => c.id).sort((a, b) => Number(a) - Number(b))).toEqual(ids);
  });

  it('runs due jobs in the order they were due', async () => {
    for (const id of [3, 1, 4, 0, 2]) {
      await enqueueJob(test.database.db, { name: 'test.record', payload: { id }, runAt: at(id) });
    }
    expect(await runDueJobs(test.database, { now: at(10), names })).toBe(5);
    expect(calls.map((c) => c.id)).toEqual([0, 1, 2, 3, 4]);
  });

  it('claims only the names asked for', async () => {
    await enqueueJob(test.database.db, { name: 'test.record', payload: { id: 1 }, runAt: T0 });
    expect(await runDueJobs(test.database, { now: T0, names: ['test.flaky'] })).toBe(0);
    expect(await runDueJobs(test.database, { now: T0, names: ['test.record'] })).toBe(1);
  });
});

describe('recurring jobs', () => {
  it('runs once per slot whichever runner gets there, with the clock of the run', async () => {
    JOB_HANDLERS['test.tick'] = JOB_HANDLERS['test.record'] as (typeof JOB_HANDLERS)[string];
    RECURRING_JOBS.push({ name: 'test.tick', everySeconds: 60 });
    try {
      const both = ['test.tick'];
      const ran = await Promise.all(
        [0, 1, 2].map(() => runDueJobs(test.database, { now: at(5_000), names: both })),
      );
      expect(ran.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await runDueJobs(test.database, { now: at(59_000), names: both })).toBe(0);
      expect(await runDueJobs(test.database, { now: at(61_000), names: both })).toBe(1);
      expect(calls.map((c) => c.now)).toEqual([at(5_000), at(61_000)]);
      const done = await test.database.db.select().from(jobs).where(eq(jobs.name, 'test.tick'));
      expect(done.map((r) => r.status)).toEqual(['done', 'done']);
    } finally {
      delete JOB_HANDLERS['test.tick'];
    }
  });

  it('a loop that remembers its slots inserts each slot once, not on every tick', async () => {
    JOB_HANDLERS['test.tick'] = JOB_HANDLERS['test.record'] as (typeof JOB_HANDLERS)[string];
    RECURRING_JOBS.push({ name: 'test.tick', everySeconds: 60 });
    try {
      const loop = { names: ['test.tick'], enqueued: new Map<string, string>() };
      expect(await runDueJobs(test.database, { ...loop, now: at(1_000) })).toBe(1);
      // With the row gone, only an insert could bring it back: a remembered slot is not re-inserted.
      await test.database.db.delete(jobs);
      expect(await runDueJobs(test.database, { ...loop, now: at(2_000) })).toBe(0);
      expect(await rows()).toEqual([]);
      // Without the memory (another process), the unique key is what keeps the slot single.
      expect(await runDueJobs(test.database, { names: loop.names, now: at(3_000) })).toBe(1);
      expect(await runDueJobs(test.database, { ...loop, now: at(61_000) })).toBe(1);
      expect((await rows()).map((r) => r.key)).toEqual(['slot:31687200', 'slot:31687201']);
    } finally {
      delete JOB_HANDLERS['test.tick'];
    }
  });
});
