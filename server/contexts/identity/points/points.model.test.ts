import { describe, expect, it } from 'vitest';
import { pointsExpireAt, pointsToEarn, takeBack } from './points.model';

describe('point rules', () => {
  it('earns 1% of the goods paid for after discounts, rounded down', () => {
    expect(pointsToEarn(5500, 500, 300)).toBe(47);
    expect(pointsToEarn(99, 0, 0)).toBe(0);
    expect(pointsToEarn(1000, 800, 500)).toBe(0);
  });

  it('takes back no more than the balance and reports the rest', () => {
    expect(takeBack(100, 300)).toEqual({ taken: 100, shortfall: 200 });
    expect(takeBack(500, 300)).toEqual({ taken: 300, shortfall: 0 });
    expect(takeBack(0, 50)).toEqual({ taken: 0, shortfall: 50 });
  });

  it('lapses a year after the last activity, and not at all with no balance', () => {
    const last = new Date('2026-11-18T10:00:00Z');
    expect(pointsExpireAt(1500, last)?.toISOString()).toBe('2027-11-18T10:00:00.000Z');
    expect(pointsExpireAt(0, last)).toBeNull();
    expect(pointsExpireAt(10, null)).toBeNull();
  });
});
