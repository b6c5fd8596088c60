import * as v from 'valibot';
import type { HttpClient } from '../shared/http/http.client';
import type { Paging } from '../shared/http/http.types';
import { type Product, ProductSchema } from './catalog.schema';

/** Catalogue calls from the browser; null when the client ignored the failure. */
export type CatalogApi = {
  product(key: string): Promise<Product | null>;
  products(params: Record<string, string | number | undefined>): Promise<{
    products: Product[];
    paging: Paging | null;
  } | null>;
};

const ListSchema = v.object({ data: v.array(ProductSchema) });

/** Catalogue calls over an HTTP client. */
export function createCatalogApi(http: HttpClient): CatalogApi {
  return {
    async product(key) {
      const res = await http.get(`/v1/products/${encodeURIComponent(key)}`);
      return res.ignored ? null : v.parse(ProductSchema, res.data);
    },
    async products(params) {
      const res = await http.get('/v1/products', { params });
      if (res.ignored) return null;
      return { products: v.parse(ListSchema, res.data).data, paging: res.paging };
    },
  };
}
