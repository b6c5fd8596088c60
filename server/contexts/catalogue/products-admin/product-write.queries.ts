import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { products } from '../../../db/schema/index';

/**
 * Whether another product (deleted ones too) has `code`. Takes a transaction-long advisory lock
 * on the code first, so two saves of the same new code cannot both find it free.
 */
export async function codeTaken(tx: Tx, code: string, exceptId?: number): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`product-code:${code}`}))`);
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.code, code), exceptId === undefined ? undefined : ne(products.id, exceptId)),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether a product has `key` (deleted ones too). */
export async function keyTaken(tx: Tx, key: string): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.key, key))
    .limit(1);
  return rows.length > 0;
}

/** Inserts a product row at version 1 and answers it. */
export async function insertProduct(tx: Tx, values: typeof products.$inferInsert) {
  const [row] = await tx
    .insert(products)
    .values({ ...values, version: 1 })
    .returning();
  if (!row) throw new Error('product not inserted');
  return row;
}
