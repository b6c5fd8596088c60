/** Favourite flags known in the browser, by product id; they win over what a list was loaded with. */
export type FavouriteFlags = Record<number, boolean>;

/**
 * Products with `is_favorite` taken from the flags when known (keeps every list in sync).
 * @example applyFavourites([{ id: 1, is_favorite: false }], { 1: true })[0].is_favorite // true
 */
export function applyFavourites<T extends { id: number; is_favorite: boolean }>(
  products: readonly T[],
  flags: FavouriteFlags,
): T[] {
  return products.map((p) =>
    p.id in flags && flags[p.id] !== p.is_favorite
      ? { ...p, is_favorite: flags[p.id] as boolean }
      : p,
  );
}

/** Flags with one product set. */
export function setFlag(flags: FavouriteFlags, productId: number, value: boolean): FavouriteFlags {
  return { ...flags, [productId]: value };
}

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
