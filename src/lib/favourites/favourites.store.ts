import { FALLBACK_ERRORS } from '../../../contract/shared/common.messages';
import { setFlag } from '../catalog/favourite-flags.model';
import { $favourites } from '../catalog/favourite-flags.store';
import { ApiRequestError, http } from '../shared/http';
import { showToast } from '../shared/toast.store';
import { createCatalogLikeApi } from './favourites.api';

const api = createCatalogLikeApi(http);

/** Outcome of a favourite change: the server's message on failure (spec §8). */
export type FavouriteChange = { ok: true } | { ok: false; message: string; status?: number };

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
