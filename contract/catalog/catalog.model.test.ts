import { describe, expect, it } from 'vitest';
import { pageNumbers, productKeyFromPath, stockLabel } from './catalog.model';

describe('catalog helpers', () => {
  it('reads the product key from a path', () => {
    expect(productKeyFromPath('/product/oxford-shirt/')).toBe('oxford-shirt');
    expect(productKeyFromPath('/product/')).toBeNull();
    expect(productKeyFromPath('/product/a/b/')).toBeNull();
    expect(productKeyFromPath('/news/a/')).toBeNull();
  });

  it('labels stock', () => {
    const base = { id: 1, code: 'c', name: 'M', sort: 1 };
    expect(stockLabel({ ...base, stock: 0, is_stock_available: false })).toBe('在庫なし');
    expect(stockLabel({ ...base, stock: 5, is_stock_available: true })).toBe('残り5点');
    expect(stockLabel({ ...base, stock: 40, is_stock_available: true })).toBe('在庫あり');
  });

  it('lists page numbers around the current page', () => {
    expect(pageNumbers(1, 14)).toEqual([1, 2, 3, 14]);
    expect(pageNumbers(7, 14)).toEqual([1, 5, 6, 7, 8, 9, 14]);
    expect(pageNumbers(1, 1)).toEqual([1]);
  });
});
