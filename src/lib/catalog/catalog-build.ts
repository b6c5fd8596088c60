import * as v from 'valibot';
import {
  FEED_MAX_PER,
  type Product,
  type ProductFeed,
  ProductFeedSchema,
  ProductSchema,
} from '../../../contract/catalog/catalog.schema';
import { DRAFT_KINDS } from '../../../contract/shared/draft-preview';
import { renderReadLedger } from '../../../contract/shared/render-reads';
import { buildFind, buildGet } from '../shared/build-api';
import type { Paging } from '../shared/http/http-types';
import { perRender, renderChanges, renderOverrides, withOverrides } from '../shared/per-render';

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

/** The products the previous render pass of this loaded code read (kept for the next pass). */
let previous: Product[] | undefined;

/**
 * More changed products than this are read again through the feed (500 a call) instead of one
 * call each: a CSV renaming all 10,000 products sent 10,000 reads at once, and the API, busy with
 * them for 72 s, answered the last with 408 (its 20 s header timeout); the patch failed.
 */
export const REREAD_ALL_ABOVE = FEED_MAX_PER;

/** Changed products read by key at once (as many as a patch renders pages at once). */
const READS_AT_ONCE = 8;

/**
 * Every product, once per render pass. A patch pass that knows which products changed since the
 * previous pass reads only those again (each by key; gone ones are dropped), not the catalogue,
 * unless more than REREAD_ALL_ABOVE changed.
 */
export const buildAllProducts: () => Promise<Product[]> = perRender(async () => {
  // Partly kept from the previous pass, so not all read now: a page using it shows every product.
  const ledger = renderReadLedger();
  ledger?.every('product');
  const changed = renderChanges('product');
  const load = () =>
    previous && changed && changed.length <= REREAD_ALL_ABOVE
      ? refreshed(previous, changed)
      : fetchAll();
  // Its calls are not noted one by one: `every('product')` already says the list moves with any
  // product, and checking them would ask the whole feed again (200 calls at 100,000 products).
  const products = await (ledger ? ledger.apart(load).value : load());
  previous = products;
  // A draft render's products are shown, never kept: the next pass starts from the stored ones.
  return withOverrides(DRAFT_KINDS.product, products);
});

/** `list` with the products of `keys` read again: replaced, dropped when hidden, added when new. */
async function refreshed(list: Product[], keys: string[]): Promise<Product[]> {
  const fresh = new Map<string, Product | null>();
  for (let i = 0; i < keys.length; i += READS_AT_ONCE) {
    const batch = keys.slice(i, i + READS_AT_ONCE);
    const read = await Promise.all(batch.map(async (k) => [k, await storedProduct(k)] as const));
    for (const [key, product] of read) fresh.set(key, product);
  }
  const kept = list.flatMap((p) => {
    if (!fresh.has(p.key)) return [p];
    const now = fresh.get(p.key);
    return now ? [now] : [];
  });
  const known = new Set(list.map((p) => p.key));
  const added = [...fresh.values()].filter((p): p is Product => p !== null && !known.has(p.key));
  return [...kept, ...added];
}

/**
 * Every product, read through `GET /v1/product-feed` page after page: each page starts after the
 * last id of the one before, so the whole catalogue costs one walk of the primary key (OFFSET
 * pages of `GET /v1/products` each sorted and skipped everything before them: n² at 100,000).
 */
async function fetchAll(): Promise<Product[]> {
  const all: Product[] = [];
  let after: number | null = 0;
  while (after !== null) {
    const params = { after, per: FEED_MAX_PER };
    const page: ProductFeed = (await buildGet('/v1/product-feed', ProductFeedSchema, { params }))
      .data;
    for (const product of page.data) all.push(product);
    after = page.next;
  }
  return all;
}

/** One product by key at build time; null when the API says 404. */
export function buildProduct(key: string): Promise<Product | null> {
  const draft = renderOverrides<Product>(DRAFT_KINDS.product)?.get(key);
  return draft ? Promise.resolve(draft) : storedProduct(key);
}

/** One product by key as the API stores it (never a draft: `previous` keeps only these). */
const storedProduct = (key: string): Promise<Product | null> =>
  buildFind(`/v1/products/${encodeURIComponent(key)}`, ProductSchema);
