import { and, desc, eq, isNotNull } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CategoryNode,
  type Product,
  ProductSchema,
} from '../../../../contract/catalog/catalog.schema';
import { withTax } from '../../../../contract/shared/money';
import { productChannels, products } from '../../../db/schema/index';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';

let api: TestApi;
type List = { data: Product[] };
const list = (query = '', channel?: string) =>
  call<List>(api.app, 'GET', `/v1/products${query}`, { channel });
const num = (res: { headers: Headers }, name: string) => Number(res.headers.get(name));

beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

describe('GET /v1/products paging', () => {
  it('pages 15 at a time with the four paging headers', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const total = num(res, 'x-total');
    expect(total).toBeGreaterThan(15);
    expect(num(res, 'x-per-page')).toBe(15);
    expect(num(res, 'x-current-page')).toBe(1);
    expect(num(res, 'x-last-page')).toBe(Math.ceil(total / 15));
    expect(res.body.data).toHaveLength(15);
    for (const p of res.body.data) v.parse(ProductSchema, p);
  });

  it('gives disjoint pages and a short last page', async () => {
    const first = await list('?page=1');
    const second = await list('?page=2');
    const ids = new Set(first.body.data.map((p) => p.id));
    expect(second.body.data.some((p) => ids.has(p.id))).toBe(false);
    const last = num(first, 'x-last-page');
    const lastPage = await list(`?page=${last}`);
    expect(lastPage.body.data).toHaveLength(num(first, 'x-total') - 15 * (last - 1));
    expect((await list(`?page=${last + 1}`)).body.data).toEqual([]);
  });

  it('rejects a bad page with 422 and a per-field message', async () => {
    const res = await list('?page=abc');
    const body = expectApiError(res, 422, 'common.validation');
    expect(body.errors?.page?.length).toBeGreaterThan(0);
  });
});

describe('GET /v1/products sorts', () => {
  it('sorts by tax-included price both ways', async () => {
    const asc = (await list('?sort=price_asc&per=50')).body.data.map(
      (p) => p.product_price_with_tax,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const dsc = (await list('?sort=price_desc&per=50')).body.data.map(
      (p) => p.product_price_with_tax,
    );
    expect(dsc).toEqual([...dsc].sort((a, b) => b - a));
    expect(asc[0]).toBeLessThan(dsc[0] ?? 0);
  });

  it('sorts newest first by default', async () => {
    const dates = (await list('?per=50')).body.data.map((p) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sorts by popularity', async () => {
    const top = await api.database.db
      .select({ key: products.key })
      .from(products)
      .innerJoin(
        productChannels,
        and(eq(productChannels.productId, products.id), eq(productChannels.channelId, 'default')),
      )
      .where(eq(products.isShow, true))
      .orderBy(desc(products.popularity), products.id)
      .limit(5);
    const keys = (await list('?sort=popular&per=5')).body.data.map((p) => p.key);
    expect(keys).toEqual(top.map((t) => t.key));
  });
});

describe('GET /v1/products filters', () => {
  let oxford: Product;
  beforeAll(async () => {
    oxford = (await call<Product>(api.app, 'GET', '/v1/products/oxford-shirt')).body;
  });

  it('filters by category, with child=true including descendants', async () => {
    const tree = (await call<{ data: CategoryNode[] }>(api.app, 'GET', '/v1/categories/hierarchy'))
      .body.data;
    const root = tree.find((n) => n.children.length > 0) as CategoryNode;
    const withChildren = await list(`?category=${root.key}&child=true&per=100`);
    expect(num(withChildren, 'x-total')).toBeGreaterThan(0);
    for (const p of withChildren.body.data) expect(p.categories[0]?.key).toBe(root.key);
    const child = root.children[0] as CategoryNode;
    const onlyChild = await list(`?category=${child.key}&per=100`);
    for (const p of onlyChild.body.data)
      expect(p.categories.map((c) => c.key)).toContain(child.key);
    expect(num(onlyChild, 'x-total')).toBeLessThanOrEqual(num(withChildren, 'x-total'));
    expect(num(await list('?category=no-such-category'), 'x-total')).toBe(0);
  });

  it('filters by maker, brand and tag', async () => {
    const maker = oxford.maker?.key as string;
    const byMaker = await list(`?maker=${maker}&per=100`);
    expect(byMaker.body.data.length).toBeGreaterThan(0);
    for (const p of byMaker.body.data) expect(p.maker?.key).toBe(maker);
    const brand = oxford.brand?.key as string;
    for (const p of (await list(`?brand=${brand}&per=100`)).body.data)
      expect(p.brand?.key).toBe(brand);
    const tag = oxford.tags[0] as string;
    const byTag = await list(`?tag=${encodeURIComponent(tag)}&per=100`);
    expect(byTag.body.data.map((p) => p.key)).toContain('oxford-shirt');
    for (const p of byTag.body.data) expect(p.tags).toContain(tag);
  });

  it('searches by keyword in what the search index holds, treating wildcards literally', async () => {
    const res = await list(`?keyword=${encodeURIComponent(oxford.name)}`);
    expect(res.body.data.map((p) => p.key)).toContain('oxford-shirt');
    const total = num(await list(), 'x-total');
    for (const wildcard of ['%', '_']) {
      const res = await list(`?keyword=${encodeURIComponent(wildcard)}&per=100`);
      expect(num(res, 'x-total')).toBeLessThan(total);
      // Some descriptions hold 「%」 (塩分20%); no product text holds 「_」.
      expect(res.body.data.length > 0).toBe(wildcard === '%');
      for (const p of res.body.data) {
        const searched = [p.name, p.code, p.summary, p.detail, p.brand?.name, ...p.tags];
        const codes = p.product_model.products.map((v) => v.code);
        expect([...searched, ...codes, ...p.categories.map((c) => c.name)].join(' ')).toContain(
          wildcard,
        );
      }
    }
  });

  it('filters by tax-included price range', async () => {
    const res = await list('?price_min=1000&price_max=3000&per=100');
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const p of res.body.data) {
      expect(p.product_price_with_tax).toBeGreaterThanOrEqual(1000);
      expect(p.product_price_with_tax).toBeLessThanOrEqual(3000);
    }
  });

  it('lists only the channel’s products', async () => {
    const sold = await api.database.db
      .select({ id: productChannels.productId })
      .from(productChannels)
      .where(eq(productChannels.channelId, 'school'));
    const ids = new Set(sold.map((s) => s.id));
    const res = await list('?per=100', 'school');
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const p of res.body.data) expect(ids.has(p.id)).toBe(true);
  });

  it('never shows hidden products', async () => {
    await api.database.db
      .update(products)
      .set({ isShow: false })
      .where(eq(products.key, 'oxford-shirt'));
    try {
      expect(
        (await list(`?keyword=${encodeURIComponent(oxford.name)}`)).body.data.map((p) => p.key),
      ).not.toContain('oxford-shirt');
      expectApiError(
        await call(api.app, 'GET', '/v1/products/oxford-shirt'),
        404,
        'product.not_found',
      );
    } finally {
      await api.database.db
        .update(products)
        .set({ isShow: true })
        .where(eq(products.key, 'oxford-shirt'));
    }
  });
});

