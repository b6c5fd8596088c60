import { and, asc, eq, inArray, like, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  productChannels,
  productImageFiles,
  productImages,
  productRelations,
  products,
} from '../../../db/schema/index';
import type { Rendition } from './image-renditions';

/** The product `key` (id, key, size table), locked for the rest of the transaction when `lock`. */
export async function productRowByKey(db: Db | Tx, key: string, lock = false) {
  const query = db
    .select({ id: products.id, key: products.key, sizeTable: products.sizeTable })
    .from(products)
    .where(eq(products.key, key))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The channels selling a product (their sites rebuild after a change). */
export async function channelsOf(db: Db | Tx, productId: number): Promise<string[]> {
  const rows = await db
    .select({ id: productChannels.channelId })
    .from(productChannels)
    .where(eq(productChannels.productId, productId));
  return rows.map((r) => r.id);
}

/** A product's pictures in display order. */
export function imagesOf(db: Db | Tx, productId: number) {
  return db
    .select({
      id: productImages.id,
      path: productImages.path,
      alt: productImages.alt,
      position: productImages.position,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

/** Stores renditions; one already stored (the same upload again) is kept as it is. */
export async function insertRenditions(tx: Tx, renditions: Rendition[]): Promise<void> {
  await tx.insert(productImageFiles).values(renditions).onConflictDoNothing();
}

/** Adds a picture after the product's last one. */
export async function appendImage(tx: Tx, productId: number, path: string, alt: string) {
  const [last] = await tx
    .select({ position: max(productImages.position) })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  await tx
    .insert(productImages)
    .values({ productId, path, alt, position: (last?.position ?? 0) + 1 });
}

/** Sets a picture's alt text; answers whether the product has that picture. */
export async function setImageAlt(tx: Tx, productId: number, id: number, alt: string) {
  const rows = await tx
    .update(productImages)
    .set({ alt })
    .where(and(eq(productImages.productId, productId), eq(productImages.id, id)))
    .returning({ id: productImages.id });
  return rows.length > 0;
}

/** Removes one of the product's pictures; answers its path when it was there. */
export async function deleteImage(tx: Tx, productId: number, id: number) {
  const [row] = await tx
    .delete(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.id, id)))
    .returning({ path: productImages.path });
  return row?.path;
}

/** Numbers the pictures 1, 2, 3… in the order of `ids` (through negatives: positions are unique). */
export async function renumberImages(tx: Tx, productId: number, ids: number[]): Promise<void> {
  await tx
    .update(productImages)
    .set({ position: sql`-${productImages.position}` })
    .where(eq(productImages.productId, productId));
  for (const [index, id] of ids.entries()) {
    await tx
      .update(productImages)
      .set({ position: index + 1 })
      .where(and(eq(productImages.productId, productId), eq(productImages.id, id)));
  }
}

/** Removes an upload's renditions once no product's picture names them. */
export async function deleteUnusedRenditions(tx: Tx, source: string): Promise<void> {
  const [used] = await tx
    .select({ id: productImages.id })
    .from(productImages)
    .where(like(productImages.path, `/media/images/${source}-%`))
    .limit(1);
  if (!used) await tx.delete(productImageFiles).where(eq(productImageFiles.source, source));
}

/** Sets (or with null removes) a product's size table. */
export async function writeSizeTable(tx: Tx, productId: number, table: string[][] | null) {
  await tx
    .update(products)
    .set({ sizeTable: table, updatedAt: new Date() })
    .where(eq(products.id, productId));
}

/** A product's links of every kind, in order, with the linked product's key, name and first picture. */
export function relationsOf(db: Db | Tx, productId: number) {
  return db
    .select({
      kind: productRelations.kind,
      key: products.key,
      name: products.name,
      imageUrl: sql<string | null>`(select ${productImages.path} from ${productImages}
        where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
    })
    .from(productRelations)
    .innerJoin(products, eq(products.id, productRelations.targetId))
    .where(eq(productRelations.productId, productId))
    .orderBy(asc(productRelations.kind), asc(productRelations.sort));
}

/** The ids of the products among `keys`, by key. */
export async function productIdsByKey(tx: Tx, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, key: products.key })
    .from(products)
    .where(inArray(products.key, keys));
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** Replaces a product's links of one kind by `targetIds`, in that order. */
export async function replaceRelations(
  tx: Tx,
  productId: number,
  kind: 'related' | 'recommended' | 'accessory',
  targetIds: number[],
): Promise<void> {
  await tx
    .delete(productRelations)
    .where(and(eq(productRelations.productId, productId), eq(productRelations.kind, kind)));
  if (targetIds.length === 0) return;
  await tx
    .insert(productRelations)
    .values(targetIds.map((targetId, sort) => ({ productId, targetId, kind, sort })));
}
