import { describe, expect, it } from 'vitest';
import { windowDetail, windowLabel, windowStatus } from './publish-window.model';

const NOW = new Date('2026-11-30T14:00:00Z');
const START = '2026-11-30T15:00:00Z'; // 2026/12/01 00:00 in Japan
const END = '2026-12-01T14:59:00Z'; // 2026/12/01 23:59 in Japan

describe('publish-window.model', () => {
  it('is 公開予約 before the start, with the start in Japan time', () => {
    const status = windowStatus({ shown: true, from: START, to: END }, NOW);
    expect(status).toEqual({ state: 'scheduled', at: START });
    expect(windowLabel(status)).toBe('公開予約');
    expect(windowDetail(status)).toBe('2026/12/01 00:00 から（日本時間）');
  });

  it('is 公開中 inside the window (until its end, if any) and at the start itself', () => {
    const inside = windowStatus({ shown: true, from: START, to: END }, new Date(START));
    expect(inside).toEqual({ state: 'live', at: END });
    expect(windowLabel(inside)).toBe('公開中');
    expect(windowDetail(inside)).toBe('2026/12/01 23:59 まで（日本時間）');
    const open = windowStatus({ shown: true, from: null, to: null }, NOW);
    expect(open).toEqual({ state: 'live', at: null });
    expect(windowDetail(open)).toBe('');
    expect(windowStatus({ shown: true, from: '', to: '' }, NOW).state).toBe('live');
  });

  it('is 公開終了 from the end on (the end is exclusive, as the shop reads it)', () => {
    const ended = windowStatus({ shown: true, from: START, to: END }, new Date(END));
    expect(ended).toEqual({ state: 'ended', at: END });
    expect(windowLabel(ended)).toBe('公開終了');
    expect(windowDetail(ended)).toBe('2026/12/01 23:59 に終了（日本時間）');
  });

  it('is 非公開 when hidden, whatever the window', () => {
    const hidden = windowStatus({ shown: false, from: START, to: null }, NOW);
    expect(hidden).toEqual({ state: 'hidden', at: null });
    expect(windowLabel(hidden)).toBe('非公開');
    expect(windowDetail(hidden)).toBe('');
  });

  it('ignores a window that is not a date', () => {
    expect(windowStatus({ shown: true, from: 'いつか', to: undefined }, NOW).state).toBe('live');
  });
});
