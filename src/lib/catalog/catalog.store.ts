import { RECOMMEND_LIST } from '../../../contract/analytics/analytics.model';
import { firstErrorMessage } from '../../../contract/cart/cart.model';
import { recordMoment } from '../analytics/analytics.store';
import { ApiRequestError, http } from '../shared/http';
import type { Paging } from '../shared/http/http-types';
import { lazyApi } from '../shared/lazy-api';
import { rememberFavourites } from './favourite-flags.store';

/** Where a page of results sits in the whole list (as islands show it). */
export type { Paging };

import type { Product } from '../../../contract/catalog/catalog.schema';
import { FALLBACK_ERRORS } from '../../../contract/shared/common.messages';
import { viewProductList } from './browse.store';
import type { CatalogApi } from './catalog.api';

/** The browser's catalogue calls (shared by the catalogue stores). */
export const catalogApi: CatalogApi = lazyApi(() =>
  import('./catalog.api').then((m) => m.createCatalogApi(http)),
);

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

/** Linked products of a product page section. */
export async function loadLinked(key: string, kind: 'recommend' | 'related' | 'accessories') {
  const res = await catalogApi.linked(key, kind).catch(() => null);
  if (res) rememberFavourites(res.data);
  if (res?.data.length && kind === 'recommend') viewProductList(res.data, RECOMMEND_LIST);
  return res?.data ?? [];
}

/** Result of a set order. */
export type SetOrderResult = { ok: true } | { ok: false; message: string };

/** Adds a whole set (variant id and quantity per item) to the cart in one call. */
export async function addSetToCart(
  items: { product_id: number; quantity: number }[],
): Promise<SetOrderResult> {
  // On demand: every list and product page loads this store, and the cart store only on an add.
  const { $cart, initCart } = await import('../cart/cart.store');
  const cart = $cart.get() ?? (await initCart());
  if (!cart) return { ok: false, message: FALLBACK_ERRORS.internal };
  try {
    const next = await catalogApi.addSet({ token: cart.token, products: items });
    if (next) $cart.set(next);
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiRequestError) return { ok: false, message: firstErrorMessage(error) };
    throw error;
  }
}
