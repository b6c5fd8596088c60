import { and, asc, count, eq, gt, type Placeholder, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { ProductListQuery } from '../../../../contract/catalog/catalog.schema';
import type { Db } from '../../../db/client';
import {
  brands,
  categories,
  productImages,
  products,
  productVariants,
} from '../../../db/schema/index';
import type { ProductRow } from './catalog.queries';
import {
  afterBookmark,
  forgetListBookmarks,
  LIST_BOOKMARK_EVERY,
  listBookmarks,
  seekable,
} from './list-bookmarks.queries';
import type { ListItemRow } from './product-list.model';
import { forgetSynonyms, keywordTerms, SEARCH_RESULT_CAP } from './search.queries';
import {
  type ListQuery,
  listFilters,
  listOrder,
  listShape,
  listSort,
  listValues,
  queryTerms,
  visibleIn,
} from './sql-fragments.queries';

/**
 * How long a list's total (`x-total`, `x-last-page`) is reused for the same channel and filters.
 * Counting every matching product costs far more than reading one page, and the total only moves
 * when products are added, hidden or re-priced; the page's rows themselves are always read fresh.
 */
export const LIST_TOTAL_TTL_MS = 10_000;

type Prepared<Row> = { execute(values: Record<string, unknown>): Promise<Row[]> };
type Kind = 'count' | 'items' | 'rows';
const prepared = new WeakMap<Db, Map<string, Prepared<unknown>>>();

/**
 * The prepared statement of one kind and shape of list query on `db`, made on first use; `seek`:
 * the page starts after a bookmark (see pageValues).
 */
function statement<Row>(db: Db, kind: Kind, query: ListQuery, seek = false): Prepared<Row> {
  let byName = prepared.get(db);
  if (!byName) {
    byName = new Map();
    prepared.set(db, byName);
  }
  const name = `product_list_${kind}_${listShape(query)}${seek ? '_seek' : ''}`;
  let found = byName.get(name);
  if (!found) {
    found = build(db, kind, query, seek).prepare(name) as Prepared<unknown>;
    byName.set(name, found);
  }
  return found as Prepared<Row>;
}

function build(db: Db, kind: Kind, query: ListQuery, seek: boolean) {
  const scan = kind === 'count' ? 'capped' : query.scan;
  const where = and(...listFilters(query, scan), ...(seek ? [afterBookmark(listSort(query))] : []));
  if (kind === 'count') return db.select({ total: count() }).from(products).where(where);
  const page = <T extends { limit(n: Placeholder): { offset(n: Placeholder): unknown } }>(q: T) =>
    q.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'));
  if (kind === 'rows') {
    return page(
      db
        .select()
        .from(products)
        .where(where)
        .orderBy(...listOrder(query)),
    ) as never;
  }
  // The page's ids first, then the JSON columns for those rows only: PostgreSQL evaluates the
  // select list of every row an OFFSET skips, so page 40 built 600 rows' JSON (13 ms → 1.5 ms).
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...listOrder(query))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  return db
    .select(listItemColumns)
    .from(pageIds)
    .innerJoin(products, eq(products.id, pageIds.id))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .orderBy(...listOrder(query)) as never;
}

type TotalCache = LRUCache<string, { total: number }, Record<string, unknown>>;
const totals = new WeakMap<Db, TotalCache>();

function totalCache(db: Db): TotalCache {
  let cache = totals.get(db);
  if (!cache) {
    cache = new LRUCache<string, { total: number }, Record<string, unknown>>({
      max: 2000,
      ttl: LIST_TOTAL_TTL_MS,
      // Concurrent misses for one filter set share a single count.
      fetchMethod: async (_key, _stale, { context }) => {
        const { query: q, values } = context as { query: ListQuery; values: object };
        const [row] = await statement<{ total: number }>(db, 'count', q).execute(values as never);
        return { total: Number(row?.total ?? 0) };
      },
    });
    totals.set(db, cache);
  }
  return cache;
}

/** The cache key of a list's filters (page, per, sort and fields do not change the total). */
export function totalKey(channelId: string, query: ListQuery): string {
  const { page: _p, per: _n, sort: _s, fields: _f, ...filters } = query;
  return JSON.stringify([channelId, filters]);
}

/** The query with its keyword's synonyms read (the shop's groups, cached briefly). */
async function withTerms(db: Db, query: ListQuery): Promise<ListQuery> {
  if (query.terms || !query.keyword) return query;
  return { ...query, terms: await keywordTerms(db, query.keyword) };
}

/**
 * How many products of a channel match the query's filters (reused for LIST_TOTAL_TTL_MS). A
 * keyword's count stops one above SEARCH_RESULT_CAP: more than the cap reads "at least" (see
 * `cappedTotal`), and counting further would cost what the cap saves.
 */
export async function listTotal(
  db: Db,
  channelId: string,
  productQuery: ProductListQuery,
): Promise<number> {
  const query = await withTerms(db, productQuery);
  const values = { ...listValues(channelId, query), cap: SEARCH_RESULT_CAP + 1 };
  const found = await totalCache(db).fetch(totalKey(channelId, query), {
    context: { query, values },
  });
  return found?.total ?? 0;
}

/** Forgets the cached totals (tests and tools that change products behind the API's back). */
export function forgetListTotals(db: Db): void {
  totals.get(db)?.clear();
  forgetListBookmarks(db);
  forgetSynonyms(db);
}

