import { describe, expect, it } from 'vitest';
import { LIMIT_BEFORE_LOAD, xLimitOf } from './x-limit';

describe('xLimitOf (spec §9: address and card counts limited by x-limit, default 1)', () => {
  it('reads the header', () => {
    expect(xLimitOf(new Headers({ 'x-limit': '300' }))).toBe(300);
  });

  it('is 1 without a usable header', () => {
    expect(LIMIT_BEFORE_LOAD).toBe(1);
    for (const bad of [undefined, '', 'abc', '0', '-2', '1.5']) {
      const headers = new Headers(bad === undefined ? {} : { 'x-limit': bad });
      expect(xLimitOf(headers)).toBe(1);
    }
  });
});
