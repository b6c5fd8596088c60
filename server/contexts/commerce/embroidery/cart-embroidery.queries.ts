import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  cartEmbroideries,
  embroideryProducts,
  productChannels,
  productRelations,
  products,
  productVariants,
} from '../../../db/schema/index';

/**
 * The embroidery service variant a product takes as its accessory on a channel (the first one
 * shown and in stock), or undefined when the product takes no name embroidery here.
 */
export async function embroideryServiceFor(tx: Tx, productId: number, channelId: string) {
  const [row] = await tx
    .select({ variantId: productVariants.id, productId: products.id, stock: productVariants.stock })
    .from(productRelations)
    .innerJoin(embroideryProducts, eq(embroideryProducts.productId, productRelations.targetId))
    .innerJoin(products, eq(products.id, productRelations.targetId))
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .innerJoin(
      productChannels,
      and(eq(productChannels.productId, products.id), eq(productChannels.channelId, channelId)),
    )
    .where(
      and(
        eq(productRelations.productId, productId),
        eq(productRelations.kind, 'accessory'),
        eq(products.isShow, true),
        sql`${productVariants.stock} > 0`,
      ),
    )
    .orderBy(asc(productRelations.sort), asc(productVariants.sort), asc(productVariants.id))
    .limit(1);
  return row;
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
  const rows = await db
    .select({ key: products.key })
    .from(embroideryProducts)
    .innerJoin(products, eq(products.id, embroideryProducts.productId))
    .orderBy(asc(products.key));
  return rows.map((r) => r.key);
}
