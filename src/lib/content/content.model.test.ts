import { describe, expect, it } from 'vitest';
import { formatDate, laterPages, pageOf, pagePath } from './content.model';

describe('content paging', () => {
  it('slices 10 a page and counts pages', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(items, 3)).toEqual({ items: [20, 21, 22], current: 3, last: 3 });
    expect(pageOf([], 1)).toEqual({ items: [], current: 1, last: 1 });
    expect(laterPages(23)).toEqual([2, 3]);
    expect(laterPages(10)).toEqual([]);
    expect(pagePath('/news/', 1)).toBe('/news/');
    expect(pagePath('/news/', 2)).toBe('/news/page/2/');
  });
});

describe('formatDate', () => {
  it('writes YYYY.MM.DD in Tokyo time', () => {
    expect(formatDate('2026-03-31T15:30:00Z')).toBe('2026.04.01');
    expect(formatDate('2026-04-01T10:00:00+09:00')).toBe('2026.04.01');
  });
});
