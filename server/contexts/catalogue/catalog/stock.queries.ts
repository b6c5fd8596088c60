import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { lockProductsOfVariants } from '../../../db/product-lock';
import { productVariants } from '../../../db/schema/index';

/** Stock one order line (or accessory) takes from a variant; `name` is what a shortage names. */
export type StockTake = { variantId: number; quantity: number; name: string };

/**
 * Takes stock for every request inside the caller's transaction, or names the first that lacks it,
 * and marks each variant `ordered` (so a later removal hides it instead of deleting it).
 * Each conditional UPDATE locks its row (PostgreSQL) so racing buyers queue on it and re-check
 * `stock >= q`; variants go in id order so two orders never wait on each other in a cycle, after
 * their products (`lockProductsOfVariants`), so an editor's save never waits on them in one either.
 */
export async function reserveStock(
  tx: Tx,
  requests: StockTake[],
): Promise<{ ok: true } | { ok: false; name: string }> {
  const sorted = [...requests].sort((a, b) => a.variantId - b.variantId);
  await lockProductsOfVariants(
    tx,
    sorted.map((r) => r.variantId),
  );
  for (const r of sorted) {
    const taken = await tx
      .update(productVariants)
      .set({
        stock: sql`${productVariants.stock} - ${r.quantity}`,
        ordered: true,
        updatedAt: new Date(),
      })
      .where(and(eq(productVariants.id, r.variantId), gte(productVariants.stock, r.quantity)))
      .returning({ id: productVariants.id });
    if (taken.length === 0) return { ok: false, name: r.name };
  }
  return { ok: true };
}

/**
 * Adds quantities back to variants' stock, in the order given (a cancelled order's lines in id
 * order), after key-share locking their products as an order's decision does.
 */
export async function returnVariantStock(
  tx: Tx,
  rows: { variantId: number; quantity: number }[],
): Promise<void> {
  await lockProductsOfVariants(
    tx,
    rows.map((r) => r.variantId),
  );
  for (const r of rows) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${r.quantity}`, updatedAt: new Date() })
      .where(eq(productVariants.id, r.variantId));
  }
}
