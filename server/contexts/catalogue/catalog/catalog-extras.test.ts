import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection, Product, Tag } from '../../../../contract/catalog/catalog.schema';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from './catalog.testing';

let api: TestApi;
let taro: string;

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
});
afterAll(() => api.drop());

type List = { data: Product[] };
const get = <T = List>(path: string, token?: string) => req<T>(api.app, 'GET', path, { token });

describe('linked products', () => {
  it('answers related, recommended and accessories of the shirt', async () => {
    for (const kind of ['related', 'recommend']) {
      const res = await get(`/v1/products/oxford-shirt/${kind}`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(0);
      expect(res.body.data.some((p) => p.key === 'oxford-shirt')).toBe(false);
    }
    const acc = await get('/v1/products/towel-gift-face2/accessories');
    expect(acc.body.data.map((p) => p.key)).toContain('gift-wrapping');
    expectApiError(await get('/v1/products/nope/recommend'), 404, 'product.not_found');
  });

  it('marks favourites for members', async () => {
    const res = await get<Product>('/v1/products/leather-loafer-brown', taro);
    expect(res.body.is_favorite).toBe(true);
  });
});

describe('tags and collections', () => {
  it('lists tags with product counts', async () => {
    const res = await get<{ data: Tag[] }>('/v1/tags');
    expect(res.body.data.length).toBeGreaterThan(3);
    expect(res.body.data.every((t) => t.product_count > 0)).toBe(true);
  });

  it('answers a collection by alias, limited by max_page_size', async () => {
    const res = await get<Collection>('/v1/collections/set-school-blazer-boys-navy');
    expect(res.body.products.map((p) => p.key)[0]).toBe('school-blazer-boys-navy');
    expect(res.body.products.length).toBe(4);
    const one = await get<Collection>('/v1/collections/gift-selection?max_page_size=1');
    expect(one.body.products).toHaveLength(1);
    const all = await get<{ data: { alias: string }[] }>('/v1/collections');
    expect(all.body.data.map((c) => c.alias)).toContain('gift-selection');
    expectApiError(await get('/v1/collections/none'), 404, 'common.not_found');
    expectApiError(
      await get('/v1/collections/gift-selection?max_page_size=0'),
      422,
      'common.validation',
    );
  });
});

describe('strange product list queries never give a 500', () => {
  const strange = [
    `?keyword=${'あ'.repeat(100)}`,
    '?keyword=%27%22%3B--',
    "?keyword=' OR 1=1 --",
    '?category=%E0%A4%A',
    '?category=../../etc&child=true',
    '?brand=%F0%9F%98%80&maker=<script>',
    '?price_min=99999999&price_max=1',
    '?tag=%25%25%25',
    '?page=99999',
  ];
  for (const query of strange) {
    it(`answers an empty list for ${query.slice(0, 40)}`, async () => {
      const res = await get(`/v1/products${query}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    });
  }
  const rejected = [
    `?keyword=${'a'.repeat(5000)}`,
    '?page=1e400',
    '?page=99999999999999999999',
    '?price_min=99999999999999999999',
    '?sort=drop',
  ];
  for (const query of rejected) {
    it(`answers 422, not 500, for ${query.slice(0, 40)}`, async () => {
      expectApiError(await get(`/v1/products${query}`), 422, 'common.validation');
    });
  }
  for (const query of ['?keyword=%00%01%27%22%3B--', '?maker=%00', '?keyword=%7F%C2%85']) {
    it(`answers 400 bad input, not 500, for control characters: ${query}`, async () => {
      expectApiError(await get(`/v1/products${query}`), 400, 'common.bad_input');
    });
  }
});
