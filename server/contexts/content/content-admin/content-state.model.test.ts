import { describe, expect, it } from 'vitest';
import { changedFields, contentState, fullOrder, periodReversed } from './content-state.model';

const now = new Date('2026-05-01T00:00:00Z');
const at = (iso: string) => new Date(iso);

describe('contentState', () => {
  it('is hidden when an editor hid it, whatever its period', () => {
    expect(contentState({ isShow: 0, publishFrom: null, publishTo: null }, now)).toBe('hidden');
  });
  it('is outside before its start and from its end on', () => {
    const row = { isShow: 1, publishFrom: at('2026-05-02T00:00:00Z'), publishTo: null };
    expect(contentState(row, now)).toBe('outside');
    const ended = { isShow: 1, publishFrom: null, publishTo: now };
    expect(contentState(ended, now)).toBe('outside');
  });
  it('is live inside its period, or with none', () => {
    const row = {
      isShow: 1,
      publishFrom: at('2026-04-01T00:00:00Z'),
      publishTo: at('2026-06-01T00:00:00Z'),
    };
    expect(contentState(row, now)).toBe('live');
    expect(contentState({ isShow: 1, publishFrom: null, publishTo: null }, now)).toBe('live');
  });
});

describe('periodReversed', () => {
  it('refuses an end at or before the start, never an open side', () => {
    expect(periodReversed('2026-05-02T00:00:00Z', '2026-05-01T00:00:00Z')).toBe(true);
    expect(periodReversed('2026-05-01T00:00:00Z', '2026-05-01T00:00:00Z')).toBe(true);
    expect(periodReversed('2026-05-01T00:00:00Z', '2026-05-02T00:00:00Z')).toBe(false);
    expect(periodReversed(null, '2026-05-01T00:00:00Z')).toBe(false);
  });
});

describe('changedFields and fullOrder', () => {
  it('names the fields that differ', () => {
    expect(changedFields({ a: 1, b: 'x' }, { a: 2, b: 'x' })).toEqual(['a']);
  });
  it('takes an order only when it names every record once', () => {
    expect(fullOrder([1, 2, 3], [3, 1, 2])).toEqual([3, 1, 2]);
    expect(fullOrder([1, 2, 3], [3, 1])).toBeNull();
    expect(fullOrder([1, 2, 3], [3, 1, 1])).toBeNull();
    expect(fullOrder([1, 2, 3], [3, 1, 4])).toBeNull();
  });
});
