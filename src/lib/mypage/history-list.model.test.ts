import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  type HistoryList,
  loadedList,
  pageFromQuery,
  searchLink,
  withoutEntry,
} from './history-list.model';

const list: HistoryList<{ id: number }> = {
  status: 'ready',
  items: [{ id: 1 }, { id: 2 }, { id: 3 }],
  total: 23,
  current: 1,
  last: 3,
};

describe('my-page history lists', () => {
  it('removing an entry drops it and lowers the total by one', () => {
    const after = withoutEntry(list, (r) => r.id === 2);
    expect(after.items.map((r) => r.id)).toEqual([1, 3]);
    expect(after.total).toBe(22);
    expect(after.last).toBe(3);
  });

  it('removing an entry that is not shown changes nothing', () => {
    expect(withoutEntry(list, (r) => r.id === 9)).toEqual(list);
    const empty = { ...list, items: [], total: 0 };
    expect(withoutEntry(empty, () => true).total).toBe(0);
  });

  it('takes the total and pages from the paging headers, else from the page itself', () => {
    const paging = { total: 31, per: 10, last: 4, current: 2 };
    expect(loadedList({ data: [{ id: 1 }], paging }, 2)).toMatchObject({
      status: 'ready',
      total: 31,
      current: 2,
      last: 4,
    });
    expect(loadedList({ data: [{ id: 1 }, { id: 2 }], paging: null }, 1)).toMatchObject({
      total: 2,
      last: 1,
    });
  });

  it('links a searched word to the product list by its keyword parameter', () => {
    expect(searchLink('白 シャツ&')).toBe(
      '/product/?keyword=%E7%99%BD%20%E3%82%B7%E3%83%A3%E3%83%84%26',
    );
    expect(new URL(searchLink('a+b'), 'http://x').searchParams.get('keyword')).toBe('a+b');
  });

  it('reads the page number from the query, falling back to 1', () => {
    expect(pageFromQuery('?page=3')).toBe(3);
    expect(pageFromQuery('')).toBe(1);
    expect(pageFromQuery('?page=-2')).toBe(1);
    expect(pageFromQuery('?page=abc')).toBe(1);
    expect(pageFromQuery('?page=1e99')).toBe(1);
  });

  it('formats dates as YYYY.MM.DD H:mm and ignores bad input', () => {
    const d = new Date(2026, 3, 1, 9, 5);
    expect(formatDateTime(d.toISOString())).toBe('2026.04.01 9:05');
    expect(formatDateTime('nonsense')).toBe('');
  });
});
