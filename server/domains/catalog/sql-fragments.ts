import { and, eq, exists, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ProductListQuery } from '../../../src/lib/catalog/catalog.schema';
import type { Db } from '../../db/client';
import {
  brands,
  makers,
  productChannels,
  products,
  productTags,
  tags,
} from '../../db/schema/index';

/** Tax-included price in SQL, matching `withTax` (integer division rounds down for prices >= 0). */
export const priceWithTaxSql = sql<number>`(${products.price} * (100 + ${products.taxRate}) / 100)`;

/** Escapes `%`, `_` and `\` so user text matches literally inside ILIKE. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Splits a keyword on half- and full-width spaces. */
export function keywordTerms(keyword: string): string[] {
  return keyword.split(/[\s\u3000]+/).filter((t) => t.length > 0);
}

/** Products a channel shows: flagged visible and sold on that channel. */
export function visibleIn(db: Db, channelId: string): SQL {
  const sold = db
    .select({ one: sql`1` })
    .from(productChannels)
    .where(
      and(eq(productChannels.productId, products.id), eq(productChannels.channelId, channelId)),
    );
  return and(eq(products.isShow, true), exists(sold)) as SQL;
}

/** Filters of the product list; `categoryIds` is already expanded to descendants when asked. */
export function listFilters(db: Db, query: ProductListQuery, categoryIds: number[] | null): SQL[] {
  const where: SQL[] = [];
  if (categoryIds)
    where.push(inArray(products.categoryId, categoryIds.length ? categoryIds : [-1]));
  if (query.maker) {
    const maker = db.select({ id: makers.id }).from(makers).where(eq(makers.key, query.maker));
    where.push(inArray(products.makerId, maker));
  }
  if (query.brand) {
    const brand = db.select({ id: brands.id }).from(brands).where(eq(brands.key, query.brand));
    where.push(inArray(products.brandId, brand));
  }
  if (query.tag) {
    const tagged = db
      .select({ one: sql`1` })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(and(eq(productTags.productId, products.id), eq(tags.name, query.tag)));
    where.push(exists(tagged));
  }
  for (const term of keywordTerms(query.keyword ?? '')) {
    const pattern = `%${escapeLike(term)}%`;
    where.push(or(ilike(products.name, pattern), ilike(products.summary, pattern)) as SQL);
  }
  if (query.price_min !== undefined) where.push(gte(priceWithTaxSql, query.price_min));
  if (query.price_max !== undefined) where.push(lte(priceWithTaxSql, query.price_max));
  return where;
}

/** ORDER BY of each sort; ids break ties so pages never overlap. */
export function listOrder(sort: ProductListQuery['sort']): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [sql`${priceWithTaxSql} asc`, sql`${products.id} asc`];
    case 'price_desc':
      return [sql`${priceWithTaxSql} desc`, sql`${products.id} desc`];
    case 'popular':
      return [sql`${products.popularity} desc`, sql`${products.id} asc`];
    default:
      return [sql`${products.publishedAt} desc`, sql`${products.id} desc`];
  }
}
