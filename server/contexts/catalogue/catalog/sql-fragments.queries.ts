import { and, eq, exists, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { ProductListQuery } from '../../../../contract/catalog/catalog.schema';
import { searchTerms } from '../../../../contract/search/normalise';
import type { Db } from '../../../db/client';
import {
  brands,
  categories,
  makers,
  productChannels,
  products,
  productTags,
  tags,
} from '../../../db/schema/index';
import {
  type KeywordTerms,
  keywordConditions,
  keywordValues,
  type MatchScan,
  relevanceSql,
  termShape,
} from './search.queries';

/**
 * A list query, with its keyword's terms and their synonyms once read (`keywordTerms`); without
 * them a keyword's terms are searched for alone. `scan`: how its keyword's matches are read
 * (capped unless said; see `scanFor` in product-list.queries.ts).
 */
export type ListQuery = ProductListQuery & { terms?: KeywordTerms; scan?: MatchScan };

/** The keyword's terms (each with its synonyms) of a list query. */
export function queryTerms(query: ListQuery): KeywordTerms {
  return query.terms ?? searchTerms(query.keyword ?? '').map((term) => [term]);
}

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

/**
 * Products the shop shows at all: flagged visible, not deleted, and inside their publish window
 * (公開開始日時/公開終了日時, compared with the time of the read or the site build).
 */
export const shownNow = sql`(${products.isShow} and ${products.deletedAt} is null
  and (${products.publishFrom} is null or ${products.publishFrom} <= now())
  and (${products.publishTo} is null or ${products.publishTo} > now()))`;

/** Products a channel shows: shown now and sold on that channel. */
export function visibleIn(db: Db, channelId: string): SQL {
  const sold = db
    .select({ one: sql`1` })
    .from(productChannels)
    .where(
      and(eq(productChannels.productId, products.id), eq(productChannels.channelId, channelId)),
    );
  return and(shownNow, exists(sold)) as SQL;
}

const ph = sql.placeholder;

/**
 * The product list's filters as SQL with placeholders (values from `listValues`), with the
 * keyword's condition read as `scan` says (see keywordConditions).
 */
export function listFilters(query: ListQuery, scan: MatchScan = query.scan ?? 'capped'): SQL[] {
  const where: SQL[] = [
    shownNow,
    sql`exists (select 1 from ${productChannels} where ${productChannels.productId} = ${products.id}
      and ${productChannels.channelId} = ${ph('channel')})`,
  ];
  if (query.category) {
    // The category, and with child=true its descendants; an unknown key matches nothing.
    where.push(sql`${products.categoryId} in (with recursive tree(id) as (
      select ${categories.id} from ${categories}
      where ${categories.table} = 'products' and ${categories.key} = ${ph('category')}
      union all
      select c.id from ${categories} c join tree on c.parent_id = tree.id where ${ph('child')}::boolean
    ) select id from tree)`);
  }
  if (query.maker) {
    const maker = sql`select ${makers.id} from ${makers} where ${makers.key} = ${ph('maker')}`;
    where.push(sql`${products.makerId} in (${maker})`);
  }
  if (query.brand) {
    const brand = sql`select ${brands.id} from ${brands} where ${brands.key} = ${ph('brand')}`;
    where.push(sql`${products.brandId} in (${brand})`);
  }
  if (query.tag) {
    where.push(sql`exists (select 1 from ${productTags} join ${tags} on ${tags.id} = ${productTags.tagId}
      where ${productTags.productId} = ${products.id} and ${tags.name} = ${ph('tag')})`);
  }
  if (query.price_min !== undefined) where.push(gte(priceWithTaxSql, ph('priceMin')));
  if (query.price_max !== undefined) where.push(lte(priceWithTaxSql, ph('priceMax')));
  return keywordConditions(termShape(queryTerms(query)), ph, where, scan);
}

/** Values of `listFilters`' placeholders, and the page's limit and offset. */
export function listValues(channelId: string, query: ListQuery): Record<string, unknown> {
  const values: Record<string, unknown> = {
    channel: channelId,
    category: query.category,
    child: query.child === 'true',
    maker: query.maker,
    brand: query.brand,
    tag: query.tag,
    priceMin: query.price_min,
    priceMax: query.price_max,
    limit: query.per,
    offset: (query.page - 1) * query.per,
  };
  return { ...values, ...keywordValues(queryTerms(query)) };
}

/**
 * What tells one list query's SQL from another's (the filters given, the keyword's words per term
 * and the sort), so each shape is prepared once and PostgreSQL parses and plans it once per connection.
 */
export function listShape(query: ListQuery): string {
  const given = (['category', 'maker', 'brand', 'tag', 'price_min', 'price_max'] as const)
    .filter((k) => query[k] !== undefined)
    .map((k) => k.replace('_', ''));
  const shape = termShape(queryTerms(query));
  const keyword = shape.length
    ? [`kw${shape.join('x')}`, ...(query.scan === 'every' ? ['every'] : [])]
    : [];
  return [listSort(query), ...given, ...keyword].join('_');
}

/** The sort a list query uses: the one asked for, else relevance with a keyword, else newest. */
export function listSort(query: ListQuery): ListSort {
  const sort = query.sort ?? 'relevance';
  return sort === 'relevance' && queryTerms(query).length === 0 ? 'new' : sort;
}

type ListSort = NonNullable<ProductListQuery['sort']>;

/** ORDER BY of a list query's sort; ids break ties so pages never overlap. */
export function listOrder(query: ListQuery): SQL[] {
  switch (listSort(query)) {
    case 'relevance':
      return [
        sql`${relevanceSql(termShape(queryTerms(query)), ph)} asc`,
        sql`${products.popularity} desc`,
        sql`${products.id} asc`,
      ];
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
