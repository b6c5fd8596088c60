import { describe, expect, it } from 'vitest';
import { favouriteIdsOf, favouriteLoginPath, withFavourites } from './favourites.model';

describe('tile favourites', () => {
  it("fills the flags of a page's tiles from the member's lists, keeping flags already known", () => {
    const flags = withFavourites({ 1: false }, [1, 2, 3], new Set([1, 2]));
    expect(flags).toEqual({ 1: false, 2: true, 3: false });
    const same = { 1: true };
    expect(withFavourites(same, [1], new Set())).toBe(same);
  });

  it('counts a product in any list as a favourite', () => {
    const ids = favouriteIdsOf([
      { listables: [{ product_id: 4 }, { product_id: 7 }] },
      {},
      { listables: [{ product_id: 7 }, { product_id: 9 }] },
    ]);
    expect([...ids].sort()).toEqual([4, 7, 9]);
  });

  it('sends a guest to the login page and back to the product', () => {
    expect(favouriteLoginPath('oxford-shirt')).toBe(
      '/login/?redirect=%2Fproduct%2Foxford-shirt%2F',
    );
  });
});
