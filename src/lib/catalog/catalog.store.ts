import { atom } from 'nanostores';
import { recordMoment } from '../analytics/analytics.store';
import { firstErrorMessage } from '../cart/cart.model';
import { $cart, initCart } from '../cart/cart.store';
import { rememberFavourites } from '../favourites/favourites.store';
import { ERROR_CODES } from '../shared/error.schema';
import { ApiRequestError, http } from '../shared/http';
import type { Paging } from '../shared/http/http-types';
import { latestRequest } from '../shared/latest-request';

/** Where a page of results sits in the whole list (as islands show it). */
export type { Paging };

import { ERROR_MESSAGES } from '../shared/common.messages';
import { viewProductList } from './browse.store';
import { type CatalogApi, createCatalogApi, type NamedRef } from './catalog.api';
import type { CategoryNode, Product, ProductListItem, Tag } from './catalog.schema';
import { type ListFilters, toApiParams } from './catalog-query';

/** The browser's catalogue calls (shared by the catalogue stores). */
export const catalogApi: CatalogApi = createCatalogApi(http);

/** Outcome of loading one product in the browser. */
export type ProductLoad =
  | { status: 'found'; product: Product }
  | { status: 'not_found' }
  | { status: 'unavailable' };

/** Loads a product's live price, stock and is_favorite (a static page never sells stale). */
export async function loadLiveProduct(key: string): Promise<ProductLoad> {
  try {
    const product = await catalogApi.product(key);
    if (product) {
      rememberFavourites([product]);
      recordMoment({ kind: 'product', product });
    }
    return product ? { status: 'found', product } : { status: 'unavailable' };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { status: 'not_found' };
    return { status: 'unavailable' };
  }
}

const pendingSearch = latestRequest();

/**
 * One page of products for some filters; a rejected query reads as an empty result. A newer
 * search cancels this one, which then answers undefined (its result would be stale).
 */
export async function searchProducts(
  filters: ListFilters,
  impossible = false,
): Promise<{ products: ProductListItem[]; paging: Paging } | null | undefined> {
  const empty = { products: [], paging: { total: 0, per: 15, last: 1, current: 1 } };
  const signal = pendingSearch.start();
  if (impossible) return empty;
  try {
    const result = await catalogApi.products(toApiParams(filters), signal);
    if (signal.aborted) return undefined;
    if (!result) return null;
    rememberFavourites(result.products);
    viewProductList(result.products);
    return { products: result.products, paging: result.paging ?? empty.paging };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) return empty;
    return null;
  }
}

/** What the search modals and filters choose from. */
export type Facets = {
  categories: CategoryNode[];
  tags: Tag[];
  brands: NamedRef[];
  makers: NamedRef[];
};

/** Facets, loaded once per page. */
export const $facets = atom<Facets | null>(null);

/** Loads categories, tags, brands and makers once (brand lists are fetched once, spec §4). */
export async function loadFacets(): Promise<void> {
  if ($facets.get()) return;
  const safe = <T>(p: Promise<{ data: T[] } | null>) =>
    p.then((r) => r?.data ?? []).catch(() => []);
  const [categories, tags, brands, makers] = await Promise.all([
    safe(catalogApi.categories()),
    safe(catalogApi.tags()),
    safe(catalogApi.brands()),
    safe(catalogApi.makers()),
  ]);
  $facets.set({ categories, tags, brands, makers });
}

/** Linked products of a product page section. */
export async function loadLinked(key: string, kind: 'recommend' | 'related' | 'accessories') {
  const res = await catalogApi.linked(key, kind).catch(() => null);
  if (res) rememberFavourites(res.data);
  return res?.data ?? [];
}

/** Result of a set order. */
export type SetOrderResult = { ok: true } | { ok: false; message: string };

/** Adds a whole set (variant id and quantity per item) to the cart in one call. */
export async function addSetToCart(
  items: { product_id: number; quantity: number }[],
): Promise<SetOrderResult> {
  const cart = $cart.get() ?? (await initCart());
  if (!cart) return { ok: false, message: ERROR_MESSAGES[ERROR_CODES.internal] };
  try {
    const next = await catalogApi.addSet({ token: cart.token, products: items });
    if (next) $cart.set(next);
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiRequestError) return { ok: false, message: firstErrorMessage(error) };
    throw error;
  }
}
