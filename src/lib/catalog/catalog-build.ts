import * as v from 'valibot';
import { buildFind, buildGet } from '../shared/build-api';
import type { Paging } from '../shared/http/http-types';
import { type Product, ProductSchema } from './catalog.schema';

/** A page of `GET /v1/products`. */
export const ProductPageSchema = v.object({ data: v.array(ProductSchema) });

/** One page of products at build time, with its paging. */
export async function buildProductPage(
  params: Record<string, string | number | undefined> = {},
): Promise<{ products: Product[]; paging: Paging }> {
  const { data, paging } = await buildGet('/v1/products', ProductPageSchema, { params });
  const fallback = { total: data.data.length, per: 15, last: 1, current: 1 };
  return { products: data.data, paging: paging ?? fallback };
}

/** Every product, paging through the list until its last page. */
export async function buildAllProducts(): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; ; page++) {
    const { products, paging } = await buildProductPage({ page, per: 100 });
    all.push(...products);
    if (page >= paging.last || products.length === 0) return all;
  }
}

/** One product by key at build time; null when the API says 404. */
export function buildProduct(key: string): Promise<Product | null> {
  return buildFind(`/v1/products/${encodeURIComponent(key)}`, ProductSchema);
}
