import { describe, expect, it } from 'vitest';
import { newestLoad } from './latest.model';

describe('newestLoad', () => {
  it('keeps only the newest load current', () => {
    const loads = newestLoad();
    const first = loads.begin();
    expect(first()).toBe(true);
    const second = loads.begin();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
  });

  it('counts each screen on its own', () => {
    const a = newestLoad();
    const b = newestLoad();
    const inA = a.begin();
    b.begin();
    expect(inA()).toBe(true);
  });
});
