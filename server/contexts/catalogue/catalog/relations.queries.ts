import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  productChannels,
  productRelations,
  products,
  productTags,
  productVariants,
  tags,
} from '../../../db/schema/index';
import type { ProductRow } from './catalog.queries';
import { visibleIn } from './sql-fragments.queries';

/** Kinds of linked products a product page shows. */
export type RelationKind = 'related' | 'recommended' | 'accessory';

/** Most linked products a section shows. */
export const RELATION_LIMIT = 12;

/** Visible products linked to `product` by `kind`, in their set order. */
export async function relatedRows(
  db: Db,
  channelId: string,
  product: ProductRow,
  kind: RelationKind,
): Promise<ProductRow[]> {
  const rows = await db
    .select({ product: products })
    .from(productRelations)
    .innerJoin(products, eq(products.id, productRelations.targetId))
    .where(
      and(
        eq(productRelations.productId, product.id),
        eq(productRelations.kind, kind),
        visibleIn(db, channelId),
      ),
    )
    .orderBy(asc(productRelations.sort), asc(products.id))
    .limit(RELATION_LIMIT);
  return rows.map((r) => r.product);
}

/** Recommendations: the set ones, else the most popular others of the same category. */
export async function recommendedRows(db: Db, channelId: string, product: ProductRow) {
  const set = await relatedRows(db, channelId, product, 'recommended');
  if (set.length > 0 || product.categoryId === null) return set;
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.categoryId, product.categoryId),
        ne(products.id, product.id),
        visibleIn(db, channelId),
      ),
    )
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(6);
}

/** Tags carried by visible products of a channel, with how many products carry each. */
export async function listTags(db: Db, channelId: string) {
  const rows = await db
    .select({ id: tags.id, name: tags.name, product_count: count(productTags.productId) })
    .from(tags)
    .innerJoin(productTags, eq(productTags.tagId, tags.id))
    .innerJoin(products, eq(products.id, productTags.productId))
    .where(visibleIn(db, channelId))
    .groupBy(tags.id, tags.name)
    .orderBy(desc(sql`count(${productTags.productId})`), asc(tags.name));
  return rows.map((r) => ({ ...r, product_count: Number(r.product_count) }));
}

/** Whether `accessoryId` is set as an accessory of `productId` (shown or not). */
export async function isAccessoryOf(
  db: Db | Tx,
  productId: number,
  accessoryId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: productRelations.targetId })
    .from(productRelations)
    .where(
      and(
        eq(productRelations.productId, productId),
        eq(productRelations.targetId, accessoryId),
        eq(productRelations.kind, 'accessory'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The variants in stock of the accessories set for `productId` that are shown and sold on
 * `channelId`, in the set order (a product's variants in their own order).
 */
export function accessoryVariants(db: Db | Tx, productId: number, channelId: string) {
  return db
    .select({ variantId: productVariants.id, productId: products.id, stock: productVariants.stock })
    .from(productRelations)
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
    .orderBy(asc(productRelations.sort), asc(productVariants.sort), asc(productVariants.id));
}
