import { describe, expect, it } from 'vitest';
import {
  type PublishEvent,
  pagesLine,
  parsePublishEvent,
  scheduledFields,
  settledLine,
  tokyoIso,
} from './publishing.model';

const live = (channel: string, seconds: number) => ({
  channel,
  state: 'live' as const,
  seconds,
  rendered: 2,
  reused: 40,
});

describe('publishing.model', () => {
  it('reads stream events and ignores broken ones', () => {
    expect(parsePublishEvent('{"channels":[],"settled":true,"building":false}')?.settled).toBe(
      true,
    );
    expect(parsePublishEvent('not json')).toBeNull();
    expect(parsePublishEvent('{"x":1}')).toBeNull();
  });

  it('announces every channel live with the slowest seconds, and nothing while one is not', () => {
    const done: PublishEvent = {
      channels: [live('default', 1.2), live('wa', 2.5)],
      settled: true,
      building: false,
    };
    expect(settledLine(done)).toContain('2.5 秒');
    const failed = {
      ...done,
      channels: [live('default', 1), { ...live('wa', 1), state: 'failed' as const }],
    };
    expect(settledLine(failed)).toBeNull();
    expect(settledLine({ ...done, settled: false })).toBeNull();
    expect(pagesLine(live('wa', 1))).toBe('描画 2 ページ・再利用 40 ページ');
    expect(pagesLine({ ...live('wa', 1), rendered: null })).toBe('');
  });

  it('reads a Tokyo datetime-local value as +09:00, with or without seconds', () => {
    expect(tokyoIso('2026-12-01T00:00')).toBe('2026-12-01T00:00:00+09:00');
    expect(tokyoIso('2026-12-01T23:59:30')).toBe('2026-12-01T23:59:30+09:00');
    expect(tokyoIso('')).toBeNull();
    expect(tokyoIso('tomorrow')).toBeNull();
  });

  it('schedules only the fields that differ from the saved product (never stock or the version)', () => {
    const saved = {
      name: 'A',
      product_price: 1000,
      channels: ['wa'],
      variants: [{ id: 1, stock: 2 }],
    };
    const draft = { ...saved, product_price: 800, variants: [{ id: 1, stock: 9 }] };
    expect(scheduledFields(draft, saved)).toEqual({ product_price: 800 });
  });
});
