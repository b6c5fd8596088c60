import {
  KEYWORD_MAX,
  LIST_SORTS,
  MAX_PAGE,
  MAX_PRICE,
  PRODUCT_SORTS,
} from '../../../contract/catalog/catalog-limits';

/** The product list's filters as they appear in the page URL. */
export type ListFilters = {
  category?: string;
  tag?: string;
  brand?: string;
  maker?: string;
  keyword?: string;
  price_min?: number;
  price_max?: number;
  sort: ListSort;
  page: number;
};

/** An order of the list; `relevance` (関連度順) only with a keyword. */
export type ListSort = (typeof LIST_SORTS)[number];

/**
 * The order a list takes when none is chosen: the server's relevance with a keyword, else newest.
 * @example defaultSort('シャツ') // 'relevance'
 */
export function defaultSort(keyword: string | undefined): ListSort {
  return keyword ? 'relevance' : 'new';
}

/** The orders the sort selector offers: 関連度順 first when there is a keyword. */
export function sortChoices(keyword: string | undefined): readonly ListSort[] {
  return keyword ? ['relevance', ...PRODUCT_SORTS] : PRODUCT_SORTS;
}

/** The sort as the list can use it: relevance without a keyword is the plain default. */
const usableSort = (sort: ListSort, keyword: string | undefined): ListSort =>
  sort === 'relevance' && !keyword ? 'new' : sort;

/** Products per page of the list (spec §9). */
export const LIST_PER = 15;

/** Longest key a filter accepts from a URL (longer ones cannot match anything). */
const KEY_MAX = 100;

const DEFAULTS: ListFilters = { sort: 'new', page: 1 };

function text(value: string | null, max: number): string | undefined {
  const trimmed = value?.replace(/[\s\u3000]+/g, ' ').trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

function whole(value: string | null, max: number): number | undefined {
  if (!value || !/^\d{1,12}$/.test(value)) return undefined;
  return Math.min(Number(value), max);
}

/** Reads filters from a query string; anything malformed is dropped, never thrown. */
export function parseListQuery(search: string): { filters: ListFilters; impossible: boolean } {
  const q = new URLSearchParams(search);
  const sort = q.get('sort');
  const keyword = q.get('keyword') ?? '';
  const kept = text(keyword, KEYWORD_MAX);
  const chosen = LIST_SORTS.find((s) => s === sort);
  const filters: ListFilters = {
    ...DEFAULTS,
    category: text(q.get('category'), KEY_MAX),
    tag: text(q.get('tag'), KEY_MAX),
    brand: text(q.get('brand'), KEY_MAX),
    maker: text(q.get('maker'), KEY_MAX),
    keyword: kept,
    price_min: whole(q.get('price_min'), MAX_PRICE),
    price_max: whole(q.get('price_max'), MAX_PRICE),
    sort: chosen ? usableSort(chosen, kept) : defaultSort(kept),
    page: Math.max(1, whole(q.get('page'), MAX_PAGE) ?? 1),
  };
  // A keyword longer than any product text cannot match: show the empty result, not an error.
  return { filters, impossible: keyword.length > KEYWORD_MAX };
}

/** The page URL's query string of some filters (defaults left out), `''` when unfiltered. */
export function toListSearch(filters: ListFilters): string {
  const q = new URLSearchParams();
  for (const key of ['keyword', 'category', 'tag', 'brand', 'maker'] as const) {
    const value = filters[key];
    if (value) q.set(key, value);
  }
  if (filters.price_min !== undefined) q.set('price_min', String(filters.price_min));
  if (filters.price_max !== undefined) q.set('price_max', String(filters.price_max));
  if (filters.sort !== defaultSort(filters.keyword)) q.set('sort', filters.sort);
  if (filters.page > 1) q.set('page', String(filters.page));
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** Parameters of `GET /v1/products`; `child=true` is sent whenever a category is given. */
export function toApiParams(filters: ListFilters): Record<string, string | number | undefined> {
  return {
    page: filters.page,
    per: LIST_PER,
    sort: filters.sort,
    keyword: filters.keyword,
    category: filters.category,
    child: filters.category ? 'true' : undefined,
    tag: filters.tag,
    brand: filters.brand,
    maker: filters.maker,
    price_min: filters.price_min,
    price_max: filters.price_max,
  };
}

/** True when no filter is set (the pre-rendered first page can be shown as is). */
export function isUnfiltered(filters: ListFilters): boolean {
  return toListSearch({ ...filters, page: 1 }) === '';
}

/**
 * Filters changed by a form: back to page 1 unless the page itself changed. A sort left at its
 * default follows the keyword (relevance once there is one, newest once it is gone); a chosen one stays.
 */
export function withFilters(filters: ListFilters, change: Partial<ListFilters>): ListFilters {
  const next = { ...filters, page: 1, ...change };
  const followsKeyword = change.sort === undefined && filters.sort === defaultSort(filters.keyword);
  if ('keyword' in change && followsKeyword) next.sort = defaultSort(next.keyword);
  return { ...next, sort: usableSort(next.sort, next.keyword) };
}
