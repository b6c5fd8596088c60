import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKMARK_LIMIT } from '../../../src/lib/favourites/bookmarks.schema';
import type { UserList } from '../../../src/lib/favourites/user-lists.schema';
import { USER_LIST_LIMIT } from '../../../src/lib/favourites/user-lists.schema';
import { userBookmarks, userLists, users } from '../../db/schema/index';
import { seededApi, type TestApi } from '../../testing/api';
import { memberToken, req } from '../catalog/catalog.testing';

// On PostgreSQL (TEST_DATABASE_URL) the 20 requests really run at once on separate connections;
// a count-then-insert without the member's row lock ended past the limit there.
let api: TestApi;

beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

const RACERS = 20;
const db = () => api.database.db;

async function memberId(email: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no member ${email}`);
  return row.id;
}

describe('"at most N" rules under 20 concurrent requests', () => {
  it(`keeps bookmarks at ${BOOKMARK_LIMIT} when ${RACERS} add at once from ${BOOKMARK_LIMIT - 1}`, async () => {
    const token = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
    const userId = await memberId('hanako@example.jp');
    await db().delete(userBookmarks).where(eq(userBookmarks.userId, userId));
    await db()
      .insert(userBookmarks)
      .values(
        Array.from({ length: BOOKMARK_LIMIT - 1 }, (_, i) => ({
          userId,
          url: `/product/?q=race-${i}`,
          title: `検索 ${i}`,
        })),
      );
    const results = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        req(api.app, 'POST', '/v1/me/bookmarks', {
          body: { url: `/blog/race-${i}/`, title: `競争 ${i}` },
          token,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(RACERS - 1);
    const [row] = await db()
      .select({ n: count() })
      .from(userBookmarks)
      .where(eq(userBookmarks.userId, userId));
    expect(row?.n).toBe(BOOKMARK_LIMIT);
  });

  it(`keeps lists at ${USER_LIST_LIMIT} and names unique when ${RACERS} create or rename at once`, async () => {
    const token = await memberToken(api.app, 'biz@example.jp', 'Biz-pass-2026');
    const create = (name: string) =>
      req<UserList>(api.app, 'POST', '/v1/me/user-lists', { body: { name }, token });
    // お気に入り plus lists up to one below the limit.
    expect((await create('最初のリスト')).status).toBe(201);
    for (let i = 2; i < USER_LIST_LIMIT - 1; i++) await create(`リスト ${i}`);
    const created = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => create(`同時 ${i}`)),
    );
    expect(created.filter((r) => r.status === 201)).toHaveLength(1);
    const userId = await memberId('biz@example.jp');
    const [row] = await db()
      .select({ n: count() })
      .from(userLists)
      .where(eq(userLists.userId, userId));
    expect(row?.n).toBe(USER_LIST_LIMIT);
    const mine = await req<{ data: UserList[] }>(api.app, 'GET', '/v1/me/user-lists', { token });
    const renamable = mine.body.data.filter((l) => !l.is_default);
    const renamed = await Promise.all(
      renamable.map((l) =>
        req(api.app, 'PUT', `/v1/me/user-lists/${l.key}`, { body: { name: '同じ名前' }, token }),
      ),
    );
    expect(renamed.filter((r) => r.status === 200)).toHaveLength(1);
    const same = await db()
      .select({ n: count() })
      .from(userLists)
      .where(and(eq(userLists.userId, userId), eq(userLists.name, '同じ名前')));
    expect(same[0]?.n).toBe(1);
  });
});
