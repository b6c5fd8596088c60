import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { openDatabase } from '../../db/client';
import { seededApi, type TestApi } from '../../testing/api';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi(undefined, { trustProxy: true });
});
afterAll(() => api.drop());

describe('the per-IP login limit across two API processes', () => {
  it('lets exactly 60 logins from one address through, however the requests are spread', async () => {
    // A second pool on the same database stands for the second process (PostgreSQL); on PGlite both share one.
    const url = process.env.TEST_DATABASE_URL;
    const second = url
      ? await openDatabase({ databaseUrl: await databaseUrlOf(api) })
      : api.database;
    const apps = [api.app, createApp({ database: second, trustProxy: true })];
    try {
      const results = await Promise.all(
        Array.from({ length: 70 }, (_, i) =>
          (apps[i % 2] as TestApi['app']).request('/v1/auth/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.60' },
            body: JSON.stringify({ login_id: `nobody-${i}@example.jp`, password: 'Guess-2026' }),
          }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(60);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    } finally {
      if (second !== api.database) await second.close();
    }
  }, 120_000);
});

/** The URL of the test's own PostgreSQL database. */
async function databaseUrlOf(test: TestApi): Promise<string> {
  const result = (await test.database.db.execute(
    'select current_database() as name' as never,
  )) as unknown as { rows: { name: string }[] };
  const target = new URL(process.env.TEST_DATABASE_URL ?? '');
  target.pathname = `/${result.rows[0]?.name}`;
  return target.toString();
}
