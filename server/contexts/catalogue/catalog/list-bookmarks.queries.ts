import { and, type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { ProductListQuery } from '../../../../contract/catalog/catalog.schema';
import type { Db } from '../../../db/client';
import { products } from '../../../db/schema/index';
import {
  type ListQuery,
  listFilters,
  listOrder,
  listShape,
  listSort,
  priceWithTaxSql,
} from './sql-fragments.queries';

/**
 * Rows between two bookmarks of a list. A page deeper than this starts from the bookmark before
 * it (a seek along the sort's index) and skips fewer than this many rows, so page 6,000 walks
 * about as far as page 1; an OFFSET alone walks, or sorts, every row before the page.
 */
export const LIST_BOOKMARK_EVERY = 500;

/** The sort key (as text, cast back in the seek) and id of every LIST_BOOKMARK_EVERY-th row. */
export type Bookmark = { key: string; id: number };

type Sort = ProductListQuery['sort'];
const ph = sql.placeholder;

/** The sorts whose order (listOrder) a bookmark can seek in: a key column or expression, then the id. */
const SEEKABLE: readonly Sort[] = ['new', 'price_asc', 'price_desc', 'popular'];

/** Whether pages of this sort may start from a bookmark (another sort pages by OFFSET alone). */
export const seekable = (sort: Sort): boolean => SEEKABLE.includes(sort);

/** The sort's leading key as SQL, and the type its text form is cast back to. */
function sortKey(sort: Sort): { value: SQL; type: SQL } {
  if (sort === 'price_asc' || sort === 'price_desc') {
    return { value: priceWithTaxSql, type: sql`integer` };
  }
  if (sort === 'popular') return { value: sql`${products.popularity}`, type: sql`integer` };
  return { value: sql`${products.publishedAt}`, type: sql`timestamptz` };
}

/**
 * Rows after the bookmark (`seekKey`, `seekId` placeholders) in the sort's order, written so the
 * sort's index bounds the scan (listOrder: ids break ties in each sort's own direction).
 */
export function afterBookmark(sort: Sort): SQL {
  const { value, type } = sortKey(sort);
  const key = sql`${ph('seekKey')}::${type}`;
  const id = sql`${ph('seekId')}::integer`;
  if (sort === 'price_asc') return sql`(${value}, ${products.id}) > (${key}, ${id})`;
  if (sort === 'popular') {
    // Popularity falls while ids rise: no row comparison fits both, so bound the key and break ties.
    return and(sql`${value} <= ${key}`, sql`(${value} < ${key} or ${products.id} > ${id})`) as SQL;
  }
  return sql`(${value}, ${products.id}) < (${key}, ${id})`;
}

type Prepared = { execute(values: Record<string, unknown>): Promise<Bookmark[]> };
const prepared = new WeakMap<Db, Map<string, Prepared>>();

/** Every LIST_BOOKMARK_EVERY-th row of the list in one pass over the matching rows (as a count is). */
function bookmarkStatement(db: Db, query: ListQuery): Prepared {
  let byShape = prepared.get(db);
  if (!byShape) {
    byShape = new Map();
    prepared.set(db, byShape);
  }
  const name = `product_list_bookmarks_${listShape(query)}`;
  let found = byShape.get(name);
  if (!found) {
    const ranked = db
      .select({
        key: sql<string>`${sortKey(listSort(query)).value}::text`.as('key'),
        id: products.id,
        n: sql<number>`row_number() over (order by ${sql.join(listOrder(query), sql`, `)})`.as('n'),
      })
      .from(products)
      .where(and(...listFilters(query)))
      .as('ranked');
    found = db
      .select({ key: ranked.key, id: ranked.id })
      .from(ranked)
      .where(sql`${ranked.n} % ${sql.raw(String(LIST_BOOKMARK_EVERY))} = 0`)
      .orderBy(ranked.n)
      .prepare(name) as unknown as Prepared;
    byShape.set(name, found);
  }
  return found;
}

type BookmarkCache = LRUCache<string, Bookmark[], Record<string, unknown>>;
const caches = new WeakMap<Db, BookmarkCache>();

/**
 * The bookmarks of a list (channel, filters and sort), reused for `ttl` ms like its total: a page
 * read within that time starts from bookmarks that may be that old, so a product added, hidden or
 * re-priced since moves where a deep page starts by a row or so until they are read again.
 */
export function listBookmarks(
  db: Db,
  cacheKey: string,
  query: ListQuery,
  values: Record<string, unknown>,
  ttl: number,
): Promise<Bookmark[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Bookmark[], Record<string, unknown>>({
      max: 500,
      ttl,
      // Concurrent misses for one list share a single pass.
      fetchMethod: async (_key, _stale, { context }) => {
        const { query: q, values: vs } = context as { query: ListQuery; values: object };
        return bookmarkStatement(db, q).execute(vs as never);
      },
    });
    caches.set(db, cache);
  }
  const key = JSON.stringify([cacheKey, listSort(query)]);
  return cache.fetch(key, { context: { query, values } }).then((found) => found ?? []);
}

/** Forgets the cached bookmarks (with the totals: tests and tools that change products). */
export function forgetListBookmarks(db: Db): void {
  caches.get(db)?.clear();
}
