import * as v from 'valibot';
import { buildFind, buildGet } from '../shared/build-api';
import type { Paging } from '../shared/http/http-types';
import { perRender, renderChanges } from '../shared/per-render';
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

/** Pages of the list fetched at once after the first: the API answers while the build parses. */
const PAGES_AT_ONCE = 4;

/** The products the previous render pass of this loaded code read (kept for the next pass). */
let previous: Product[] | undefined;

/**
 * Every product, once per render pass. A patch pass that knows which products changed since the
 * previous pass reads only those again (each by key; gone ones are dropped), not the catalogue.
 */
export const buildAllProducts: () => Promise<Product[]> = perRender(async () => {
  const changed = renderChanges('product');
  const products = previous && changed ? await refreshed(previous, changed) : await fetchAll();
  previous = products;
  return products;
});

/** `list` with the products of `keys` read again: replaced, dropped when hidden, added when new. */
async function refreshed(list: Product[], keys: string[]): Promise<Product[]> {
  const fresh = new Map(
    await Promise.all(keys.map(async (k) => [k, await buildProduct(k)] as const)),
  );
  const kept = list.flatMap((p) => {
    if (!fresh.has(p.key)) return [p];
    const now = fresh.get(p.key);
    return now ? [now] : [];
  });
  const known = new Set(list.map((p) => p.key));
  const added = [...fresh.values()].filter((p): p is Product => p !== null && !known.has(p.key));
  return [...kept, ...added];
}

/** Every product: the first page tells how many pages follow; they are fetched a few at a time. */
async function fetchAll(): Promise<Product[]> {
  const first = await buildProductPage({ page: 1, per: 100 });
  const all = [...first.products];
  if (first.products.length === 0) return all;
  for (let page = 2; page <= first.paging.last; page += PAGES_AT_ONCE) {
    const pages = Array.from(
      { length: Math.min(PAGES_AT_ONCE, first.paging.last - page + 1) },
      (_, i) => buildProductPage({ page: page + i, per: 100 }),
    );
    for (const { products } of await Promise.all(pages)) all.push(...products);
  }
  return all;
}

/** One product by key at build time; null when the API says 404. */
export function buildProduct(key: string): Promise<Product | null> {
  return buildFind(`/v1/products/${encodeURIComponent(key)}`, ProductSchema);
}
