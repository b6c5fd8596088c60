import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  cartAccessories,
  cartLines,
  productRelations,
  products,
  productVariants,
} from '../../db/schema/index';

/** An accessory of a cart as priced: never more than its line's current quantity. */
export type AccessoryRow = Awaited<ReturnType<typeof loadAccessories>>[number];

/** Accessories of a cart with their product's name, price and tax rate, in the order added. */
export function loadAccessories(db: Db | Tx, cartId: number) {
  return db
    .select({
      id: cartAccessories.id,
      lineId: cartAccessories.lineId,
      variantId: cartAccessories.variantId,
      // A line lowered after the accessory was added caps it (the line quantity wins).
      quantity: sql<number>`least(${cartAccessories.quantity}, ${cartLines.quantity})`.mapWith(
        Number,
      ),
      productId: products.id,
      productKey: products.key,
      productName: products.name,
      price: products.price,
      taxRate: products.taxRate,
    })
    .from(cartAccessories)
    .innerJoin(cartLines, eq(cartLines.id, cartAccessories.lineId))
    .innerJoin(productVariants, eq(productVariants.id, cartAccessories.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(cartAccessories.cartId, cartId))
    .orderBy(asc(cartAccessories.id));
}

/** Whether `accessoryProductId` is listed as an accessory of `productId`. */
export async function isAccessoryOf(
  tx: Tx,
  productId: number,
  accessoryProductId: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: productRelations.targetId })
    .from(productRelations)
    .where(
      and(
        eq(productRelations.productId, productId),
        eq(productRelations.targetId, accessoryProductId),
        eq(productRelations.kind, 'accessory'),
      ),
    )
    .limit(1);
  return !!row;
}

/** The accessory `variantId` on line `lineId`, if attached. */
export async function findAccessory(tx: Tx, lineId: number, variantId: number) {
  const [row] = await tx
    .select()
    .from(cartAccessories)
    .where(and(eq(cartAccessories.lineId, lineId), eq(cartAccessories.variantId, variantId)))
    .limit(1);
  return row;
}
