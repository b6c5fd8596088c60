import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../http/db-unavailable';
import { type TestDatabase, testDatabase } from '../testing/test-database';
import { openDatabase } from './client';

const url = process.env.TEST_DATABASE_URL;
let test: TestDatabase;
beforeAll(async () => {
  if (url) test = await testDatabase(url);
});
afterAll(() => test?.drop());

type PoolLike = { connect(): Promise<pg.PoolClient> };

describe.runIf(url)('a PostgreSQL connection cut inside a transaction', () => {
  it('fails that query as unavailable and leaves the process and the pool working', async () => {
    const pool = (test.database.db as unknown as { $client: PoolLike }).$client;
    const client = await pool.connect();
    await client.query('begin');
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
    await admin.end();
    // Without an error listener on checked-out clients this was an uncaught 'error': the process died.
    const failed = await client.query('select 1').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failed)).toBe(true);
    client.release();
    const again = await pool.connect();
    expect((await again.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    again.release();
  });
});

describe.runIf(url)("the API's PostgreSQL connections", () => {
  it('plan without parallel workers, on every connection of the pool', async () => {
    const pool = (test.database.db as unknown as { $client: pg.Pool }).$client;
    const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    for (const client of clients) {
      const { rows } = await client.query('show max_parallel_workers_per_gather');
      expect(rows).toEqual([{ max_parallel_workers_per_gather: '0' }]);
    }
    for (const client of clients) client.release();
  });
});

describe("PGlite on the API's own thread", () => {
  it('gives the event loop a turn between statements, inside a long transaction too', async () => {
    const database = await openDatabase({ memory: true });
    try {
      let turns = 0;
      const timer = setInterval(() => turns++, 0);
      const seen = await database.db.transaction(async (tx) => {
        const before = turns;
        for (let i = 0; i < 200; i++) await tx.execute(sql`select ${i}::int`);
        return turns - before;
      });
      clearInterval(timer);
      // Without the turn, the statements resolve one after another in microtasks: no timer runs.
      expect(seen).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
