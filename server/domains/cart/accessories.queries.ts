import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cartAccessories, productRelations } from '../../db/schema/index';

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
