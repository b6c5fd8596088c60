import { atom } from 'nanostores';
import type { CategoryNode, ProductListItem, Tag } from '../../../contract/catalog/catalog.schema';
import { ApiRequestError } from '../shared/http';
import type { Paging } from '../shared/http/http-types';
import { latestRequest } from '../shared/latest-request';
import { viewProductList } from './browse.store';
import type { NamedRef } from './catalog.api';
import { catalogApi } from './catalog.store';
import { type ListFilters, toApiParams } from './catalog-query';
import { rememberFavourites } from './favourite-flags.store';

// The product list's search, apart from catalog.store so that product pages do not load it.

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
