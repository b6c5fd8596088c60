import { ApiRequestError, http } from '../shared/http';
import { createCatalogApi } from './catalog.api';
import type { Product } from './catalog.schema';

const api = createCatalogApi(http);

/** Outcome of loading one product in the browser. */
export type ProductLoad =
  | { status: 'found'; product: Product }
  | { status: 'not_found' }
  | { status: 'unavailable' };

/** Loads a product's live price and stock (a static page must never sell at a stale price). */
export async function loadLiveProduct(key: string): Promise<ProductLoad> {
  try {
    const product = await api.product(key);
    return product ? { status: 'found', product } : { status: 'unavailable' };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { status: 'not_found' };
    return { status: 'unavailable' };
  }
}

/** Loads one page of the product list. */
export async function loadProductPage(page: number, per = 15) {
  try {
    return await api.products({ page, per });
  } catch {
    return null;
  }
}
