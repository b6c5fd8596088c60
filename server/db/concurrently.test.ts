import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabase } from '../testing/test-database';
import { concurrently } from './concurrently';

let test: TestDatabase;
beforeAll(async () => {
  test = await testDatabase();
});
afterAll(() => test.drop());

/** Two tasks that log when they start and end; the first one is slow. */
function loggedTasks() {
  const log: string[] = [];
  const task = (name: string, ms: number) => async () => {
    log.push(`${name} start`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    log.push(`${name} end`);
    return name;
  };
  return { log, tasks: [task('a', 30), task('b', 0)] as const };
}

describe('concurrently', () => {
  it('starts every task at once on the pool', async () => {
    const { log, tasks } = loggedTasks();
    expect(await concurrently(test.database.db, tasks)).toEqual(['a', 'b']);
    expect(log.slice(0, 2)).toEqual(['a start', 'b start']);
  });

  it('runs the tasks one after another inside a transaction', async () => {
    const { log, tasks } = loggedTasks();
    const results = await test.database.db.transaction((tx) => concurrently(tx, tasks));
    expect(results).toEqual(['a', 'b']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });
});
