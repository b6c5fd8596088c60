import { describe, expect, it } from 'vitest';
import { applyFavourites, setFlag } from './favourite-flags.model';

describe('favourite flags', () => {
  it('overrides is_favorite only where a flag is known', () => {
    const list = [
      { id: 1, is_favorite: false },
      { id: 2, is_favorite: true },
    ];
    const flags = setFlag(setFlag({}, 1, true), 2, false);
    expect(applyFavourites(list, flags)).toEqual([
      { id: 1, is_favorite: true },
      { id: 2, is_favorite: false },
    ]);
    expect(applyFavourites(list, {})[0]).toBe(list[0]);
  });
});
