import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../../contract/catalog/catalog.schema';
import type {
  ListChange,
  UserList,
  UserListDetail,
} from '../../../../contract/favourites/user-lists.schema';
import {
  USER_LIST_ITEM_LIMIT,
  USER_LIST_LIMIT,
} from '../../../../contract/favourites/user-lists.schema';
import { products, userListProducts } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../catalog/catalog.testing';

let api: TestApi;
let taro: string;
let hanako: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
  for (const key of ['oxford-shirt', 'senbei-gift', 'leather-loafer-brown']) {
    ids[key] = (await req<Product>(api.app, 'GET', `/v1/products/${key}`)).body.id;
  }
});
afterAll(() => api.drop());

const lists = (token: string) =>
  req<{ data: UserList[] }>(api.app, 'GET', '/v1/me/user-lists', { token });
const create = (name: unknown, token = taro) =>
  req<UserList>(api.app, 'POST', '/v1/me/user-lists', { body: { name }, token });
const detail = (key: string, token = taro) =>
  req<UserListDetail>(api.app, 'GET', `/v1/me/user-lists/${key}?is_listables=1`, { token });
const patch = (path: string, body: unknown, token = taro) =>
  req<ListChange>(api.app, 'PATCH', `/v1/me/user-lists${path}`, { body, token });
const product = (key: string, token: string) =>
  req<Product>(api.app, 'GET', `/v1/products/${key}`, { token });

