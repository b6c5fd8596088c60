import * as v from 'valibot';
import type { Cart } from '../../../contract/cart/cart.schema';
import {
  type CategoryNode,
  CategoryNodeSchema,
  NamedRefSchema,
  type Product,
  type ProductListItem,
  ProductListItemSchema,
  ProductSchema,
  type Tag,
  TagSchema,
} from '../../../contract/catalog/catalog.schema';
import type { CartAddSetBody } from '../../../contract/catalog/set-order.schema';
import type { HttpClient } from '../shared/http/http-client';
import type { Paging } from '../shared/http/http-types';

/** A named reference of the search modals. */
export type NamedRef = v.InferOutput<typeof NamedRefSchema>;
/** One page of some list, or null when the client ignored the failure. */
export type PageOf<T> = { data: T[]; paging: Paging | null; headers: Headers } | null;
type Params = Record<string, string | number | undefined>;

const listOf = <S extends v.GenericSchema>(schema: S) => v.object({ data: v.array(schema) });
const enc = encodeURIComponent;

/** GETs one page of a list and parses its items with `schema` (null when the failure was ignored). */
export async function getPage<S extends v.GenericSchema>(
  http: HttpClient,
  path: string,
  schema: S,
  params?: Params,
  signal?: AbortSignal,
) {
  const res = await http.get(path, { params, signal });
  if (res.ignored) return null;
  const data = v.parse(listOf(schema), res.data).data as v.InferOutput<S>[];
  return { data, paging: res.paging, headers: res.headers };
}

/** Parses one record of a response with `schema` (null when the failure was ignored). */
export async function parseOne<S extends v.GenericSchema>(
  res: Awaited<ReturnType<HttpClient['get']>>,
  schema: S,
): Promise<v.InferOutput<S> | null> {
  return res.ignored ? null : v.parse(schema, res.data);
}

/**
 * Catalogue calls over an HTTP client (null results mean the failure was ignored, spec §8).
 * Reviews, questions and product requests are in community.api (only their islands load them).
 */
export function createCatalogApi(http: HttpClient) {
  const page = <S extends v.GenericSchema>(
    path: string,
    schema: S,
    params?: Params,
    signal?: AbortSignal,
  ) => getPage(http, path, schema, params, signal);
  const one = parseOne;
  return {
    product: async (key: string): Promise<Product | null> =>
      one(await http.get(`/v1/products/${enc(key)}`), ProductSchema),
    /** One page of the list as it shows (`fields=list`: no description, gallery or tags). */
    products: async (params: Params, signal?: AbortSignal) => {
      const query = { ...params, fields: 'list' };
      const res = await page('/v1/products', ProductListItemSchema, query, signal);
      return res && { products: res.data as ProductListItem[], paging: res.paging };
    },
    linked: (
      key: string,
      kind: 'recommend' | 'related' | 'accessories',
    ): Promise<PageOf<Product>> => page(`/v1/products/${enc(key)}/${kind}`, ProductSchema),
    categories: (): Promise<PageOf<CategoryNode>> =>
      page('/v1/categories/hierarchy', CategoryNodeSchema, { table: 'products' }),
    tags: (): Promise<PageOf<Tag>> => page('/v1/tags', TagSchema),
    brands: (): Promise<PageOf<NamedRef>> => page('/v1/brands', NamedRefSchema, { per: 'all' }),
    makers: (): Promise<PageOf<NamedRef>> => page('/v1/makers', NamedRefSchema, { per: 'all' }),
    addSet: async (body: CartAddSetBody): Promise<Cart | null> => {
      const res = await http.patch('/v1/carts/products/add-set', body);
      // The cart's schema loads with a set order's reply, not with the product pages' list calls.
      const { CartSchema } = await import('../../../contract/cart/cart.schema');
      return one(res, CartSchema);
    },
  };
}

/** The catalogue calls, for modules that take them. */
export type CatalogApi = ReturnType<typeof createCatalogApi>;