describe('GET /v1/products/{key}', () => {
  it('returns the product with variants, prices and size table', async () => {
    const res = await call<Product>(api.app, 'GET', '/v1/products/oxford-shirt');
    expect(res.status).toBe(200);
    const p = v.parse(ProductSchema, res.body);
    expect(p.product_model.products.map((x) => x.name)).toEqual(
      expect.arrayContaining(['S', 'M', 'L', 'LL']),
    );
    expect(p.product_price_with_tax).toBe(withTax(p.product_price, p.tax_rate));
    expect(p.size_table?.length).toBeGreaterThan(0);
    expect(p.image.path).toMatch(/^\/media\/products\/oxford-shirt\/1\.svg$/);
    expect(p.detail).not.toMatch(/<script/i);
  });

  it('answers the former price with tax, so the product page only formats it', async () => {
    const [discounted] = await api.database.db
      .select({ key: products.key, beforePrice: products.beforePrice })
      .from(products)
      .where(isNotNull(products.beforePrice))
      .limit(1);
    if (!discounted?.beforePrice) throw new Error('the demo data has no former price');
    const res = await call<Product>(api.app, 'GET', `/v1/products/${discounted.key}`);
    expect(res.body.before_price).toBe(discounted.beforePrice);
    expect(res.body.before_price_with_tax).toBe(withTax(discounted.beforePrice, res.body.tax_rate));
    const plain = await call<Product>(api.app, 'GET', '/v1/products/oxford-shirt');
    expect(plain.body.before_price_with_tax).toBeNull();
  });

  it('reports stock and tax facts of the fixture products', async () => {
    const get = async (key: string) =>
      (await call<Product>(api.app, 'GET', `/v1/products/${key}`)).body;
    expect((await get('sold-out')).is_stock_available).toBe(false);
    expect((await get('last-five')).product_model.products.reduce((s, x) => s + x.stock, 0)).toBe(
      5,
    );
    expect((await get('junmai-sake')).is_age_restricted).toBe(true);
    expect((await get('junmai-sake')).tax_rate).toBe(10);
    expect((await get('senbei-gift')).tax_rate).toBe(8);
  });

  it('answers 404 with a Japanese message for an unknown key', async () => {
    const body = expectApiError(
      await call(api.app, 'GET', '/v1/products/no-such-product'),
      404,
      'product.not_found',
    );
    expect(body.message).toBe('指定された商品は見つかりませんでした。');
  });
});

describe('GET /v1/categories/hierarchy', () => {
  it('returns at least 8 categories on two levels', async () => {
    const res = await call<{ data: CategoryNode[] }>(api.app, 'GET', '/v1/categories/hierarchy');
    expect(res.status).toBe(200);
    const count = (nodes: CategoryNode[]): number =>
      nodes.reduce((s, n) => s + 1 + count(n.children), 0);
    expect(count(res.body.data)).toBeGreaterThanOrEqual(8);
    expect(res.body.data.some((n) => n.children.length > 0)).toBe(true);
  });

  it('accepts table=inquiries and rejects other tables', async () => {
    expect((await call(api.app, 'GET', '/v1/categories/hierarchy?table=inquiries')).status).toBe(
      200,
    );
    expectApiError(
      await call(api.app, 'GET', '/v1/categories/hierarchy?table=users'),
      422,
      'common.validation',
    );
  });
});
