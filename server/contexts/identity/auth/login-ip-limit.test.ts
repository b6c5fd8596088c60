import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app';
import { type Database, openDatabase } from '../../../db/client';
import { seededApi, type TestApi } from '../../../testing/api';

let api: TestApi;
let second: Database;
let apps: TestApi['app'][];
beforeAll(async () => {
  api = await seededApi(undefined, { trustProxy: true });
  // A second pool on the same database stands for the second process (PostgreSQL); on PGlite both share one.
  second = process.env.TEST_DATABASE_URL
    ? await openDatabase({ databaseUrl: await databaseUrlOf(api) })
    : api.database;
  apps = [api.app, createApp({ database: second, trustProxy: true })];
});
afterAll(async () => {
  if (second !== api.database) await second.close();
  await api.drop();
});

describe('the per-IP login limit across two API processes', () => {
  it('lets exactly 60 logins from one address through, however the requests are spread', async () => {
    const statuses = await failedLogins('203.0.113.60', 70);
    expect(statuses.filter((s) => s === 401)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  }, 120_000);

  it('never lets more than 60 through in any 10 minutes, across the end of a window', async () => {
    const ip = '203.0.113.61';
    const accepted = async (count: number) =>
      (await failedLogins(ip, count)).filter((s) => s === 401).length;
    const first = await accepted(30);
    await travel(9 * 60 + 30);
    const beforeEnd = await accepted(40);
    await travel(60);
    const afterEnd = await accepted(40);
    expect(first).toBe(30);
    expect(beforeEnd).toBe(30);
    // The last two bursts are a minute apart: together they may not pass 60. A fixed window
    // restarts at 10:00 and would let 30 + 40 through.
    expect(beforeEnd + afterEnd).toBeLessThanOrEqual(60);
    // The first burst's attempts leave the window, so as many attempts as they were come back.
    expect(afterEnd).toBe(30);
  }, 120_000);
});

/** `count` concurrent wrong-password logins from `ip`, alternating between the two processes. */
async function failedLogins(ip: string, count: number): Promise<number[]> {
  const results = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      (apps[i % 2] as TestApi['app']).request('/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ login_id: `nobody-${ip}-${i}@example.jp`, password: 'Guess-2026' }),
      }),
    ),
  );
  return results.map((r) => r.status);
}

/** Moves every stored rate-limit time back by `seconds`, as if that much time had passed. */
async function travel(seconds: number): Promise<void> {
  await api.database.db.execute(
    sql`update rate_limits set expire = expire - make_interval(secs => ${seconds})`,
  );
}

/** The URL of the test's own PostgreSQL database. */
async function databaseUrlOf(test: TestApi): Promise<string> {
  const result = (await test.database.db.execute(
    'select current_database() as name' as never,
  )) as unknown as { rows: { name: string }[] };
  const target = new URL(process.env.TEST_DATABASE_URL ?? '');
  target.pathname = `/${result.rows[0]?.name}`;
  return target.toString();
}
