import { count, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema/index';
import { migratedTestDatabase, type TestDatabase } from '../testing/test-database';
import { SlidingWindowLimiter } from './sliding-limit';

let test: TestDatabase;
beforeAll(async () => {
  test = await migratedTestDatabase();
});
afterAll(() => test.drop());

/** Moves every stored rate-limit time back by `seconds`, as if that much time had passed. */
const travel = (seconds: number) =>
  test.database.db.execute(
    sql`update rate_limits set expire = expire - make_interval(secs => ${seconds})`,
  );

describe('SlidingWindowLimiter', () => {
  it('allows the limit in any window and frees each hit a window after it was made', async () => {
    const limiter = new SlidingWindowLimiter(test.database, 'slide', 2, 60_000);
    expect(await limiter.take('a')).toBeNull();
    await travel(40);
    expect(await limiter.hit('a')).toBe(true);
    const wait = await limiter.take('a');
    expect(wait).toBeGreaterThanOrEqual(19);
    expect(wait).toBeLessThanOrEqual(20);
    expect(await limiter.hit('b'), 'another key has its own allowance').toBe(true);
    await travel(21);
    expect(await limiter.hit('a'), 'the first hit left the window').toBe(true);
    expect(await limiter.hit('a'), 'the second is still in it').toBe(false);
  });

  it('stores no refused hit, and shares the hits with another process’s limiter', async () => {
    const one = new SlidingWindowLimiter(test.database, 'shared', 3, 60_000);
    const other = new SlidingWindowLimiter(test.database, 'shared', 3, 60_000);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? one : other).hit('k')),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(3);
    const [rows] = await test.database.db
      .select({ n: count() })
      .from(rateLimits)
      .where(like(rateLimits.key, 'shared~k%'));
    expect(rows?.n, 'a head and one row per accepted hit').toBe(4);
  });
});
