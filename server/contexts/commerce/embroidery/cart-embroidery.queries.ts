import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { cartEmbroideries, embroideryProducts } from '../../../db/schema/index';
import { accessoryVariants, lineProducts } from '../../catalogue/api';

/**
 * The embroidery service variant a product takes as its accessory on a channel (the first one
 * shown and in stock), or undefined when the product takes no name embroidery here.
 */
export async function embroideryServiceFor(tx: Tx, productId: number, channelId: string) {
  const offers = await accessoryVariants(tx, productId, channelId);
  if (offers.length === 0) return undefined;
  const services = await tx
    .select({ id: embroideryProducts.productId })
    .from(embroideryProducts)
    .where(
      inArray(
        embroideryProducts.productId,
        offers.map((offer) => offer.productId),
      ),
    );
  const isService = new Set(services.map((row) => row.id));
  return offers.find((offer) => isService.has(offer.productId));
}

/** Sets the name embroidered on a cart line (one per line). */
export async function upsertCartEmbroidery(
  tx: Tx,
  values: { cartId: number; lineId: number; script: string; name: string; color: string },
) {
  await tx
    .insert(cartEmbroideries)
    .values(values)
    .onConflictDoUpdate({
      target: cartEmbroideries.lineId,
      set: { script: values.script, name: values.name, color: values.color, updatedAt: new Date() },
    });
}

/** Takes the name off a cart line; false when it had none. */
export async function deleteCartEmbroidery(tx: Tx, lineId: number): Promise<boolean> {
  const rows = await tx
    .delete(cartEmbroideries)
    .where(eq(cartEmbroideries.lineId, lineId))
    .returning({ id: cartEmbroideries.id });
  return rows.length > 0;
}

/** Keys of the products that are a name-embroidery service (the cart offers a saved name for them). */
export async function embroideryServiceKeys(db: Db): Promise<string[]> {
  const rows = await db.select({ id: embroideryProducts.productId }).from(embroideryProducts);
  const found = await lineProducts(
    db,
    rows.map((row) => row.id),
  );
  return found.map((product) => product.key).sort();
}
