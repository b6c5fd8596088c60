import { describe, expect, it } from 'vitest';
import { needsMemberGuard } from './member-only';

describe('member-only pages', () => {
  it('guards shop pages and leaves sign-in, registration and error pages open', () => {
    expect(needsMemberGuard('/')).toBe(true);
    expect(needsMemberGuard('/product/oxford-shirt/')).toBe(true);
    expect(needsMemberGuard('/cart/')).toBe(true);
    expect(needsMemberGuard('/login/')).toBe(false);
    expect(needsMemberGuard('/register/complete/')).toBe(false);
    expect(needsMemberGuard('/reminder/username/')).toBe(false);
    expect(needsMemberGuard(undefined)).toBe(false);
  });
});
