import { atom, computed } from 'nanostores';
import { applyFavourites } from '../favourites/favourites.model';
import { $favourites, rememberFavourites } from '../favourites/favourites.store';
import type { Collection } from './catalog.schema';
import { catalogApi } from './catalog.store';

const $loaded = atom<Record<string, Collection>>({});

/** Loaded collections by alias, with `is_favorite` kept in sync with the favourites store. */
export const $collections = computed([$loaded, $favourites], (all, flags) =>
  Object.fromEntries(
    Object.entries(all).map(([alias, c]) => [
      alias,
      { ...c, products: applyFavourites(c.products, flags) },
    ]),
  ),
);

/** Loads a collection once (`single` asks for one product: `max_page_size=1`). */
export async function loadCollection(alias: string, single = false): Promise<Collection | null> {
  const known = $loaded.get()[alias];
  if (known) return known;
  const found = await catalogApi.collection(alias, single ? 1 : undefined).catch(() => null);
  if (!found) return null;
  rememberFavourites(found.products);
  $loaded.set({ ...$loaded.get(), [alias]: found });
  return found;
}
