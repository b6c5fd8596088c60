import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { cartAccessories, cartPackings } from '../../../db/schema/index';

/** A packing row as stored. */
export type PackingRow = typeof cartPackings.$inferSelect;

/** The accessory `variantId` on line `lineId`, if attached. */
export async function findAccessory(tx: Tx, lineId: number, variantId: number) {
  const [row] = await tx
    .select()
    .from(cartAccessories)
    .where(and(eq(cartAccessories.lineId, lineId), eq(cartAccessories.variantId, variantId)))
    .limit(1);
  return row;
}

/** Attaches an accessory to a cart line. */
export async function insertAccessory(tx: Tx, values: typeof cartAccessories.$inferInsert) {
  await tx.insert(cartAccessories).values(values);
}

/** Sets the quantity of an attached accessory. */
export async function setAccessoryQuantity(tx: Tx, id: number, quantity: number) {
  await tx
    .update(cartAccessories)
    .set({ quantity, updatedAt: new Date() })
    .where(eq(cartAccessories.id, id));
}

/** Removes an attached accessory. */
export async function deleteAccessoryRow(tx: Tx, id: number) {
  await tx.delete(cartAccessories).where(eq(cartAccessories.id, id));
}

/** The packing of one shipment of a cart, if it has one. */
export async function findPackingOf(
  db: Db | Tx,
  cartId: number,
  shippingKey: string,
): Promise<PackingRow | undefined> {
  const [row] = await db
    .select()
    .from(cartPackings)
    .where(and(eq(cartPackings.cartId, cartId), eq(cartPackings.shippingKey, shippingKey)))
    .limit(1);
  return row;
}

/** Adds a packing to one shipment of a cart. */
export async function insertPacking(tx: Tx, values: typeof cartPackings.$inferInsert) {
  await tx.insert(cartPackings).values(values);
}

/** Changes the packing `key` of a cart; false when the cart has no such packing. */
export async function updatePacking(
  tx: Tx,
  cartId: number,
  key: string,
  values: Pick<typeof cartPackings.$inferInsert, 'wrapping' | 'noshi' | 'noshiName'>,
): Promise<boolean> {
  const changed = await tx
    .update(cartPackings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(cartPackings.cartId, cartId), eq(cartPackings.key, key)))
    .returning({ id: cartPackings.id });
  return changed.length > 0;
}
