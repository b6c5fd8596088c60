import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '../testing/test-database';
import { products, productVariants } from './schema/index';

let test: TestDatabase;
beforeAll(async () => {
  test = await migratedTestDatabase();
});
afterAll(() => test.drop());

/** A new product without variants; answers its id. */
async function product(key: string): Promise<number> {
  const [row] = await test.database.db
    .insert(products)
    .values({ key, code: key.toUpperCase(), name: key, price: 1000, taxRate: 10 })
    .returning({ id: products.id });
  return row?.id ?? 0;
}

const inStock = async (id: number) =>
  (
    await test.database.db
      .select({ inStock: products.inStock })
      .from(products)
      .where(eq(products.id, id))
  )[0]?.inStock;

describe('products.in_stock, kept by the database from the variants', () => {
  it('follows inserts, stock changes, hiding and deletes of the sold variants', async () => {
    const id = await product('stock-flag');
    expect(await inStock(id)).toBe(false);
    const db = test.database.db;
    await db.insert(productVariants).values([
      { productId: id, code: 'S', name: 'S', stock: 0 },
      { productId: id, code: 'M', name: 'M', stock: 2 },
    ]);
    expect(await inStock(id)).toBe(true);
    // The last units sold: out of stock.
    await db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, id));
    expect(await inStock(id)).toBe(false);
    await db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.code, 'S'));
    expect(await inStock(id)).toBe(true);
    // A hidden variant is not sold: its stock does not count.
    await db.update(productVariants).set({ isHidden: true }).where(eq(productVariants.code, 'S'));
    expect(await inStock(id)).toBe(false);
    await db.update(productVariants).set({ isHidden: false }).where(eq(productVariants.code, 'S'));
    expect(await inStock(id)).toBe(true);
    await db.delete(productVariants).where(eq(productVariants.productId, id));
    expect(await inStock(id)).toBe(false);
  });

  it('sets each product of one statement that writes the variants of several', async () => {
    const ids = [await product('stock-many-a'), await product('stock-many-b')];
    const db = test.database.db;
    await db.insert(productVariants).values([
      { productId: ids[0] ?? 0, code: 'A', name: 'A', stock: 1 },
      { productId: ids[1] ?? 0, code: 'B', name: 'B', stock: 0 },
    ]);
    expect([await inStock(ids[0] ?? 0), await inStock(ids[1] ?? 0)]).toEqual([true, false]);
    await db
      .update(productVariants)
      .set({ stock: 5 })
      .where(inArray(productVariants.productId, ids));
    expect([await inStock(ids[0] ?? 0), await inStock(ids[1] ?? 0)]).toEqual([true, true]);
  });
});
