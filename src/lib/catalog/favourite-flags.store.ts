import { atom } from 'nanostores';
import { type FavouriteFlags, setFlag } from './favourite-flags.model';

/** `is_favorite` per product id as last confirmed by the server; every product list reads it. */
export const $favourites = atom<FavouriteFlags>({});

/** Records flags that came with freshly loaded products. */
export function rememberFavourites(products: { id: number; is_favorite: boolean }[]): void {
  let flags = $favourites.get();
  for (const p of products) flags = setFlag(flags, p.id, p.is_favorite);
  $favourites.set(flags);
}
