import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListItem } from '../../../../contract/catalog/catalog.schema';
import { productChannels, products } from '../../../db/schema/index';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { forgetListTotals } from './product-list.queries';
import { SEARCH_RESULT_CAP } from './search.queries';
import { reindexAllProducts } from './search-index.queries';

/** A word only the products this file adds hold. */
const WORD = '並替検証';
/** More products hold WORD than a keyword's capped scan reads. */
const FILLERS = SEARCH_RESULT_CAP + 100;

let api: TestApi;

/** Products holding WORD, added after every filler so a scan in table order reaches them last. */
const LAST = [
  { key: 'sort-cheapest', price: 1, popularity: 0, publishedAt: new Date('2020-01-01') },
  { key: 'sort-dearest', price: 900_000, popularity: 0, publishedAt: new Date('2020-01-01') },
  { key: 'sort-newest', price: 5_000, popularity: 0, publishedAt: new Date('2030-01-01') },
  { key: 'sort-popular', price: 5_000, popularity: 1_000_000, publishedAt: new Date('2020-01-01') },
];

beforeAll(async () => {
  api = await seededApi();
  const { db } = api.database;
  const fillers = Array.from({ length: FILLERS }, (_, n) => ({
    key: `sort-filler-${n}`,
    price: 2_000 + (n % 500),
    popularity: n % 100,
    publishedAt: new Date(Date.UTC(2021, 0, 1) + n * 60_000),
  }));
  const rows = [...fillers, ...LAST].map((row) => ({
    ...row,
    code: row.key.toUpperCase(),
    name: `${WORD} ${row.key}`,
    taxRate: 10,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    const ids = await db
      .insert(products)
      .values(rows.slice(i, i + 500))
      .returning({ id: products.id });
    await db
      .insert(productChannels)
      .values(ids.map(({ id }) => ({ productId: id, channelId: 'default' })));
  }
  await reindexAllProducts(db);
  forgetListTotals(db);
}, 120_000);
afterAll(() => api.drop());

const firstOf = async (sort: string) => {
  const res = await call<{ data: ProductListItem[] }>(
    api.app,
    'GET',
    `/v1/products?fields=list&per=3&sort=${sort}&keyword=${encodeURIComponent(WORD)}`,
  );
  expect(res.status).toBe(200);
  return { first: res.body.data[0]?.key, headers: res.headers };
};

describe('a keyword search sorted by price, date or popularity', () => {
  it.each([
    ['price_asc', 'sort-cheapest'],
    ['price_desc', 'sort-dearest'],
    ['new', 'sort-newest'],
    ['popular', 'sort-popular'],
  ])('%s starts with %s, found after more matches than the cap', async (sort, key) => {
    const { first, headers } = await firstOf(sort);
    expect(first).toBe(key);
    // The count still stops at the cap and says so.
    expect(headers.get('x-total')).toBe(String(SEARCH_RESULT_CAP));
    expect(headers.get('x-total-capped')).toBe('1');
  });
});

describe('the no-result page’s ways on, past the cap', () => {
  it('counts a shorter keyword that finds more than the cap as a floor, not as exact', async () => {
    const keyword = `${WORD} ゾウガメ`;
    const res = await call<{ fewer_words: { keyword: string; total: number; capped: boolean }[] }>(
      api.app,
      'GET',
      `/v1/search/alternatives?keyword=${encodeURIComponent(keyword)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.fewer_words).toContainEqual({
      keyword: WORD,
      total: SEARCH_RESULT_CAP,
      capped: true,
    });
  });
});