describe('favourites lists', () => {
  it('lists taro’s お気に入り first with its two products; hanako gets an empty one', async () => {
    const res = await lists(taro);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      key: 'favorite',
      name: 'お気に入り',
      count: 2,
      is_default: true,
    });
    const mine = await lists(hanako);
    expect(mine.body.data).toEqual([expect.objectContaining({ key: 'favorite', count: 0 })]);
    const items = await detail('favorite');
    expect(items.body.listables?.map((l) => l.product.key).sort()).toEqual([
      'leather-loafer-brown',
      'oxford-shirt',
    ]);
    expect(items.body.listables?.[0]?.product.product_price_with_tax).toBeGreaterThan(0);
    const plain = await req<UserListDetail>(api.app, 'GET', '/v1/me/user-lists/favorite', {
      token: taro,
    });
    expect(plain.body.listables).toBeUndefined();
  });

  it('creates, renames and deletes a list; refuses bad names in Japanese', async () => {
    const made = await create(' 夏の候補 ', hanako);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: '夏の候補', count: 0, is_default: false });
    expect(made.body.key).toMatch(/^[\w-]{16}$/);
    const empty = expectApiError(await create(' ', hanako), 422, 'common.validation');
    expect(empty.errors?.name?.[0]).toBe('リスト名を入力してください。');
    const dup = expectApiError(await create('夏の候補', hanako), 422, 'common.validation');
    expect(dup.errors?.name?.[0]).toContain('同じ名前');
    const path = `/v1/me/user-lists/${made.body.key}`;
    const renamed = await req<UserList>(api.app, 'PUT', path, {
      body: { name: '秋' },
      token: hanako,
    });
    expect(renamed.body).toMatchObject({ key: made.body.key, name: '秋' });
    expectApiError(
      await req(api.app, 'PUT', '/v1/me/user-lists/favorite', {
        body: { name: 'x' },
        token: hanako,
      }),
      422,
      'common.validation',
    );
    expectApiError(
      await req(api.app, 'DELETE', '/v1/me/user-lists/favorite', { token: hanako }),
      422,
      'common.validation',
    );
    expect((await req(api.app, 'DELETE', path, { token: hanako })).status).toBe(204);
    expect((await lists(hanako)).body.data.map((l) => l.key)).toEqual(['favorite']);
  });

  it('answers another member’s list exactly like a missing one', async () => {
    const made = await create('taro の秘密');
    const path = `/v1/me/user-lists/${made.body.key}`;
    const missing = await req(api.app, 'GET', '/v1/me/user-lists/no-such-list', { token: hanako });
    expectApiError(missing, 404, 'common.not_found');
    for (const [method, body] of [['GET'], ['PUT', { name: 'x' }], ['DELETE']] as const) {
      const res = await req(api.app, method, path, { body, token: hanako });
      expect([res.status, res.body]).toEqual([missing.status, missing.body]);
    }
    const detach = await patch(`/${made.body.key}/detach`, { table: 'products', ids: [1] }, hanako);
    expect([detach.status, detach.body]).toEqual([404, missing.body]);
    const attach = await patch(
      '/attach',
      { table: 'products', ids: [ids['senbei-gift']], key: made.body.key },
      hanako,
    );
    expect([attach.status, attach.body]).toEqual([404, missing.body]);
    expect((await detail(made.body.key)).body.count).toBe(0);
    expectApiError(await req(api.app, 'GET', '/v1/me/user-lists'), 401, 'auth.unauthorized');
  });

  it('attaches to a chosen list, moves and detaches; is_favorite follows', async () => {
    const made = await create('ギフト');
    const key = made.body.key;
    const added = await patch('/attach', { table: 'products', ids: [ids['senbei-gift']], key });
    expect(added.status).toBe(200);
    expect(added.body.list).toMatchObject({ key, count: 1 });
    expect(added.body.favorites).toEqual([{ product_id: ids['senbei-gift'], is_favorite: true }]);
    expect((await product('senbei-gift', taro)).body.is_favorite).toBe(true);
    // Move oxford-shirt from お気に入り to ギフト: attach to the target, detach from the source.
    await patch('/attach', { table: 'products', ids: [ids['oxford-shirt']], key });
    const moved = await patch('/favorite/detach', {
      table: 'products',
      ids: [ids['oxford-shirt']],
    });
    expect(moved.body.list).toMatchObject({ key: 'favorite', count: 1 });
    expect(moved.body.favorites[0]?.is_favorite).toBe(true);
    expect((await detail(key)).body.listables?.map((l) => l.product.key)).toEqual([
      'oxford-shirt',
      'senbei-gift',
    ]);
    const gone = await patch('/detach', { table: 'products', ids: [ids['senbei-gift']] });
    expect(gone.body).toEqual({
      list: null,
      favorites: [{ product_id: ids['senbei-gift'], is_favorite: false }],
    });
    expect((await product('senbei-gift', taro)).body.is_favorite).toBe(false);
    // Put taro's お気に入り back as the seed had it.
    await patch('/attach', { table: 'products', ids: [ids['oxford-shirt']] });
    expect((await detail('favorite')).body.count).toBe(2);
  });

  it('refuses bad attach bodies and unknown products', async () => {
    const bad = [
      { table: 'orders', ids: [1] },
      { table: 'products', ids: [] },
      { table: 'products', ids: ['1'] },
      { table: 'products', ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    ];
    for (const body of bad) expectApiError(await patch('/attach', body), 422, 'common.validation');
    expectApiError(
      await patch('/attach', { table: 'products', ids: [99999999] }),
      404,
      'product.not_found',
    );
  });

  it('limits lists to 20 and products to 500 a list, in Japanese', async () => {
    const token = await memberToken(api.app, 'biz@example.jp', 'Biz-pass-2026');
    for (let i = (await lists(token)).body.data.length; i < USER_LIST_LIMIT; i += 1) {
      expect((await create(`リスト${i}`, token)).status).toBe(201);
    }
    const over = expectApiError(await create('もう一つ', token), 422, 'common.validation');
    expect(over.errors?.name?.[0]).toContain('20件');
    const { db } = api.database;
    const list = (await lists(token)).body.data[0];
    if (!list) throw new Error('no お気に入り');
    // Fill お気に入り to the limit with throwaway products (the demo shop has fewer than 500).
    const filler = await db
      .insert(products)
      .values(
        Array.from({ length: USER_LIST_ITEM_LIMIT }, (_, i) => ({
          key: `limit-filler-${i}`,
          code: `LF${i}`,
          name: `filler ${i}`,
          price: 100,
          taxRate: 10,
          isShow: false,
        })),
      )
      .returning({ id: products.id });
    await db
      .insert(userListProducts)
      .values(filler.map((p) => ({ listId: list.id, productId: p.id })));
    const full = expectApiError(
      await patch('/attach', { table: 'products', ids: [ids['oxford-shirt']] }, token),
      422,
      'common.validation',
    );
    expect(full.errors?.ids?.[0]).toContain('500点');
    expect((await lists(token)).body.data[0]?.count).toBe(USER_LIST_ITEM_LIMIT);
  });
});
