import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CARD_PROVIDER } from '../contexts/commerce/payments/index';
import { jobs } from '../db/schema/index';
import { NO_MAILER } from '../services/mail/mailer';
import { migratedTestDatabase, type TestDatabase } from '../testing/test-database';
import { JOB_HANDLERS } from './handlers';
import { enqueueJob } from './queue';
import { startWorker } from './worker';

let test: TestDatabase;
beforeAll(async () => {
  test = await migratedTestDatabase();
});
afterAll(() => test.drop());

describe('startWorker', () => {
  it('runs what is enqueued without being asked, and stops after the job in hand', async () => {
    const seen: unknown[] = [];
    JOB_HANDLERS['test.worker'] = async (_ctx, payload) => {
      seen.push(payload.n);
    };
    const worker = startWorker(test.database, {
      cards: NO_CARD_PROVIDER,
      mailer: NO_MAILER,
      intervalMs: 20,
    });
    try {
      await enqueueJob(test.database.db, { name: 'test.worker', payload: { n: 1 } });
      await expect.poll(() => seen, { timeout: 5000 }).toEqual([1]);
    } finally {
      await worker.stop();
      delete JOB_HANDLERS['test.worker'];
    }
    await enqueueJob(test.database.db, { name: 'test.worker', payload: { n: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([1]);
    const left = await test.database.db.select().from(jobs).where(eq(jobs.name, 'test.worker'));
    expect(left.map((job) => job.status)).toEqual(['pending']);
  });
});
