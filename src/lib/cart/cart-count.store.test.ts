import { describe, expect, it } from 'vitest';
import { memoryCookies } from '../shared/cookies';
import { decodeCount, shownCartCount } from './cart-count.store';

describe('decodeCount', () => {
  it('reads a whole number', () => {
    expect(decodeCount('3')).toBe(3);
    expect(decodeCount('0')).toBe(0);
  });

  it('reads anything else as 0', () => {
    for (const raw of ['', 'x', '-2', '1.5', 'NaN', '1e400']) expect(decodeCount(raw)).toBe(0);
  });
});

describe('shownCartCount', () => {
  it('shows the saved count while the browser holds a cart token', () => {
    expect(shownCartCount(4, memoryCookies({ cartToken: 'tok' }))).toBe(4);
  });

  it('shows 0 once the cart token is gone (e.g. after account deletion)', () => {
    expect(shownCartCount(4, memoryCookies())).toBe(0);
  });
});
