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
