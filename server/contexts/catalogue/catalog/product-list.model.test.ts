import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductListQuerySchema } from '../../../../contract/catalog/catalog.schema';
import { toListItem } from './product-list.model';
import { totalKey } from './product-list.queries';
import { listShape, listValues } from './sql-fragments.queries';

const query = (q: Record<string, string>) => v.parse(ProductListQuerySchema, q);

const row = {
  id: 7,
  key: 'oxford-shirt',
  code: 'OX',
  name: 'オックスフォードシャツ',
  price: 6800,
  beforePrice: null,
  taxRate: 10,
  isShow: true,
  brandId: 2,
  brandKey: 'minato',
  brandName: '港工房',
  variants: [
    { id: 1, code: 'OX-S', name: 'S', stock: 0, sort: 1 },
    { id: 2, code: 'OX-M', name: 'M', stock: 3, sort: 2 },
  ],
  image: { path: '/media/products/oxford-shirt/1.svg', alt: '' },
  categories: [{ id: 1, key: 'mens', name: 'メンズ' }],
};

describe('toListItem', () => {
  it('carries the list fields with tax-included price, stock flags and the alt fallback', () => {
    const item = toListItem(row, true);
    expect(item).toMatchObject({
      id: 7,
      product_price: 6800,
      product_price_with_tax: 7480,
      is_stock_available: true,
      is_favorite: true,
      brand: { id: 2, key: 'minato', name: '港工房' },
      image: { path: '/media/products/oxford-shirt/1.svg', alt: 'オックスフォードシャツ' },
    });
    expect(item.product_model.products.map((p) => p.is_stock_available)).toEqual([false, true]);
    expect(Object.keys(item)).not.toContain('detail');
  });

  it('falls back to the drawn picture and no brand; sold out when no variant has stock', () => {
    const item = toListItem(
      { ...row, brandId: null, brandKey: null, brandName: null, image: null, variants: [] },
      false,
    );
    expect(item.brand).toBeNull();
    expect(item.image.path).toBe('/media/products/oxford-shirt/1.svg');
    expect(item.is_stock_available).toBe(false);
  });
});

describe('list query shapes and values', () => {
  it('names one shape per set of filters and sort, not per value', () => {
    expect(listShape(query({}))).toBe('new');
    expect(listShape(query({ maker: 'a', page: '3' }))).toBe(listShape(query({ maker: 'b' })));
    // One part per keyword term: how many words (the term and its synonyms) it searches for.
    expect(listShape(query({ keyword: 'シャツ　白', sort: 'popular', price_min: '100' }))).toBe(
      'popular_pricemin_kw1x1',
    );
  });

  it('gives each placeholder its value: escaped patterns, index grams, limit and offset', () => {
    const values = listValues('default', query({ keyword: '100%　綿', page: '3', per: '20' }));
    expect(values).toMatchObject({ channel: 'default', keyword: '100% 綿', cap: 1000 });
    expect(values).toMatchObject({ patterns0: ['%100\\%%'], patterns1: ['%綿%'] });
    // A one-character term is found by its single gram and needs no pattern check.
    expect(values).toMatchObject({ grams0_0: ['10', '00', '0%'], short0: false });
    expect(values).toMatchObject({ grams1_0: ['綿'], short1: true });
    expect(values).toMatchObject({ limit: 20, offset: 40, child: false });
  });

  it('shares a total between pages and sorts of the same filters only', () => {
    const a = totalKey('default', query({ brand: 'x', page: '1', sort: 'new' }));
    expect(totalKey('default', query({ brand: 'x', page: '9', sort: 'price_asc' }))).toBe(a);
    expect(totalKey('school', query({ brand: 'x' }))).not.toBe(a);
    expect(totalKey('default', query({ brand: 'y' }))).not.toBe(a);
  });
});
