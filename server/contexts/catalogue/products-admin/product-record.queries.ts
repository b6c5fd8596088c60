import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  brands,
  categories,
  channels,
  makers,
  productChannels,
  productImages,
  productRelations,
  products,
  productTags,
  productVariants,
  productVersions,
  tags,
} from '../../../db/schema/index';
import type { ProductParts } from './product-record.model';

/** The product `key`, locked for the rest of the transaction when `lock` (a save, a stock edit). */
export async function productByKey(db: Db | Tx, key: string, lock = false) {
  const query = db.select().from(products).where(eq(products.key, key)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Everything the back office shows of a product, read in a handful of statements. */
export async function productParts(
  db: Db | Tx,
  row: typeof products.$inferSelect,
): Promise<ProductParts> {
  const id = row.id;
  const [category] = row.categoryId
    ? await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.id, row.categoryId))
    : [];
  const [brand] = row.brandId
    ? await db
        .select({ id: brands.id, name: brands.name })
        .from(brands)
        .where(eq(brands.id, row.brandId))
    : [];
  const [maker] = row.makerId
    ? await db
        .select({ id: makers.id, name: makers.name })
        .from(makers)
        .where(eq(makers.id, row.makerId))
    : [];
  const tagRows = await db
    .select({ name: tags.name })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(eq(productTags.productId, id))
    .orderBy(asc(tags.name));
  const channelRows = await db
    .select({ id: productChannels.channelId })
    .from(productChannels)
    .where(eq(productChannels.productId, id))
    .orderBy(asc(productChannels.channelId));
  const variants = await db
    .select({
      id: productVariants.id,
      code: productVariants.code,
      name: productVariants.name,
      colour: productVariants.colour,
      size: productVariants.size,
      stock: productVariants.stock,
      is_hidden: productVariants.isHidden,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(asc(productVariants.sort), asc(productVariants.id));
  const images = await db
    .select({ url: productImages.path, alt: productImages.alt, position: productImages.position })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position));
  const relations = await db
    .select({ kind: productRelations.kind, key: products.key })
    .from(productRelations)
    .innerJoin(products, eq(products.id, productRelations.targetId))
    .where(eq(productRelations.productId, id))
    .orderBy(asc(productRelations.sort));
  return {
    row,
    category: category ?? null,
    brand: brand ?? null,
    maker: maker ?? null,
    tags: tagRows.map((t) => t.name),
    channels: channelRows.map((c) => c.id),
    variants,
    images,
    relations,
  };
}

/** Replaces the channels that sell a product. */
export async function setProductChannels(tx: Tx, productId: number, ids: string[]): Promise<void> {
  await tx.delete(productChannels).where(eq(productChannels.productId, productId));
  if (ids.length)
    await tx.insert(productChannels).values(ids.map((channelId) => ({ productId, channelId })));
}

/** How many of `ids` exist in a reference table (categories, brands, makers, channels). */
export async function existingIds(tx: Tx, kind: 'category' | 'brand' | 'maker', id: number) {
  const table = { category: categories, brand: brands, maker: makers }[kind];
  const rows = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length > 0;
}

/** The channel ids among `ids` that exist. */
export async function knownChannels(tx: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select({ id: channels.id }).from(channels).where(inArray(channels.id, ids));
  return rows.map((r) => r.id);
}

/** Writes a product's own columns, moving its version on by one. */
export async function writeProduct(
  tx: Tx,
  id: number,
  values: Partial<typeof products.$inferInsert>,
  version: number,
) {
  const [row] = await tx
    .update(products)
    .set({ ...values, version, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

/** Stores a saved version (ignored when that version is already kept). */
export async function keepVersion(
  tx: Tx,
  values: typeof productVersions.$inferInsert,
): Promise<void> {
  await tx.insert(productVersions).values(values).onConflictDoNothing();
}

/** A product's kept version `n`, if kept. */
export async function keptVersion(db: Db | Tx, productId: number, version: number) {
  const [row] = await db
    .select()
    .from(productVersions)
    .where(and(eq(productVersions.productId, productId), eq(productVersions.version, version)));
  return row;
}

/** A product's kept versions, newest first. */
export function keptVersions(db: Db, productId: number) {
  return db
    .select({
      version: productVersions.version,
      savedAt: productVersions.savedAt,
      savedBy: productVersions.savedBy,
      savedByEmail: productVersions.savedByEmail,
    })
    .from(productVersions)
    .where(eq(productVersions.productId, productId))
    .orderBy(desc(productVersions.version));
}

/** The reference lists of the edit screen: id and name, in the shop's order. */
export async function referenceList(db: Db, list: 'categories' | 'brands' | 'makers' | 'channels') {
  if (list === 'channels') {
    return db
      .select({ id: channels.id, name: channels.name })
      .from(channels)
      .orderBy(asc(channels.id));
  }
  const table = { categories, brands, makers }[list];
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .orderBy(asc(table.sort), asc(table.id));
}
