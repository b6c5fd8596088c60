import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  listParams,
  optionsFrom,
  sortBy,
  stockLevel,
  taxBreakdown,
  versionRow,
} from './products.model';

describe('listParams', () => {
  it('sends sort and paging always, filters only when set', () => {
    expect(listParams(DEFAULT_FILTERS)).toEqual({
      sort: 'updated',
      order: 'desc',
      page: 1,
      per: 50,
    });
    expect(
      listParams({ ...DEFAULT_FILTERS, keyword: '  シャツ ', stock: 'low', channel: 'wa' }),
    ).toMatchObject({ keyword: 'シャツ', stock: 'low', channel: 'wa' });
  });
});

describe('sortBy', () => {
  it('flips the order on the same column and goes back to page 1', () => {
    const on3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(sortBy(on3, 'updated')).toMatchObject({ sort: 'updated', order: 'asc', page: 1 });
  });

  it('starts names A→Z and numbers highest first', () => {
    expect(sortBy(DEFAULT_FILTERS, 'name')).toMatchObject({ sort: 'name', order: 'asc' });
    expect(sortBy(DEFAULT_FILTERS, 'price')).toMatchObject({ sort: 'price', order: 'desc' });
  });
});

describe('activeFilterCount', () => {
  it('counts the set filters, not the keyword', () => {
    expect(
      activeFilterCount({ ...DEFAULT_FILTERS, keyword: 'x', brand: 'b', visibility: 'hidden' }),
    ).toBe(2);
  });
});

describe('taxBreakdown', () => {
  it('rounds the tax-included price down like the storefront', () => {
    expect(taxBreakdown(3000, 10)).toEqual({ excluding: 3000, tax: 300, including: 3300 });
    expect(taxBreakdown(999, 8)).toEqual({ excluding: 999, tax: 79, including: 1078 });
  });
});

describe('stockLevel', () => {
  it('labels out, low, in stock and untracked', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(5)).toBe('low');
    expect(stockLevel(6)).toBe('in');
    expect(stockLevel(null)).toBe('untracked');
  });
});

describe('optionsFrom', () => {
  it('flattens a tree with depths and accepts keys or ids', () => {
    expect(
      optionsFrom([{ id: 1, name: 'トップス', children: [{ id: 2, name: 'シャツ' }] }]),
    ).toEqual([
      { value: '1', label: 'トップス', depth: 0 },
      { value: '2', label: 'シャツ', depth: 1 },
    ]);
    expect(optionsFrom({ items: [{ key: 'wa', name: '和' }, 'bad'] })).toEqual([
      { value: 'wa', label: '和', depth: 0 },
    ]);
    expect(optionsFrom(null)).toEqual([]);
  });
});

describe('versionRow', () => {
  it('reads number, time, author and changed fields', () => {
    expect(
      versionRow({
        version: 3,
        at: '2026-11-28T00:00:00Z',
        actor: { type: 'staff', email: 'e@example.com' },
        changes: { product_price: { before: 1, after: 2 } },
      }),
    ).toEqual({ n: 3, at: '2026-11-28T00:00:00Z', by: 'e@example.com', fields: ['product_price'] });
    expect(versionRow({ at: 'x' })).toBeNull();
    expect(
      versionRow({
        version: 2,
        saved_at: 't',
        saved_by: '佐藤 編集',
        saved_by_email: 'e@example.jp',
      }),
    ).toEqual({ n: 2, at: 't', by: 'e@example.jp', fields: [] });
  });
});
