import { describe, expect, it } from 'vitest';
import { boundaryOf, futureBoundaries, isBoundaryOf } from './publish-window';

const NOW = new Date('2026-11-30T14:00:00Z');
const START = new Date('2026-11-30T15:00:00Z');
const END = new Date('2026-12-01T14:59:00Z');

describe('publish-window', () => {
  it('keeps only the boundaries still to come, soonest first', () => {
    expect(futureBoundaries({ from: START, to: END }, NOW)).toEqual([START, END]);
    expect(futureBoundaries({ from: START, to: END }, START)).toEqual([END]);
    expect(futureBoundaries({ from: null, to: null }, NOW)).toEqual([]);
    expect(futureBoundaries({ from: new Date('2026-01-01T00:00:00Z'), to: null }, NOW)).toEqual([]);
  });

  it('knows a boundary that was moved or cleared is no longer one', () => {
    expect(isBoundaryOf({ from: START, to: END }, new Date(START.getTime()))).toBe(true);
    expect(isBoundaryOf({ from: null, to: END }, new Date(END.getTime()))).toBe(true);
    expect(isBoundaryOf({ from: new Date(START.getTime() + 60_000), to: END }, START)).toBe(false);
    expect(isBoundaryOf({ from: null, to: null }, START)).toBe(false);
  });

  it('reads the boundary of a job payload, or null', () => {
    expect(boundaryOf({ at: START.toISOString() })).toEqual(START);
    expect(boundaryOf({ at: 'あした' })).toBeNull();
    expect(boundaryOf({})).toBeNull();
  });
});
