import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '../testing/test-database';
import { type Database, openDatabase } from './client';
import { sessionLockHeld, trySessionLock } from './session-lock';

let test: TestDatabase;
/** Two processes' handles on one PostgreSQL database (advisory locks are per database). */
let processes: Database[] = [];
beforeAll(async () => {
  test = await migratedTestDatabase();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    processes = await Promise.all([1, 2].map(() => openDatabase({ databaseUrl: url })));
  }
});
afterAll(async () => {
  await Promise.all(processes.map((database) => database.close()));
  await test.drop();
});

/** A lock name no other test uses. */
let names = 0;
const fresh = () => {
  names += 1;
  return `session-lock-test-${process.pid}-${names}`;
};

describe('session locks', () => {
  it('lets one holder in this process at a time, and the next once it lets go', async () => {
    const name = fresh();
    const release = await trySessionLock(test.database, name);
    expect(release).not.toBeNull();
    expect(await trySessionLock(test.database, name)).toBeNull();
    expect(await sessionLockHeld(test.database, name)).toBe(true);
    await release?.();
    await release?.();
    expect(await sessionLockHeld(test.database, name)).toBe(false);
    const again = await trySessionLock(test.database, name);
    expect(again).not.toBeNull();
    await again?.();
  });

  it('lets shared holders in together and keeps an exclusive one out until the last leaves', async () => {
    const name = fresh();
    const first = await trySessionLock(test.database, name, 'shared');
    const second = await trySessionLock(test.database, name, 'shared');
    expect(first && second).toBeTruthy();
    expect(await trySessionLock(test.database, name)).toBeNull();
    await first?.();
    expect(await trySessionLock(test.database, name)).toBeNull();
    expect(await sessionLockHeld(test.database, name)).toBe(true);
    await second?.();
    const alone = await trySessionLock(test.database, name);
    expect(alone).not.toBeNull();
    expect(await trySessionLock(test.database, name, 'shared')).toBeNull();
    await alone?.();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'keeps another process out, which sees the lock held, until it is let go',
    async () => {
      const [here, elsewhere] = processes as [Database, Database];
      const name = fresh();
      const release = await trySessionLock(here, name);
      expect(await trySessionLock(elsewhere, name)).toBeNull();
      expect(await sessionLockHeld(elsewhere, name)).toBe(true);
      await release?.();
      expect(await sessionLockHeld(elsewhere, name)).toBe(false);
      const theirs = await trySessionLock(elsewhere, name, 'shared');
      const ours = await trySessionLock(here, name, 'shared');
      expect(theirs && ours).toBeTruthy();
      expect(await trySessionLock(here, name)).toBeNull();
      await Promise.all([theirs?.(), ours?.()]);
      expect(await sessionLockHeld(here, name)).toBe(false);
    },
  );
});
