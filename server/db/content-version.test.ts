import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '../testing/test-database';
import {
  bumpContentVersion,
  changesSince,
  channelContentVersion,
  getContentVersion,
  pruneContentChanges,
  recordContentChange,
} from './content-version';
import { contentChanges } from './schema/index';

let test: TestDatabase;
beforeAll(async () => {
  test = await migratedTestDatabase();
});
afterAll(() => test.drop());

const CHANNELS = ['default', 'wa', 'school'] as const;

/** Each channel's version, in CHANNELS order. */
const versions = () =>
  Promise.all(CHANNELS.map((id) => channelContentVersion(test.database, id).then(Number)));

/** A moment after every change recorded so far (versions are read to the millisecond, changes to the microsecond). */
const afterEverything = async () => new Date(Math.max(...(await versions())) + 1);

/** Lets the database clock pass a millisecond, so a new change is newer than the versions read. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('recordContentChange and channelContentVersion', () => {
  it("moves only the named channels' versions, leaving the shop-wide version alone", async () => {
    const shopWide = await getContentVersion(test.database);
    const [defaultBefore, waBefore, schoolBefore] = await versions();
    await tick();
    await test.database.db.transaction((tx) =>
      recordContentChange(tx, {
        kind: 'product',
        key: 'oxford-shirt',
        channels: ['default', 'wa'],
      }),
    );
    const [defaultAfter, waAfter, schoolAfter] = await versions();
    expect(defaultAfter).toBeGreaterThan(defaultBefore as number);
    expect(waAfter).toBeGreaterThan(waBefore as number);
    expect(schoolAfter).toBe(schoolBefore);
    expect(await getContentVersion(test.database)).toEqual(shopWide);
  });

  it('moves every channel for a change that belongs to none (channels: null)', async () => {
    const before = await versions();
    await tick();
    await recordContentChange(test.database.db, { kind: 'news', key: 'n1', channels: null });
    const after = await versions();
    for (const [i, at] of after.entries()) expect(at).toBeGreaterThan(before[i] as number);
  });

  it('records nothing for a product no channel sells', async () => {
    const before = await versions();
    const since = await afterEverything();
    await tick();
    await recordContentChange(test.database.db, { kind: 'product', key: 'unsold', channels: [] });
    expect(await versions()).toEqual(before);
    expect(await changesSince(test.database, 'default', since)).toEqual([]);
  });

  it('keeps nothing of a change whose transaction rolls back', async () => {
    const before = await versions();
    await tick();
    await expect(
      test.database.db.transaction(async (tx) => {
        await recordContentChange(tx, { kind: 'product', key: 'p', channels: ['school'] });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await versions()).toEqual(before);
  });

  it('lets a shop-wide bump move every channel', async () => {
    const before = await versions();
    await tick();
    await bumpContentVersion(test.database.db);
    const after = await versions();
    for (const [i, at] of after.entries()) expect(at).toBeGreaterThan(before[i] as number);
  });
});

describe('changesSince', () => {
  it("lists a channel's own changes and the every-channel ones after a moment, once each", async () => {
    const since = await afterEverything();
    await tick();
    const change = { kind: 'product', key: 'last-five', channels: ['school', 'school'] };
    await recordContentChange(test.database.db, change);
    await recordContentChange(test.database.db, change);
    await recordContentChange(test.database.db, { kind: 'news', key: 'n2', channels: null });
    const sorted = async (channel: string) =>
      (await changesSince(test.database, channel, since)).sort((a, b) =>
        a.key.localeCompare(b.key),
      );
    expect(await sorted('school')).toEqual([
      { kind: 'product', key: 'last-five' },
      { kind: 'news', key: 'n2' },
    ]);
    expect(await sorted('wa')).toEqual([{ kind: 'news', key: 'n2' }]);
    expect(await changesSince(test.database, 'school', new Date())).toEqual([]);
  });
});

describe('pruneContentChanges', () => {
  it("deletes records older than the cut-off but each channel's newest, so no version moves back", async () => {
    const day = 24 * 60 * 60 * 1000;
    const base = (await afterEverything()).getTime() + 1000;
    const at = (days: number) => new Date(base + days * day);
    const row = (key: string, channelId: string | null, days: number) => ({
      kind: 'product',
      key,
      channelId,
      at: at(days),
    });
    await test.database.db
      .insert(contentChanges)
      .values([
        row('old-wa', 'wa', 1),
        row('newest-wa', 'wa', 2),
        row('old-school', 'school', 1),
        row('recent-school', 'school', 40),
        row('old-every', null, 1),
        row('newest-every', null, 3),
      ]);
    const before = await versions();
    const gone = await pruneContentChanges(test.database.db, at(35));
    expect(gone).toBeGreaterThanOrEqual(3);
    const keys = (await test.database.db.select({ key: contentChanges.key }).from(contentChanges))
      .map((r) => r.key)
      .filter((k) => /^(old|newest|recent)-/.test(k))
      .sort();
    expect(keys).toEqual(['newest-every', 'newest-wa', 'recent-school']);
    expect(await versions()).toEqual(before);
    expect(await pruneContentChanges(test.database.db, at(35))).toBe(0);
  });
});
