/**
 * Japanese copy of the heart on a product tile, apart from the favourite button's: every list page
 * shows tiles, and only product pages need the button's copy.
 */
export const TILE_HEART_MESSAGES = {
  /** The heart on a product tile: a toggle whose pressed state says whether it is a favourite. */
  tileHeart: (name: string) => `お気に入り：${name}`,
} as const;
