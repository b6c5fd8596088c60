import { atom } from 'nanostores';
import { FALLBACK_ERRORS } from '../shared/common.messages';
import { ApiRequestError, http } from '../shared/http';
import { showToast } from '../shared/toast.store';
import { createCatalogLikeApi } from './favourites.api';
import { type FavouriteFlags, setFlag } from './favourites.model';

/** `is_favorite` per product id as last confirmed by the server; every product list reads it. */
export const $favourites = atom<FavouriteFlags>({});

const api = createCatalogLikeApi(http);

/** Outcome of a favourite change: the server's message on failure (spec §8). */
export type FavouriteChange = { ok: true } | { ok: false; message: string; status?: number };

/** Records flags that came with freshly loaded products. */
export function rememberFavourites(products: { id: number; is_favorite: boolean }[]): void {
  let flags = $favourites.get();
  for (const p of products) flags = setFlag(flags, p.id, p.is_favorite);
  $favourites.set(flags);
}

/** Adds (`value` true) or removes a favourite through `POST`/`DELETE /v1/products/{key}/likes`. */
export async function setFavourite(
  product: { id: number; key: string },
  value: boolean,
): Promise<FavouriteChange> {
  try {
    const result = await api.like(product.key, value);
    if (!result) return { ok: false, message: FALLBACK_ERRORS.internal };
    $favourites.set(setFlag($favourites.get(), product.id, result.is_favorite));
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      showToast(error.message, 'error');
      return { ok: false, message: error.message, status: error.status };
    }
    throw error;
  }
}
