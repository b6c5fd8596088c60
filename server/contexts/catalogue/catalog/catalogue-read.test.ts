import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Product,
  ProductFeed,
  ProductListQuery,
} from '../../../../contract/catalog/catalog.schema';
import type { Database } from '../../../db/client';
import { refreshPlannerStatistics } from '../../../db/migrate';
import { productChannels, products } from '../../../db/schema/index';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { type LoggedQuery, logQueries, rowsRead } from '../../../testing/query-log';
import { LIST_BOOKMARK_EVERY } from './list-bookmarks.queries';
import { forgetListTotals } from './product-list.queries';
import { listOrder, visibleIn } from './sql-fragments.queries';

let api: TestApi;
const BATCH = 1500;
/** One feed page: the keyset page itself, then the products' details (loadProductDetails). */
const QUERIES_PER_FEED_PAGE = 7;

/**
 * The statements that read the catalogue (products and their details), apart from the lookups
 * every request makes (channel, maintenance), which are cached for seconds: how often those run
 * depends on how long the read takes (a loaded machine), not on how many products it reads.
 */
const catalogueQueries = (queries: LoggedQuery[]) =>
  queries.filter((q) => /\bfrom "(product[a-z_]*|makers|brands|categories)"/.test(q.text));

/** Adds `count` visible products sold on the default channel, numbered from `from`. */
async function addProducts(database: Database, from: number, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return {
      key: `many-${n}`,
      code: `MANY-${n}`,
      name: `many ${n}`,
      price: 100 + (n % 37) * 10,
      taxRate: 10,
      popularity: n % 11,
      publishedAt: new Date(Date.UTC(2024, 0, 1) + (n % 97) * 3_600_000),
    };
  });
  for (let i = 0; i < rows.length; i += 500) {
    const ids = await database.db
      .insert(products)
      .values(rows.slice(i, i + 500))
      .returning({ id: products.id });
    await database.db
      .insert(productChannels)
      .values(ids.map(({ id }) => ({ productId: id, channelId: 'default' })));
  }
  await refreshPlannerStatistics(database);
  forgetListTotals(database.db);
}

/** Reads the whole catalogue as a build does, `per` at a time; the ids read and the queries sent. */
async function readFeed(per: number) {
  const log = logQueries(api.database);
  const ids: number[] = [];
  let calls = 0;
  try {
    let after: number | null = 0;
    while (after !== null) {
      calls++;
      const path = `/v1/product-feed?after=${after}&per=${per}`;
      const res: { status: number; body: ProductFeed } = await call<ProductFeed>(
        api.app,
        'GET',
        path,
      );
      expect(res.status).toBe(200);
      ids.push(...res.body.data.map((p) => p.id));
      after = res.body.next;
    }
  } finally {
    log.stop();
  }
  return { ids, calls, queries: log.queries };
}

/** Ids of the channel's visible products in a sort's order, straight from the table. */
async function visibleIds(sort: 'new' | 'price_asc' | 'popular'): Promise<number[]> {
  const { db } = api.database;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(visibleIn(db, 'default'))
    .orderBy(...listOrder({ page: 1, per: 1, sort } as ProductListQuery));
  return rows.map((r) => r.id);
}

/** A page of the public list and the rows its page query touched. */
async function listPage(query: string) {
  const log = logQueries(api.database);
  let res: Awaited<ReturnType<typeof call<{ data: Product[] }>>>;
  try {
    res = await call<{ data: Product[] }>(api.app, 'GET', `/v1/products?${query}&fields=list`);
  } finally {
    log.stop();
  }
  expect(res.status).toBe(200);
  const page = log.queries.find((q: LoggedQuery) => q.text.includes('page_ids'));
  if (!page) throw new Error(`no page query among ${log.queries.length}`);
  return {
    ids: res.body.data.map((p) => p.id),
    touched: await rowsRead(api.database, page, 'products'),
  };
}

// Seeding the demo shop and 1,500 products on PGlite outlasts the default hook timeout on a loaded machine.
beforeAll(async () => {
  api = await seededApi();
  await addProducts(api.database, 0, BATCH);
}, 600_000);
afterAll(() => api.drop());

