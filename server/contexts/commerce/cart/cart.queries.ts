import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  type CartCheckoutState,
  cartLines,
  cartPackings,
  carts,
  catalogueChannelProducts,
  catalogueVariants,
} from '../../../db/schema/index';
import type { CartRow } from './cart.model';

/** A cart by token (any channel), optionally locked for update inside a transaction. */
export async function findCart(
  db: Db | Tx,
  token: string,
  lock = false,
): Promise<CartRow | undefined> {
  const query = db.select().from(carts).where(eq(carts.token, token)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A cart by id, locked for update in the caller's transaction (decisions on one cart queue here). */
export async function lockCartById(tx: Tx, id: number): Promise<CartRow | undefined> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, id)).limit(1).for('update');
  return row;
}

/** Creates an empty cart. */
export async function insertCart(db: Db | Tx, values: typeof carts.$inferInsert): Promise<CartRow> {
  const [row] = await db.insert(carts).values(values).returning();
  if (!row) throw new Error('cart insert returned nothing');
  return row;
}

/** Moves a cart's expiry forward and stamps it as changed. */
export async function touchCart(
  db: Db | Tx,
  id: number,
  expiresAt: Date,
  userId?: number | null,
): Promise<void> {
  const owner = userId === undefined ? {} : { userId };
  await db
    .update(carts)
    .set({ expiresAt, updatedAt: new Date(), ...owner })
    .where(eq(carts.id, id));
}

/**
 * A variant's stock, its product's id and whether the product is shown, and whether the channel
 * sells that product (from the catalogue's published views).
 */
export async function findVariantForChannel(db: Db | Tx, variantId: number, channelId: string) {
  const v = catalogueVariants;
  const soldHere = sql<boolean>`exists (select 1 from ${catalogueChannelProducts} pc where pc.product_id = ${v}.product_id and pc.channel_id = ${channelId})`;
  const [row] = await db
    .select({ id: v.variantId, stock: v.stock, productId: v.productId, isShow: v.isShow, soldHere })
    .from(v)
    .where(eq(v.variantId, variantId))
    .limit(1);
  return (
    row && {
      variant: { id: row.id, stock: row.stock },
      product: { id: row.productId, isShow: row.isShow },
      soldHere: row.soldHere,
    }
  );
}

/** The line holding a variant in a cart, if any. */
export async function findLineByVariant(tx: Db | Tx, cartId: number, variantId: number) {
  const [row] = await tx
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)))
    .limit(1);
  return row;
}

/** The line of a cart with this key, if any. */
export async function findLineByKey(tx: Tx, cartId: number, key: string) {
  const [row] = await tx
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.key, key)))
    .limit(1);
  return row;
}

/** Adds a new line. */
export async function insertLine(tx: Tx, values: typeof cartLines.$inferInsert): Promise<void> {
  await tx.insert(cartLines).values(values);
}

/** Sets the quantity of one line. */
export async function setLineQuantity(tx: Tx, lineId: number, quantity: number): Promise<void> {
  await tx
    .update(cartLines)
    .set({ quantity, updatedAt: new Date() })
    .where(eq(cartLines.id, lineId));
}

/** Deletes lines of a cart by key or by variant ids; returns how many went. */
export async function deleteLines(
  tx: Tx,
  cartId: number,
  by: { key?: string; variantIds?: number[] },
): Promise<number> {
  const match =
    by.key !== undefined
      ? eq(cartLines.key, by.key)
      : inArray(cartLines.variantId, by.variantIds?.length ? by.variantIds : [-1]);
  const deleted = await tx
    .delete(cartLines)
    .where(and(eq(cartLines.cartId, cartId), match))
    .returning({ id: cartLines.id });
  return deleted.length;
}

/** Deletes every line (their accessories go with them) and packing of a cart. */
export async function deleteAllOfCart(tx: Tx, cartId: number): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
  await tx.delete(cartPackings).where(eq(cartPackings.cartId, cartId));
}

/** Saves changed columns of a cart and stamps it as changed; answers the saved row. */
export async function saveCart(
  tx: Tx,
  id: number,
  values: Partial<typeof carts.$inferInsert>,
): Promise<CartRow | undefined> {
  const [saved] = await tx
    .update(carts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(carts.id, id))
    .returning();
  return saved;
}

/** Replaces a cart's checkout state (its updated time kept). */
export async function setCheckout(tx: Tx, id: number, checkout: CartCheckoutState): Promise<void> {
  await tx.update(carts).set({ checkout }).where(eq(carts.id, id));
}
