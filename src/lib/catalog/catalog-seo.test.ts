import { describe, expect, it } from 'vitest';
import type { Product } from '../../../contract/catalog/catalog.schema';
import { productJsonLd } from './catalog-seo';

const product = {
  name: 'オックスフォードシャツ',
  summary: '綿100%',
  code: 'SH-001',
  product_price_with_tax: 4400,
  is_stock_available: false,
  brand: { id: 1, key: 'b', name: '大川' },
} as Product;

describe('productJsonLd', () => {
  it('has a JPY offer with price 税込 and availability', () => {
    const ld = productJsonLd(product, 'http://x/product/a/', 'http://x/a.svg');
    expect(ld.offers).toMatchObject({
      priceCurrency: 'JPY',
      price: 4400,
      availability: 'https://schema.org/OutOfStock',
    });
    expect(ld.brand).toEqual({ '@type': 'Brand', name: '大川' });
  });
});

describe('product trail', () => {
  it('lists top, list, categories and the product as a BreadcrumbList', async () => {
    const { breadcrumbJsonLd, jsonLdGraph, productTrail } = await import('./catalog-seo');
    const trail = productTrail(
      {
        ...product,
        key: 'oxford-shirt',
        categories: [{ id: 1, key: 'mens', name: 'メンズ' }],
      } as Product,
      'http://x/',
    );
    expect(trail.map((c) => c.name)).toEqual([
      'トップ',
      '商品一覧',
      'メンズ',
      'オックスフォードシャツ',
    ]);
    const ld = breadcrumbJsonLd(trail);
    expect(ld.itemListElement[3]).toMatchObject({
      position: 4,
      item: 'http://x/product/oxford-shirt/',
    });
    const graph = jsonLdGraph(ld);
    expect(graph['@graph'][0]).not.toHaveProperty('@context');
  });
});
