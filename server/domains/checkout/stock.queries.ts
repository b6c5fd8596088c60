import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { lockProductsOfVariants } from '../../db/product-lock';
import { productVariants } from '../../db/schema/index';
import type { StockRequest } from '../cart/index';

/**
 * Takes stock for every request inside the caller's transaction, or names the first that lacks it.
 * Each conditional UPDATE locks its row (PostgreSQL) so racing buyers queue on it and re-check
 * `stock >= q`; variants go in id order so two orders never wait on each other in a cycle, after
 * their products (`lockProductsOfVariants`), so an editor's save never waits on them in one either.
 */
export async function reserveStock(
  tx: Tx,
  requests: StockRequest[],
): Promise<{ ok: true } | { ok: false; name: string }> {
  const sorted = [...requests].sort((a, b) => a.variantId - b.variantId);
  await lockProductsOfVariants(
    tx,
    sorted.map((r) => r.variantId),
  );
  for (const r of sorted) {
    const taken = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${r.quantity}`, updatedAt: new Date() })
      .where(and(eq(productVariants.id, r.variantId), gte(productVariants.stock, r.quantity)))
      .returning({ id: productVariants.id });
    if (taken.length === 0) return { ok: false, name: r.name };
  }
  return { ok: true };
}
