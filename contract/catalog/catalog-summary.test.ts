import { describe, expect, it } from 'vitest';
import { type Product, toProductSummary } from './catalog.schema';

const product = {
  id: 7,
  key: 'oxford-shirt',
  code: 'OX-1',
  name: 'オックスフォードシャツ',
  summary: '定番の一枚',
  detail: '<p>長い説明</p>',
  product_price: 5000,
  product_price_with_tax: 5500,
  before_price: null,
  before_price_with_tax: null,
  tax_rate: 10,
  is_show_product: true,
  is_stock_available: false,
  is_age_restricted: false,
  is_favorite: false,
  image: { path: '/media/a.svg', alt: 'シャツ' },
  images: [{ path: '/media/a.svg', alt: 'シャツ' }],
  maker: null,
  brand: { id: 1, key: 'blue', name: 'BLUE CREST' },
  categories: [],
  tags: ['新作'],
  size_table: null,
  product_model: { products: [] },
  published_at: '2026-01-01T00:00:00Z',
} satisfies Product;

describe('toProductSummary', () => {
  it('keeps only what a product tile shows', () => {
    expect(toProductSummary(product)).toEqual({
      id: 7,
      key: 'oxford-shirt',
      name: 'オックスフォードシャツ',
      image: { path: '/media/a.svg', alt: 'シャツ' },
      brand: { id: 1, key: 'blue', name: 'BLUE CREST' },
      product_price_with_tax: 5500,
      is_stock_available: false,
    });
  });
});