describe('reading the catalogue for a build (GET /v1/product-feed)', () => {
  // Reads the catalogue twice and adds 1,500 products: a minute at load 38 (PostgreSQL: 22 s).
  it('reads every visible product once, in queries linear in the count', async () => {
    const first = await readFeed(100);
    const visible = await visibleIds('new');
    expect(new Set(first.ids).size).toBe(first.ids.length);
    expect([...first.ids].sort((a, b) => a - b)).toEqual([...visible].sort((a, b) => a - b));
    const pages = (n: number) => Math.ceil(n / 100) + 1;
    expect(first.calls).toBeLessThanOrEqual(pages(visible.length));
    const firstReads = catalogueQueries(first.queries).length;
    expect(firstReads).toBeLessThanOrEqual(QUERIES_PER_FEED_PAGE * first.calls);
    expect(firstReads).toBeGreaterThanOrEqual(QUERIES_PER_FEED_PAGE * (first.calls - 1));
    // Each call's own lookups, at most (cached: usually far fewer).
    expect(first.queries.length - firstReads).toBeLessThanOrEqual(3 * first.calls);

    await addProducts(api.database, BATCH, BATCH);
    const second = await readFeed(100);
    expect(second.ids.length).toBe(first.ids.length + BATCH);
    // Twice the products, twice the queries (an n² read would also grow each query's work).
    expect(catalogueQueries(second.queries).length - firstReads).toBeLessThanOrEqual(
      QUERIES_PER_FEED_PAGE * (BATCH / 100 + 1),
    );
    expect(second.calls - first.calls).toBeLessThanOrEqual(BATCH / 100 + 1);
  }, 300_000);

  it('costs the last page what it costs the first: each starts after an id, not at an offset', async () => {
    const { queries } = await readFeed(100);
    const pagesRead = queries.filter((q) => q.text.includes('"products"."id" >'));
    const first = await rowsRead(api.database, pagesRead[0] as LoggedQuery, 'products');
    const last = await rowsRead(api.database, pagesRead.at(-2) as LoggedQuery, 'products');
    expect(first).toBeGreaterThanOrEqual(100);
    // Each reads about its own 100 rows (at most the rest of the table after its id), not all before it.
    expect(last).toBeLessThanOrEqual(2 * 100);
    expect(first).toBeLessThanOrEqual(2 * 100);
  });

  it('refuses a bad cursor or page size with 422', async () => {
    for (const q of ['after=-1', 'after=x', 'per=0', 'per=501', 'after=99999999999']) {
      expect((await call(api.app, 'GET', `/v1/product-feed?${q}`)).status).toBe(422);
    }
  });
});

describe('a deep page of GET /v1/products', () => {
  beforeAll(async () => {
    // Run alone (-t), the feed's tests have not added the second batch.
    if ((await visibleIds('new')).length < 3000) await addProducts(api.database, BATCH, BATCH);
  });

  for (const sort of ['new', 'price_asc', 'popular'] as const) {
    it(`answers page 30 of ${sort} with about the work of page 1, and the same rows as the table's order`, async () => {
      const order = await visibleIds(sort);
      expect(order.length).toBeGreaterThan(3000);
      const page1 = await listPage(`sort=${sort}&per=100&page=1`);
      // Offset 2,000: exactly four bookmarks in, nothing left to skip.
      const onBookmark = await listPage(`sort=${sort}&per=100&page=21`);
      // Offset 2,900: from the fifth bookmark, 400 rows skipped.
      const between = await listPage(`sort=${sort}&per=100&page=30`);
      expect(page1.ids).toEqual(order.slice(0, 100));
      expect(onBookmark.ids).toEqual(order.slice(2000, 2100));
      expect(between.ids).toEqual(order.slice(2900, 3000));
      expect(onBookmark.touched).toBeLessThanOrEqual(page1.touched * 1.3 + 20);
      // From the bookmark before it: the 400 rows after the bookmark and the page (on a table this
      // small the planner may read every row after the bookmark and sort them: still bounded).
      expect(between.touched).toBeLessThanOrEqual(page1.touched + 2 * LIST_BOOKMARK_EVERY);
      // An OFFSET alone walks (or sorts) the 2,900 rows before the page.
      expect(between.touched).toBeLessThan(2900);
    });
  }
});
