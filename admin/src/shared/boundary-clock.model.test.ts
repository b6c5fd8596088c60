import { describe, expect, it } from 'vitest';
import { LONGEST_TIMER_MS, msUntilNext } from './boundary-clock.model';

describe('msUntilNext', () => {
  const now = new Date('2026-11-30T14:59:59Z');

  it('is the wait until the soonest boundary still to come', () => {
    expect(msUntilNext(['2026-12-24T15:00:00Z', '2026-12-01T00:00:00+09:00'], now)).toBe(1000);
  });

  it('skips boundaries passed, empty and unreadable ones; null when none is left', () => {
    expect(
      msUntilNext(['2026-11-01T00:00:00Z', null, '12月1日', '2026-11-30T14:59:59Z'], now),
    ).toBeNull();
    expect(msUntilNext([], now)).toBeNull();
  });

  it('waits at most what a browser timer can', () => {
    expect(msUntilNext(['2099-01-01T00:00:00Z'], now)).toBe(LONGEST_TIMER_MS);
  });
});
