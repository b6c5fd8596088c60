import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTerms } from '../../../../contract/search/normalise';
import { productSearch, productSearchMarks, products } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { reindexProducts, reindexStaleProducts } from './search-index.queries';

let api: TestApi;

beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

/** A name written straight into the table, as a tool that does not reindex would. */
async function renameBehindTheBack(key: string, name: string, deleted = false) {
  const db = api.database.db;
  await db
    .update(products)
    .set({
      name,
      updatedAt: sql`now()`,
      ...(deleted ? { deletedAt: sql`now()` } : {}),
    })
    .where(eq(products.key, key));
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.key, key));
  return row?.id ?? 0;
}

async function nameText(productId: number) {
  const [row] = await api.database.db
    .select({ name: productSearch.nameText })
    .from(productSearch)
    .where(eq(productSearch.productId, productId));
  return row?.name;
}

describe('reindexStaleProducts (start-up)', () => {
  it('finds nothing to do when every listed product is indexed', async () => {
    expect(await reindexStaleProducts(api.database.db)).toBe(0);
  });

  it('reindexes a product written behind its back and one without a mark, and only those', async () => {
    const renamed = await renameBehindTheBack('oxford-shirt', 'ｵｯｸｽﾌｫｰﾄﾞ 検索索引テスト');
    const [other] = await api.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.key, 'senbei-gift'));
    await api.database.db
      .delete(productSearchMarks)
      .where(eq(productSearchMarks.productId, other?.id ?? 0));

    expect(await reindexStaleProducts(api.database.db)).toBe(2);
    // Normalised as the search normalises (half-width kana, katakana and long vowels folded).
    expect(await nameText(renamed)).toContain(searchTerms('オックスフォード')[0]);
    expect(await reindexStaleProducts(api.database.db)).toBe(0);
  });

  it('leaves a deleted product, which no search reads', async () => {
    const deleted = await renameBehindTheBack('junmai-sake', '削除済みの名前', true);
    expect(await reindexStaleProducts(api.database.db)).toBe(0);
    expect(await nameText(deleted)).not.toContain('削除済み');
  });
});

/** Pages each search index's pending list held, as merging it now reports (and empties). */
async function pendingPages(): Promise<number[]> {
  const result = (await api.database.db.execute(sql`select
      gin_clean_pending_list('product_search_grams_index'::regclass) as pages
    union all select gin_clean_pending_list('product_search_label_grams_index'::regclass)`)) as unknown as {
    rows: { pages: number }[];
  };
  return result.rows.map((row) => Number(row.pages));
}

describe('writing search rows', () => {
  it("leaves nothing in the indexes' pending lists (merged by the write itself)", async () => {
    await pendingPages();
    const ids = await api.database.db.select({ id: products.id }).from(products).limit(20);
    expect(
      await reindexProducts(
        api.database.db,
        ids.map((row) => row.id),
      ),
    ).toBe(ids.length);
    expect(await pendingPages()).toEqual([0, 0]);
  });
});
