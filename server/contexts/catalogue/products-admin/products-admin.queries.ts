import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { productChannels, products } from '../../../db/schema/index';
import type { ProductRow } from '../catalog/index';
import type { ProductChanges } from './products-admin.model';

/** Whether `channelId` sells the product (shown or hidden), as a condition on `products`. */
const soldIn = (tx: Tx, channelId: string) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(productChannels)
      .where(
        and(eq(productChannels.productId, products.id), eq(productChannels.channelId, channelId)),
      ),
  );

/** The product `key` that `channelId` sells, locked for the change (its fields before it). */
export async function lockSoldProduct(
  tx: Tx,
  channelId: string,
  key: string,
): Promise<ProductRow | undefined> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.key, key), soldIn(tx, channelId)))
    .for('update', { of: products });
  return row;
}

/**
 * Writes an editor's changes to the product `key` if `channelId` sells it, shown or hidden (so a
 * hidden product can be shown again); undefined when that channel sells no such product.
 */
export async function updateSoldProduct(
  tx: Tx,
  channelId: string,
  key: string,
  changes: ProductChanges,
): Promise<ProductRow | undefined> {
  const [row] = await tx
    .update(products)
    .set({ ...changes, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(products.key, key), soldIn(tx, channelId)))
    .returning();
  return row;
}

/** The ids of the channels that sell a product. */
export async function sellingChannelIds(tx: Tx, productId: number): Promise<string[]> {
  const rows = await tx
    .select({ id: productChannels.channelId })
    .from(productChannels)
    .where(eq(productChannels.productId, productId))
    .orderBy(asc(productChannels.channelId));
  return rows.map((r) => r.id);
}