/**
 * The query of one page, its keyword's terms read and, for a sort by price, date or popularity,
 * how its matches are read: when the capped count holds every match, the capped scan (it reads
 * them all, through the index: quick for a rare word); when more match than the cap, a walk along
 * the sort's index testing each product (quick for a common word), so the first page is the true
 * cheapest, newest or most popular of every match, not of the first SEARCH_RESULT_CAP.
 */
async function pageQuery(
  db: Db,
  channelId: string,
  productQuery: ProductListQuery,
): Promise<ListQuery> {
  const query = await withTerms(db, productQuery);
  if (queryTerms(query).length === 0 || listSort(query) === 'relevance') return query;
  const total = await listTotal(db, channelId, query);
  return { ...query, scan: total > SEARCH_RESULT_CAP ? 'every' : 'capped' };
}

/**
 * The placeholder values of one page. A page at least LIST_BOOKMARK_EVERY rows deep starts after
 * the nearest bookmark before it (`seek`) and skips only the rest, fewer than that many rows.
 */
export async function pageValues(
  db: Db,
  channelId: string,
  query: ListQuery,
): Promise<{ values: Record<string, unknown>; seek: boolean }> {
  const values = listValues(channelId, query);
  const offset = Number(values.offset);
  const wanted = Math.floor(offset / LIST_BOOKMARK_EVERY);
  if (wanted === 0 || !seekable(listSort(query))) return { values, seek: false };
  const key = totalKey(channelId, query);
  const marks = await listBookmarks(db, key, query, values, LIST_TOTAL_TTL_MS);
  const index = Math.min(wanted, marks.length);
  const mark = marks[index - 1];
  if (!mark) return { values, seek: false };
  const rest = offset - index * LIST_BOOKMARK_EVERY;
  return { values: { ...values, seekKey: mark.key, seekId: mark.id, offset: rest }, seek: true };
}

const variantsJson = sql<ListItemRow['variants']>`(
  select coalesce(json_agg(json_build_object('id', ${productVariants.id}, 'code', ${productVariants.code},
    'name', ${productVariants.name}, 'stock', ${productVariants.stock}, 'sort', ${productVariants.sort})
    order by ${productVariants.sort}, ${productVariants.id}), '[]')
  from ${productVariants} where ${productVariants.productId} = ${products.id}
    and not ${productVariants.isHidden})`;

const firstImageJson = sql<ListItemRow['image']>`(
  select json_build_object('path', ${productImages.path}, 'alt', ${productImages.alt})
  from ${productImages} where ${productImages.productId} = ${products.id}
  order by ${productImages.position} limit 1)`;

// The category path, root first (as the full Product's `categories`).
const categoriesJson = sql<ListItemRow['categories']>`(
  with recursive up(id, key, name, parent_id, depth) as (
    select c.id, c.key, c.name, c.parent_id, 0 from ${categories} c where c.id = ${products.categoryId}
    union all
    select c.id, c.key, c.name, c.parent_id, up.depth + 1 from ${categories} c
    join up on c.id = up.parent_id where up.depth < 10)
  select coalesce(json_agg(json_build_object('id', id, 'key', key, 'name', name) order by depth desc), '[]')
  from up)`;

const listItemColumns = {
  id: products.id,
  key: products.key,
  code: products.code,
  name: products.name,
  price: products.price,
  beforePrice: products.beforePrice,
  taxRate: products.taxRate,
  isShow: products.isShow,
  brandId: brands.id,
  brandKey: brands.key,
  brandName: brands.name,
  variants: variantsJson,
  image: firstImageJson,
  categories: categoriesJson,
};

/**
 * One page of list rows in one prepared query: the product's list columns, its brand, its
 * variants and first picture (as JSON), never the description or the other pictures.
 */
export async function listItemRows(
  db: Db,
  channelId: string,
  productQuery: ProductListQuery,
): Promise<ListItemRow[]> {
  const query = await pageQuery(db, channelId, productQuery);
  const { values, seek } = await pageValues(db, channelId, query);
  return statement<ListItemRow>(db, 'items', query, seek).execute(values);
}

/** One page of whole product rows (for the full Product shape), in one prepared query. */
export async function listProductRows(
  db: Db,
  channelId: string,
  productQuery: ProductListQuery,
): Promise<ProductRow[]> {
  const query = await pageQuery(db, channelId, productQuery);
  const { values, seek } = await pageValues(db, channelId, query);
  return statement<ProductRow>(db, 'rows', query, seek).execute(values);
}

/** One page of the visible products of a channel, and how many match (see LIST_TOTAL_TTL_MS). */
export async function listProducts(db: Db, channelId: string, query: ProductListQuery) {
  const [total, rows] = await Promise.all([
    listTotal(db, channelId, query),
    listProductRows(db, channelId, query),
  ]);
  return { rows, total };
}

/**
 * The visible products of a channel with an id above `after`, `limit` of them in id order: a
 * keyset page along the primary key, so reading every product costs one walk of the index
 * however deep the page (an OFFSET page skips, and sorts, everything before it).
 */
export function feedRows(
  db: Db,
  channelId: string,
  after: number,
  limit: number,
): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(gt(products.id, after), visibleIn(db, channelId)))
    .orderBy(asc(products.id))
    .limit(limit);
}
