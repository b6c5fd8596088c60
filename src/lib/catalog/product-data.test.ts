import { describe, expect, it } from 'vitest';
import type { Product } from '../../../contract/catalog/catalog.schema';
import { productDataRows, productHeadMeta } from './product-data';

const base = {
  code: 'SB-1',
  maker: null,
  brand: { id: 1, key: 'k', name: '米菓堂' },
  categories: [
    { id: 1, key: 'food', name: '食品' },
    { id: 2, key: 'rice', name: '米菓' },
  ],
  tax_rate: 8,
} as unknown as Product;

describe('product data rows', () => {
  it('lists code, brand, the category trail and the reduced tax rate', () => {
    expect(productDataRows(base)).toEqual([
      ['商品コード', 'SB-1'],
      ['ブランド', '米菓堂'],
      ['カテゴリ', '食品 › 米菓'],
      ['税率', '8%（軽減税率）'],
    ]);
  });
});

describe('product head meta', () => {
  it('titles the page with the shop name and folds the summary into a description', () => {
    expect(productHeadMeta({ name: '手ぬぐい', summary: '綿100%\n  日本製' }, '和みや')).toEqual({
      title: '手ぬぐい | 和みや',
      description: '綿100% 日本製',
    });
  });
});
