import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKMARK_LIMIT, type Bookmark } from '../../../../contract/favourites/bookmarks.schema';
import { userBookmarks } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../catalog/catalog.testing';

let api: TestApi;
let taro: string;
let hanako: string;

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
});
afterAll(() => api.drop());

const add = (url: unknown, title: unknown, token = taro) =>
  req<Bookmark>(api.app, 'POST', '/v1/me/bookmarks', { body: { url, title }, token });
const mine = (token = taro, query = '') =>
  req<{ data: Bookmark[] }>(api.app, 'GET', `/v1/me/bookmarks${query}`, { token });

describe('bookmarks', () => {
  it('saves shop paths newest first; the same path again only renames it', async () => {
    const search = await add('/product/?q=%E3%82%B7%E3%83%A3%E3%83%84', '「シャツ」の検索結果');
    expect(search.status).toBe(201);
    expect(search.body).toMatchObject({ url: '/product/?q=%E3%82%B7%E3%83%A3%E3%83%84' });
    expect((await add('/blog/spring-style/', ' 春のコーデ ')).body.title).toBe('春のコーデ');
    const again = await add('/blog/spring-style/', '春のコーディネート');
    expect(again.status).toBe(200);
    const res = await mine();
    expect(res.headers.get('x-total')).toBe('2');
    expect(res.headers.get('x-limit')).toBe(String(BOOKMARK_LIMIT));
    expect(res.body.data.map((b) => b.title)).toEqual([
      '春のコーディネート',
      '「シャツ」の検索結果',
    ]);
    const paged = await mine(taro, '?per=1&page=2');
    expect(paged.body.data.map((b) => b.url)).toEqual([search.body.url]);
    expect((await mine(hanako)).body.data).toEqual([]);
  });

  it('refuses other origins and odd paths in Japanese', async () => {
    for (const url of [
      'https://evil.example/',
      '//evil.example/',
      'javascript:alert(1)',
      '/\\evil.example',
      'product/',
      '',
    ]) {
      const res = expectApiError(await add(url, 'x'), 422, 'common.validation');
      expect(res.errors?.url?.[0]).toBe('このショップのページだけをブックマークできます。');
    }
    const noTitle = expectApiError(await add('/lp/spring/', ' '), 422, 'common.validation');
    expect(noTitle.errors?.title?.[0]).toBe('タイトルを入力してください。');
  });

  it('shows one bookmark to its owner only; another’s answers like a missing one', async () => {
    const made = await add('/news/', 'お知らせ一覧');
    const path = `/v1/me/bookmarks/${made.body.id}`;
    const own = await req<Bookmark>(api.app, 'GET', path, { token: taro });
    expect(own.status).toBe(200);
    expect(own.body).toEqual(made.body);
    const missing = await req(api.app, 'GET', '/v1/me/bookmarks/99999999', { token: hanako });
    expectApiError(missing, 404, 'common.not_found');
    const other = await req(api.app, 'GET', path, { token: hanako });
    expect([other.status, other.body]).toEqual([missing.status, missing.body]);
    expectApiError(await req(api.app, 'GET', path), 401, 'auth.unauthorized');
  });

  it('deletes only the member’s own bookmark; another’s answers like a missing one', async () => {
    const made = await add('/lp/spring-sale/', '春のセール');
    const path = `/v1/me/bookmarks/${made.body.id}`;
    const missing = await req(api.app, 'DELETE', '/v1/me/bookmarks/99999999', { token: hanako });
    expectApiError(missing, 404, 'common.not_found');
    const other = await req(api.app, 'DELETE', path, { token: hanako });
    expect([other.status, other.body]).toEqual([missing.status, missing.body]);
    expect((await req(api.app, 'DELETE', path, { token: taro })).status).toBe(204);
    expect((await req(api.app, 'DELETE', path, { token: taro })).status).toBe(404);
    expectApiError(await req(api.app, 'GET', '/v1/me/bookmarks'), 401, 'auth.unauthorized');
  });

  it('keeps at most 100 bookmarks, in Japanese', async () => {
    const token = await memberToken(api.app, 'biz@example.jp', 'Biz-pass-2026');
    const first = await add('/blog/', 'ブログ', token);
    expect(first.status).toBe(201);
    const bizUser = await userOf(first.body.id);
    await api.database.db.insert(userBookmarks).values(
      Array.from({ length: BOOKMARK_LIMIT - 1 }, (_, i) => ({
        userId: bizUser,
        url: `/product/?q=${i}`,
        title: `検索 ${i}`,
      })),
    );
    const over = expectApiError(
      await add('/product/?q=over', '多すぎ', token),
      422,
      'common.validation',
    );
    expect(over.errors?.url?.[0]).toContain('100件');
    expect((await add('/blog/', 'ブログ（更新）', token)).status).toBe(200);
  });
});

async function userOf(bookmarkId: number): Promise<number> {
  const rows = await api.database.db.select().from(userBookmarks);
  const row = rows.find((r) => r.id === bookmarkId);
  if (!row) throw new Error('bookmark vanished');
  return row.userId;
}
