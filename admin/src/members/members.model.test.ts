import { describe, expect, it } from 'vitest';
import { checkAdjustment, creditLimitOf, draftPoints } from './members.model';

describe('a point adjustment draft', () => {
  it('reads signed integers, full-width too, and refuses 0 and fractions', () => {
    expect(draftPoints({ points: '200', reason: '' })).toBe(200);
    expect(draftPoints({ points: '－３００', reason: '' })).toBe(-300);
    expect(draftPoints({ points: '0', reason: '' })).toBeNull();
    expect(draftPoints({ points: '1.5', reason: '' })).toBeNull();
  });

  it('asks for a reason and refuses a take below zero', () => {
    expect(Object.keys(checkAdjustment({ points: '-101', reason: '' }, 100)).sort()).toEqual([
      'points',
      'reason',
    ]);
    expect(checkAdjustment({ points: '-100', reason: '誤付与' }, 100)).toEqual({});
  });
});

describe('creditLimitOf', () => {
  it('reads yen with commas, up to 100,000,000', () => {
    expect(creditLimitOf('500,000')).toBe(500000);
    expect(creditLimitOf('100000001')).toBeNull();
    expect(creditLimitOf('-1')).toBeNull();
  });
});
