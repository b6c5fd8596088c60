import { asc, inArray } from 'drizzle-orm';
import type { Tx } from './client';
import { products, productVariants } from './schema/index';

/**
 * Key-share locks the products of these variants, in id order, before their stock moves. Moving
 * stock ends on the product row (the in-stock flag's trigger, an order line's foreign key), while
 * a product's writers (an editor's save, a scheduled change, a CSV import) lock that row before
 * its variants; taking the product first puts both in one order, so they queue instead of
 * deadlocking. Key share conflicts with neither another buyer's nor the flag's update.
 */
export async function lockProductsOfVariants(tx: Tx, variantIds: number[]): Promise<void> {
  if (variantIds.length === 0) return;
  const ofVariants = tx
    .select({ id: productVariants.productId })
    .from(productVariants)
    .where(inArray(productVariants.id, variantIds));
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ofVariants))
    .orderBy(asc(products.id))
    .for('key share');
}
