import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { Tx } from '../client';
import { products } from '../schema/index';
import { insertBulk } from './batch';
import { withIndexesDeferred } from './deferred-indexes';

let test: TestDatabase;
beforeAll(async () => {
  test = await migratedTestDatabase();
});
afterAll(() => test.drop());

const product = (n: number) => ({
  key: `bulk-${n}`,
  code: `BK-${n}`,
  name: `一括 ${n}`,
  price: 1000 + n,
  taxRate: 10,
  publishedAt: new Date(Date.UTC(2025, 0, 1, 0, n)),
  sizeTable: n === 1 ? [['サイズ', 'M']] : null,
});

/** Index definitions of a table as `db` (inside a transaction or not) sees them. */
async function indexesOf(
  table: string,
  db: Pick<Tx, 'execute'> = test.database.db,
): Promise<string[]> {
  const result = await db.execute(
    sql`select indexdef from pg_indexes where tablename = ${table} order by indexname`,
  );
  return (result as unknown as { rows: { indexdef: string }[] }).rows.map((r) => r.indexdef);
}

describe('insertBulk', () => {
  it('inserts rows from one JSON parameter, with defaults for the columns not named, and returns them', async () => {
    const rows = await test.database.db.transaction((tx) =>
      insertBulk(tx, products, [product(1), product(2)]),
    );
    expect(rows.map((r) => [r.key, r.price, r.taxRate, r.isShow, r.popularity])).toEqual([
      ['bulk-1', 1001, 10, true, 0],
      ['bulk-2', 1002, 10, true, 0],
    ]);
    expect(rows[0]?.id).toBeGreaterThan(0);
    expect(rows[0]?.publishedAt).toEqual(new Date(Date.UTC(2025, 0, 1, 0, 1)));
    expect(rows[0]?.sizeTable).toEqual([['サイズ', 'M']]);
    expect(rows[1]?.sizeTable).toBeNull();
  });
});

describe('withIndexesDeferred', () => {
  it('loads without the secondary indexes and builds each again as it was', async () => {
    const before = await indexesOf('products');
    expect(before.some((d) => d.includes('products_popularity_id_index'))).toBe(true);
    const during = await test.database.db.transaction((tx) =>
      withIndexesDeferred(tx, ['products'], async () => {
        await insertBulk(tx, products, [product(3)]);
        return indexesOf('products', tx);
      }),
    );
    expect(during.some((d) => d.includes('products_popularity_id_index'))).toBe(false);
    expect(during.some((d) => d.includes('products_key_unique'))).toBe(true);
    expect(await indexesOf('products')).toEqual(before);
  });
});
