import type { FavouriteFlags } from '../catalog/favourite-flags.model';

/**
 * Flags with every product of `ids` not known yet set from the member's favourites (the products
 * in any of their lists); known flags stay, being newer.
 * @example withFavourites({ 1: false }, [1, 2, 3], new Set([1, 2]))  // { 1: false, 2: true, 3: false }
 */
export function withFavourites(
  flags: FavouriteFlags,
  ids: readonly number[],
  favourites: ReadonlySet<number>,
): FavouriteFlags {
  const unknown = ids.filter((id) => !(id in flags));
  if (unknown.length === 0) return flags;
  const next = { ...flags };
  for (const id of unknown) next[id] = favourites.has(id);
  return next;
}

/** The products in any of the member's lists: what makes a product a favourite. */
export function favouriteIdsOf(
  lists: readonly { listables?: { product_id: number }[] }[],
): Set<number> {
  return new Set(lists.flatMap((l) => (l.listables ?? []).map((x) => x.product_id)));
}

/**
 * Where a guest who wants a favourite goes from a tile: the login page, then the product, as from
 * the product page's button.
 * @example favouriteLoginPath('oxford-shirt') // '/login/?redirect=%2Fproduct%2Foxford-shirt%2F'
 */
export function favouriteLoginPath(key: string): string {
  return `/login/?redirect=${encodeURIComponent(`/product/${key}/`)}`;
}
