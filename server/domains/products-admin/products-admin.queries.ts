import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productChannels, products } from '../../db/schema/index';
import type { ProductRow } from '../catalog/index';
import type { ProductChanges } from './products-admin.model';

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
  const sold = tx
    .select({ one: sql`1` })
    .from(productChannels)
    .where(
      and(eq(productChannels.productId, products.id), eq(productChannels.channelId, channelId)),
    );
  const [row] = await tx
    .update(products)
    .set({ ...changes, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(products.key, key), exists(sold)))
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
