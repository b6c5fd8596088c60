import { call } from '../shared/http';
import { type Paging, pagingFrom, queryString, rowsOf } from '../shared/http.model';
import type { ProductRecord } from './product-form.model';
import { listParams, type ProductFilters, type ProductListItem } from './products.model';

/** One page of the product list, searched, filtered and sorted by the server. */
export async function fetchProducts(
  filters: ProductFilters,
): Promise<{ rows: ProductListItem[]; paging: Paging }> {
  const { data, headers } = await call<unknown>(
    'GET',
    `/v1/admin/products${queryString(listParams(filters))}`,
  );
  const rows = rowsOf<ProductListItem>(data);
  return { rows, paging: pagingFrom(headers, rows.length) };
}

const productPath = (key: string) => `/v1/admin/products/${encodeURIComponent(key)}`;

/** One whole product with its `version`. */
export async function fetchProduct(key: string): Promise<ProductRecord> {
  return (await call<ProductRecord>('GET', productPath(key))).data;
}

/** Creates a product. */
export async function postProduct(body: Record<string, unknown>): Promise<ProductRecord> {
  return (await call<ProductRecord>('POST', '/v1/admin/products', body)).data;
}

/** Saves a product based on `version` (409 when someone saved a newer one). */
export async function putProduct(
  key: string,
  body: Record<string, unknown>,
): Promise<ProductRecord> {
  return (await call<ProductRecord>('PUT', productPath(key), body)).data;
}

/** Copies a product (the copy starts hidden). */
export async function postDuplicate(key: string): Promise<ProductRecord> {
  return (await call<ProductRecord>('POST', `${productPath(key)}/duplicate`)).data;
}

/** Deletes (soft) a product. */
export async function deleteProduct(key: string): Promise<void> {
  await call('DELETE', productPath(key));
}

/** Brings a deleted product back. */
export async function postUndelete(key: string): Promise<void> {
  await call('POST', `${productPath(key)}/undelete`);
}

/** A product's saved versions, newest first. */
export async function fetchVersions(key: string): Promise<Record<string, unknown>[]> {
  return rowsOf<Record<string, unknown>>(
    (await call<unknown>('GET', `${productPath(key)}/versions`)).data,
  );
}

/** Restores version `n` (saved as a new version, and published). */
export async function postRestore(key: string, n: number): Promise<ProductRecord> {
  return (await call<ProductRecord>('POST', `${productPath(key)}/versions/${n}/restore`)).data;
}

/** A reference list: categories, brands, makers or channels. */
export async function fetchReference(
  list: 'categories' | 'brands' | 'makers' | 'channels',
): Promise<unknown> {
  return (await call<unknown>('GET', `/v1/admin/${list}`)).data;
}

/** A preview link of the product's page on `channel` with `body` (the form, unsaved) applied. */
export async function postPreview(
  key: string,
  channel: string,
  body: Record<string, unknown>,
): Promise<{ url: string; expires_at: string }> {
  const path = `${productPath(key)}/preview?channel=${encodeURIComponent(channel)}`;
  return (await call<{ url: string; expires_at: string }>('POST', path, body)).data;
}

/**
 * A preview link of the product's page on `channel` ('' for the shop's own) as saved (even hidden or 公開予約), or with
 * `schedule` as that pending scheduled change will make it.
 */
export async function postSavedPreview(
  key: string,
  channel: string,
  schedule?: number,
): Promise<{ url: string; expires_at: string }> {
  // Without a channel (a product sold nowhere yet) the shop's own channel renders it.
  const query = new URLSearchParams(channel ? { channel } : {});
  if (schedule !== undefined) query.set('schedule', String(schedule));
  const path = `${productPath(key)}/preview/saved?${query}`;
  return (await call<{ url: string; expires_at: string }>('POST', path)).data;
}
