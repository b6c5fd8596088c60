import { withTax } from '../../../contract/shared/money';
import { versionAuthor } from '../shared/format.model';
import { rowsOf } from '../shared/http.model';

/** One row of `GET /v1/admin/products`. */
export type ProductListItem = {
  product_key: string;
  name: string;
  code: string | null;
  price: number;
  tax_rate: number;
  price_with_tax: number;
  is_show_product: boolean;
  is_deleted?: boolean;
  stock_total: number | null;
  category_name: string | null;
  brand_name: string | null;
  channels: string[];
  updated_at: string;
  image_url: string | null;
  publish_from?: string | null;
  publish_to?: string | null;
};

/** Sort keys the list offers. */
export const PRODUCT_SORTS = ['updated', 'name', 'price', 'stock'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The list's search and filters, as the list screen holds them (every value a string). */
export type ProductFilters = {
  keyword: string;
  category: string;
  brand: string;
  visibility: '' | 'shown' | 'hidden' | 'deleted';
  stock: '' | 'in' | 'low' | 'out';
  channel: string;
  sort: ProductSort;
  order: 'asc' | 'desc';
  page: number;
  per: number;
};

/** Rows per page: dense like EC-CUBE's list, small enough to answer fast at 10,000+ products. */
export const PRODUCTS_PER_PAGE = 50;

/** The list as it first opens: newest changes first. */
export const DEFAULT_FILTERS: ProductFilters = {
  keyword: '',
  category: '',
  brand: '',
  visibility: '',
  stock: '',
  channel: '',
  sort: 'updated',
  order: 'desc',
  page: 1,
  per: PRODUCTS_PER_PAGE,
};

/** The query parameters of a list request (unset filters left out). */
export function listParams(filters: ProductFilters): Record<string, string | number> {
  const params: Record<string, string | number> = {
    sort: filters.sort,
    order: filters.order,
    page: filters.page,
    per: filters.per,
  };
  const keyword = filters.keyword.trim();
  if (keyword) params.keyword = keyword;
  for (const key of ['category', 'brand', 'visibility', 'stock', 'channel'] as const) {
    if (filters[key]) params[key] = filters[key];
  }
  return params;
}

/**
 * The filters after the user sorts by a column: the same column flips the order, a new one
 * starts where staff expect (names A→Z, the rest highest or newest first). Sorting goes back to page 1.
 */
export function sortBy(filters: ProductFilters, sort: ProductSort): ProductFilters {
  if (filters.sort === sort) {
    return { ...filters, order: filters.order === 'asc' ? 'desc' : 'asc', page: 1 };
  }
  return { ...filters, sort, order: sort === 'name' ? 'asc' : 'desc', page: 1 };
}

/** How many filters besides the keyword are set (shown on the phone's filter toggle). */
export function activeFilterCount(filters: ProductFilters): number {
  return (['category', 'brand', 'visibility', 'stock', 'channel'] as const).filter(
    (key) => filters[key] !== '',
  ).length;
}

/** A price's tax breakdown: tax-excluded, the tax, tax-included (rounded down as the shop does). */
export function taxBreakdown(
  price: number,
  rate: number,
): { excluding: number; tax: number; including: number } {
  const including = withTax(price, rate);
  return { excluding: price, tax: including - price, including };
}

/** Stock level of a row for its label: out (0), low (≤ 5), in stock, or not tracked (null). */
export function stockLevel(stock: number | null): 'out' | 'low' | 'in' | 'untracked' {
  if (stock === null) return 'untracked';
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK ? 'low' : 'in';
}

/** At or below this many, stock counts as low (the list's 在庫わずか). */
export const LOW_STOCK = 5;

/** One choice of a reference list (category, brand, maker, channel). */
export type RefOption = { value: string; label: string; depth: number };

/**
 * Reads a reference list as `GET /v1/admin/categories` etc. answer it (`{ data }`, `{ items }`
 * or bare), each row named by `id`, `key` or `code` and labelled by `name`; a tree's
 * `children` are flattened in order with their depth (for indenting category names).
 */
export function optionsFrom(list: unknown, depth = 0): RefOption[] {
  return rowsOf<unknown>(list).flatMap((row) => {
    if (!row || typeof row !== 'object') return [];
    const item = row as Record<string, unknown>;
    const id = item.id ?? item.key ?? item.code;
    if (id === undefined || id === null) return [];
    const label = String(item.name ?? item.label ?? id);
    return [{ value: String(id), label, depth }, ...optionsFrom(item.children, depth + 1)];
  });
}

/** A saved version as the history screen shows it. */
export type VersionRow = { n: number; at: string; by: string; fields: string[] };

/**
 * Reads one row of `GET …/versions`: the version number (`version` or `n`), when (`at`,
 * `saved_at` or `created_at`), by whom (`actor.email`, `actor.name` or `staff_name`) and the fields
 * it changed (`changed_fields`, or the keys of `changes`). Rows without a number are dropped.
 */
export function versionRow(raw: Record<string, unknown>): VersionRow | null {
  const n = Number(raw.version ?? raw.n);
  if (!Number.isInteger(n)) return null;
  const at = String(raw.saved_at ?? raw.at ?? raw.created_at ?? '');
  const actor = (raw.actor ?? {}) as Record<string, unknown>;
  const by =
    raw.saved_by_email || raw.saved_by
      ? versionAuthor(raw.saved_by_email as string | null, raw.saved_by)
      : String(actor.name ?? actor.email ?? raw.staff_name ?? '');
  const fields = Array.isArray(raw.changed_fields)
    ? raw.changed_fields.map(String)
    : raw.changes && typeof raw.changes === 'object'
      ? Object.keys(raw.changes)
      : [];
  return { n, at, by, fields };
}
