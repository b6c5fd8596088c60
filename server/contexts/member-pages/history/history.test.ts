import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../../contract/catalog/catalog.schema';
import type { ProductHistory, SearchHistory } from '../../../../contract/history/history.schema';
import { productSearchHistories } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';

let api: TestApi;
let taro: string;
let hanako: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
  for (const key of ['oxford-shirt', 'senbei-gift', 'sold-out']) {
    ids[key] = (await req<Product>(api.app, 'GET', `/v1/products/${key}`)).body.id;
  }
});
afterAll(() => api.drop());

const view = (key: string, token?: string) =>
  req(api.app, 'POST', '/v1/product-histories', { body: { product_id: ids[key] }, token });
const mine = (token: string) =>
  req<{ data: ProductHistory[] }>(api.app, 'GET', '/v1/me/product-histories', { token });

describe('product histories', () => {
  it('keeps a member’s views newest first without duplicates', async () => {
    await view('oxford-shirt', taro);
    await view('senbei-gift', taro);
    await view('oxford-shirt', taro);
    const res = await mine(taro);
    expect(res.status).toBe(200);
    expect(res.body.data.map((h) => h.product.key)).toEqual(['oxford-shirt', 'senbei-gift']);
    expect(res.body.data[0]?.product.is_favorite).toBe(true);
    expect((await mine(hanako)).body.data).toEqual([]);
  });

  it('accepts a guest view without storing it, and answers guest ids in order', async () => {
    const res = await view('sold-out');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ is_recorded: false });
    const guest = await req<{ data: ProductHistory[] }>(
      api.app,
      'GET',
      `/v1/guest/product-histories?ids=${ids['sold-out']},999999,${ids['oxford-shirt']}`,
    );
    expect(guest.body.data.map((h) => h.product.key)).toEqual(['sold-out', 'oxford-shirt']);
    expectApiError(
      await req(api.app, 'GET', '/v1/guest/product-histories?ids=1;drop'),
      422,
      'common.validation',
    );
  });

  it('deletes only the member’s own entry', async () => {
    const path = `/v1/me/product-histories/${ids['senbei-gift']}`;
    expectApiError(await req(api.app, 'DELETE', path, { token: hanako }), 404, 'common.not_found');
    expect((await req(api.app, 'DELETE', path, { token: taro })).status).toBe(204);
    expect((await mine(taro)).body.data.map((h) => h.product.key)).toEqual(['oxford-shirt']);
    expectApiError(await req(api.app, 'DELETE', path), 401, 'auth.unauthorized');
  });

  it('404s an unknown product and 401s the member list without a token', async () => {
    expectApiError(
      await req(api.app, 'POST', '/v1/product-histories', { body: { product_id: 99999999 } }),
      404,
      'product.not_found',
    );
    expectApiError(await req(api.app, 'GET', '/v1/me/product-histories'), 401, 'auth.unauthorized');
  });
});

describe('product search histories', () => {
  const search = (word: unknown, token?: string) =>
    req<SearchHistory>(api.app, 'POST', '/v1/product-search-histories', { body: { word }, token });

  it('refuses a word of only spaces (half- and full-width)', async () => {
    const res = expectApiError(await search(' \u3000 '), 422, 'common.validation');
    expect(res.errors?.word).toEqual(['検索語を入力してください。']);
    expectApiError(await search('あ'.repeat(101)), 422, 'common.validation');
  });

  it('answers a guest’s word without storing it (nobody could read it back)', async () => {
    const rows = async () =>
      (await api.database.db.select({ n: count() }).from(productSearchHistories))[0]?.n ?? 0;
    const before = await rows();
    const guest = await search('せんべい');
    expect(guest.status).toBe(201);
    expect(guest.body).toMatchObject({ id: 0, word: 'せんべい' });
    expect(await rows()).toBe(before);
  });

  it('stores trimmed words, lists a member’s own and deletes them', async () => {
    const saved = await search('  シャツ ', taro);
    expect(saved.status).toBe(201);
    expect(saved.body.word).toBe('シャツ');
    await search('せんべい');
    const list = await req<{ data: SearchHistory[] }>(
      api.app,
      'GET',
      '/v1/me/product-search-histories',
      { token: taro },
    );
    expect(list.body.data.map((s) => s.word)).toEqual(['シャツ']);
    const path = `/v1/me/product-search-histories/${saved.body.id}`;
    expectApiError(await req(api.app, 'DELETE', path, { token: hanako }), 404, 'common.not_found');
    expect((await req(api.app, 'DELETE', path, { token: taro })).status).toBe(204);
    expectApiError(await req(api.app, 'DELETE', path, { token: taro }), 404, 'common.not_found');
  });
});
