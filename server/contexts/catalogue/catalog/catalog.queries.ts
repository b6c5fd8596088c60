import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { namedIds } from '../../../db/named-ids';
import {
  brands,
  categories,
  makers,
  productImages,
  products,
  productTags,
  productVariants,
  tags,
} from '../../../db/schema/index';
import { visibleIn } from './sql-fragments.queries';

/** A product row as stored. */
export type ProductRow = typeof products.$inferSelect;
/** A category row as stored. */
export type CategoryRow = typeof categories.$inferSelect;

/** Everything a list of products needs besides the rows, loaded in a few batched queries. */
export type ProductDetails = {
  variants: (typeof productVariants.$inferSelect)[];
  images: (typeof productImages.$inferSelect)[];
  tags: { productId: number; name: string }[];
  makers: (typeof makers.$inferSelect)[];
  brands: (typeof brands.$inferSelect)[];
  categories: CategoryRow[];
};

/** All categories of one tree (`products` or `inquiries`), in display order. */
export function loadCategories(db: Db, table = 'products'): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.table, table))
    .orderBy(asc(categories.sort), asc(categories.id));
}

/** A visible product of a channel by key or by numeric id, or undefined. */
export async function findProduct(
  db: Db,
  channelId: string,
  ref: { key: string } | { id: number },
) {
  const named = 'key' in ref ? eq(products.key, ref.key) : eq(products.id, ref.id);
  const [row] = await db
    .select()
    .from(products)
    .where(and(named, visibleIn(db, channelId)))
    .limit(1);
  return row;
}

/** Loads variants, images, tags, makers, brands and categories of some products. */
export async function loadProductDetails(db: Db, rows: ProductRow[]): Promise<ProductDetails> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) {
    return { variants: [], images: [], tags: [], makers: [], brands: [], categories: [] };
  }
  const [variantRows, imageRows, tagRows, makerRows, brandRows, categoryRows] = await Promise.all([
    db
      .select()
      .from(productVariants)
      // Variants an editor removed after orders named them stay in the table for those orders.
      .where(and(inArray(productVariants.productId, ids), eq(productVariants.isHidden, false)))
      .orderBy(asc(productVariants.sort), asc(productVariants.id)),
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position)),
    db
      .select({ productId: productTags.productId, name: tags.name })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(inArray(productTags.productId, ids))
      .orderBy(asc(tags.name)),
    db
      .select()
      .from(makers)
      .where(inArray(makers.id, namedIds(rows.map((r) => r.makerId)).concat(-1))),
    db
      .select()
      .from(brands)
      .where(inArray(brands.id, namedIds(rows.map((r) => r.brandId)).concat(-1))),
    loadCategories(db),
  ]);
  return {
    variants: variantRows,
    images: imageRows,
    tags: tagRows,
    makers: makerRows,
    brands: brandRows,
    categories: categoryRows,
  };
}
