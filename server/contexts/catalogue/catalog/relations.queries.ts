import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { productRelations, products, productTags, tags } from '../../../db/schema/index';
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
