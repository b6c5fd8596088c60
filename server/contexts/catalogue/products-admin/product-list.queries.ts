import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import {
  type AdminProductListItem,
  type AdminProductListQuery,
  LOW_STOCK,
} from '../../../../contract/catalog/back-office-products.schema';
import { cappedCount, countLimit } from '../../../db/capped-count';
import type { Db } from '../../../db/client';
import {
  brands,
  categories,
  productChannels,
  productImages,
  products,
  productVariants,
} from '../../../db/schema/index';
import { labelMatchIds, priceWithTaxSql } from '../catalog/index';

/** A product's stock over the variants it sells (0 without any; hidden ones are not sold). */
const stockTotal = sql<number>`coalesce((select sum(${productVariants.stock}) from ${productVariants} where ${productVariants.productId} = ${products.id} and not ${productVariants.isHidden}), 0)::int`;

/** `%`, `_` and `\` typed by an editor are literal, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Products whose name or code holds the keyword (through the search index), or whose key starts
 * with it. The key is an ASCII slug: matched from its start, a keyword that could begin one reads
 * the key's pattern index, never every product (an infix LIKE would).
 */
function keywordMatch(keyword: string): SQL {
  const slug = keyword.trim().toLowerCase();
  const byKey = /^[a-z0-9-]+$/.test(slug)
    ? sql`select ${products.id} from ${products} where ${products.key} like ${`${escapeLike(slug)}%`}`
    : undefined;
  const ids = [labelMatchIds(keyword), byKey].filter((part): part is SQL => part !== undefined);
  if (ids.length === 0) return sql`false`;
  return sql`${products.id} in (${sql.join(ids, sql` union `)})`;
}

/** The list's filters as SQL (the CSV export selects the same products). */
export function productListFilters(query: AdminProductListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (query.keyword) parts.push(keywordMatch(query.keyword));
  if (query.category !== undefined) parts.push(eq(products.categoryId, query.category));
  if (query.brand !== undefined) parts.push(eq(products.brandId, query.brand));
  if (query.visibility === 'deleted') parts.push(isNotNull(products.deletedAt));
  else parts.push(isNull(products.deletedAt));
  if (query.visibility === 'shown' || query.visibility === 'hidden') {
    parts.push(eq(products.isShow, query.visibility === 'shown'));
  }
  // Out and in by the flag the database keeps from the variants (an anti join of every product
  // with its variants took 200 ms at 100,000 products; a correlated sum 340 ms at 10,000).
  if (query.stock === 'out') parts.push(eq(products.inStock, false));
  if (query.stock === 'low') parts.push(sql`${stockTotal} between 1 and ${LOW_STOCK}`);
  if (query.stock === 'in') parts.push(eq(products.inStock, true));
  if (query.channel) {
    parts.push(
      sql`exists (select 1 from ${productChannels} where ${productChannels.productId} = ${products.id} and ${productChannels.channelId} = ${query.channel})`,
    );
  }
  const present = parts.filter((part): part is SQL => part !== undefined);
  return present.length ? and(...present) : undefined;
}

function ordering(query: AdminProductListQuery): SQL[] {
  const by = {
    updated: products.updatedAt,
    name: products.name,
    price: products.price,
    stock: stockTotal,
  }[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  return [direction(by), direction(products.id)];
}

const isoOrNull = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/**
 * How many matching products the list counts exactly; beyond it the total reads "1,000 or more"
 * (`x-total-capped`), as the order list does: counting a common word exactly read every match
 * (シャツ, 15,245 of 100,000 products: 190 ms).
 */
export const PRODUCT_COUNT_CAP = 1000;

/**
 * One page of the back office's product list, searched, filtered and sorted in SQL, and how many
 * products match, counted up to PRODUCT_COUNT_CAP past the page (`capped` when more matched).
 * Hidden products are listed too (the editor shows them again).
 */
export async function adminProductPage(
  db: Db,
  query: AdminProductListQuery,
): Promise<{ rows: AdminProductListItem[]; total: number; capped: boolean }> {
  const where = productListFilters(query);
  const limit = countLimit(PRODUCT_COUNT_CAP, (query.page - 1) * query.per, query.per);
  const counted = await cappedCount(db, products, where, limit);
  const capped = counted === limit;
  // The page's ids first, from the filters and the order alone: PostgreSQL computes a row's
  // columns for every row it skips, so the stock, channels and picture subqueries below ran for
  // every product before a deep page (65 s at page 1,800 of 100,000 products).
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...ordering(query))
    .limit(query.per)
    .offset((query.page - 1) * query.per);
  const rows = await db
    .select({
      product_key: products.key,
      name: products.name,
      code: products.code,
      price: products.price,
      tax_rate: products.taxRate,
      price_with_tax: priceWithTaxSql,
      is_show_product: products.isShow,
      is_deleted: sql<boolean>`${products.deletedAt} is not null`,
      stock_total: stockTotal,
      category_name: categories.name,
      brand_name: brands.name,
      channels: sql<
        string[]
      >`coalesce((select array_agg(${productChannels.channelId} order by ${productChannels.channelId}) from ${productChannels} where ${productChannels.productId} = ${products.id}), '{}')`,
      updated_at: products.updatedAt,
      publish_from: products.publishFrom,
      publish_to: products.publishTo,
      image_url: sql<
        string | null
      >`(select ${productImages.path} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, pageIds))
    .orderBy(...ordering(query));
  return {
    rows: rows.map((row) => ({
      ...row,
      updated_at: new Date(row.updated_at).toISOString(),
      publish_from: isoOrNull(row.publish_from),
      publish_to: isoOrNull(row.publish_to),
    })),
    total: capped ? limit - 1 : counted,
    capped,
  };
}
