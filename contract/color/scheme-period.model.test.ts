import { describe, expect, it } from 'vitest';
import { periodState, type SchemeTiming, schemeInUse } from './scheme-period.model';

const at = (iso: string) => new Date(iso);
const selected: SchemeTiming = { id: 1, isSelected: true, publishFrom: null, publishTo: null };
const other: SchemeTiming = { id: 2, isSelected: false, publishFrom: null, publishTo: null };
const christmas: SchemeTiming = {
  id: 3,
  isSelected: false,
  publishFrom: at('2026-12-01T00:00:00+09:00'),
  publishTo: at('2026-12-25T00:00:00+09:00'),
};
const schemes = [selected, other, christmas];

describe('the scheme a channel uses', () => {
  it('uses the selected scheme outside every period, none when nothing is selected', () => {
    expect(schemeInUse(schemes, at('2026-11-30T12:00:00+09:00'))?.id).toBe(1);
    expect(schemeInUse(schemes, at('2026-12-26T00:00:00+09:00'))?.id).toBe(1);
    expect(schemeInUse([other], at('2026-12-10T00:00:00+09:00'))).toBeUndefined();
  });

  it('uses a seasonal scheme from exactly its start up to, not including, its end', () => {
    expect(schemeInUse(schemes, at('2026-12-01T00:00:00+09:00'))?.id).toBe(3);
    expect(schemeInUse(schemes, at('2026-12-24T23:59:59.999+09:00'))?.id).toBe(3);
    expect(schemeInUse(schemes, at('2026-12-25T00:00:00+09:00'))?.id).toBe(1);
    expect(schemeInUse(schemes, at('2026-11-30T23:59:59.999+09:00'))?.id).toBe(1);
  });

  it('lets the period that started last win where periods overlap', () => {
    const sale = { ...other, id: 4, publishFrom: at('2026-12-20T00:00:00+09:00'), publishTo: null };
    const list = [selected, sale, christmas];
    expect(schemeInUse(list, at('2026-12-19T00:00:00+09:00'))?.id).toBe(3);
    expect(schemeInUse(list, at('2026-12-20T00:00:00+09:00'))?.id).toBe(4);
    expect(schemeInUse(list, at('2027-01-10T00:00:00+09:00'))?.id).toBe(4);
    const twin = { ...christmas, id: 5 };
    expect(schemeInUse([twin, christmas], at('2026-12-10T00:00:00+09:00'))?.id).toBe(5);
  });

  it('counts a period open at its start as started before any dated one', () => {
    const untilNewYear = { ...other, publishTo: at('2027-01-01T00:00:00+09:00') };
    expect(schemeInUse([untilNewYear, christmas], at('2026-12-10T00:00:00+09:00'))?.id).toBe(3);
    expect(schemeInUse([selected, untilNewYear], at('2026-12-30T00:00:00+09:00'))?.id).toBe(2);
  });

  it('tells a period to come, running, over or none apart', () => {
    expect(periodState(christmas, at('2026-11-01T00:00:00Z'))).toBe('scheduled');
    expect(periodState(christmas, at('2026-12-01T00:00:00+09:00'))).toBe('running');
    expect(periodState(christmas, at('2026-12-25T00:00:00+09:00'))).toBe('ended');
    expect(periodState(selected, at('2026-12-10T00:00:00Z'))).toBe('none');
  });
});
