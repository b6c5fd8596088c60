import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Product,
  type ProductListItem,
  ProductListItemSchema,
} from '../../../../contract/catalog/catalog.schema';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';

let api: TestApi;
const list = <T>(query: string) => call<{ data: T[] }>(api.app, 'GET', `/v1/products${query}`);

beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

describe('GET /v1/products?fields=list', () => {
  it('answers the same products, page and headers as the full list, with only the list fields', async () => {
    for (const q of [
      '?page=2',
      '?sort=price_asc&category=mens&child=true',
      '?keyword=%E3%82%B7%E3%83%A3%E3%83%84',
    ]) {
      const full = await list<Product>(q);
      const slim = await list<ProductListItem>(`${q}&fields=list`);
      expect(slim.status).toBe(200);
      for (const h of ['x-total', 'x-per-page', 'x-last-page', 'x-current-page'])
        expect(slim.headers.get(h)).toBe(full.headers.get(h));
      expect(slim.body.data.length).toBe(full.body.data.length);
      slim.body.data.forEach((item, i) => {
        const p = full.body.data[i] as Product;
        expect(v.parse(v.strictObject(ProductListItemSchema.entries), item)).toEqual({
          id: p.id,
          key: p.key,
          code: p.code,
          name: p.name,
          product_price: p.product_price,
          product_price_with_tax: p.product_price_with_tax,
          before_price: p.before_price,
          is_show_product: p.is_show_product,
          is_stock_available: p.is_stock_available,
          is_favorite: p.is_favorite,
          image: p.image,
          brand: p.brand,
          categories: p.categories,
          product_model: p.product_model,
        });
      });
    }
  });

  it('is smaller than the full reply and still rejects bad input with 422', async () => {
    const full = await call(api.app, 'GET', '/v1/products');
    const slim = await call(api.app, 'GET', '/v1/products?fields=list');
    expect(slim.text.length * 2).toBeLessThan(full.text.length);
    const bad = expectApiError(await list('?fields=all'), 422, 'common.validation');
    expect(bad.errors?.fields?.length).toBeGreaterThan(0);
  });
});
