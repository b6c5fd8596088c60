import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../../db/client';
import { products, productVariants } from '../../../db/schema/index';
import { migratedTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { reserveStock, returnVariantStock } from './stock.queries';

const url = process.env.TEST_DATABASE_URL;
let test: TestDatabase;
beforeAll(async () => {
  if (url) test = await migratedTestDatabase();
});
afterAll(() => test?.drop());

/** A product with one variant holding `stock`; answers both ids. */
async function productWithStock(key: string, stock: number) {
  const db = test.database.db;
  const [product] = await db
    .insert(products)
    .values({ key, code: key.toUpperCase(), name: key, price: 1000, taxRate: 10 })
    .returning({ id: products.id });
  const productId = product?.id ?? 0;
  const [variant] = await db
    .insert(productVariants)
    .values({ productId, code: 'F', name: 'F', stock })
    .returning({ id: productVariants.id });
  return { productId, variantId: variant?.id ?? 0 };
}

/** Resolves once another connection of the database waits for a lock. */
async function someoneWaitsForALock(observer: pg.PoolClient): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await observer.query(
      `select count(*)::int as n from pg_stat_activity
        where wait_event_type = 'Lock' and datname = current_database()`,
    );
    if (rows[0]?.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('nobody waited for a lock');
}

/**
 * An editor's save as the back office runs it: the product row locked first, then its variants,
 * then the stock written. Runs `moveStock` in another transaction while the product is held.
 */
async function saveRacing(
  ids: { productId: number; variantId: number },
  moveStock: (tx: Tx) => Promise<unknown>,
) {
  const pool = (test.database.db as unknown as { $client: pg.Pool }).$client;
  const [editor, observer] = [await pool.connect(), await pool.connect()];
  try {
    await editor.query('begin');
    await editor.query('select id from products where id = $1 for update', [ids.productId]);
    const order = test.database.db.transaction(moveStock);
    order.catch(() => undefined);
    await someoneWaitsForALock(observer);
    await editor.query(
      'select id from product_variants where product_id = $1 order by id for update',
      [ids.productId],
    );
    await editor.query('update product_variants set stock = stock + 5 where id = $1', [
      ids.variantId,
    ]);
    await editor.query('commit');
    return await order;
  } catch (error) {
    await editor.query('rollback');
    throw error;
  } finally {
    editor.release();
    observer.release();
  }
}

const stockOf = async (variantId: number) =>
  (
    await test.database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
  )[0]?.stock;

describe.runIf(url)('stock moving while an editor saves the same product (PostgreSQL)', () => {
  it('an order taking the last unit waits for the save instead of deadlocking with it', async () => {
    const ids = await productWithStock('stock-lock-order', 1);
    const taken = await saveRacing(ids, (tx) =>
      reserveStock(tx, [{ variantId: ids.variantId, quantity: 1, name: 'F' }]),
    );
    expect(taken).toEqual({ ok: true });
    expect(await stockOf(ids.variantId)).toBe(5);
  });

  it('a cancel putting stock back waits for the save instead of deadlocking with it', async () => {
    const ids = await productWithStock('stock-lock-cancel', 0);
    await saveRacing(ids, (tx) =>
      returnVariantStock(tx, [{ variantId: ids.variantId, quantity: 2 }]),
    );
    expect(await stockOf(ids.variantId)).toBe(7);
  });
});
