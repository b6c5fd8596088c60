import * as v from 'valibot';
import {
  type Collection,
  CollectionSchema,
  CollectionSummarySchema,
} from '../../../contract/catalog/catalog.schema';
import { buildFind, buildGet } from '../shared/build-api';
import { perRender } from '../shared/per-render';

/** Alias of the set order that starts from a product (`/product/{key}/uos/`). */
export const setAlias = (productKey: string) => `set-${productKey}`;

/** Product keys that have a set order, fetched once per render pass. */
export const buildSetKeys: () => Promise<Set<string>> = perRender(() =>
  buildGet('/v1/collections', v.object({ data: v.array(CollectionSummarySchema) })).then(
    ({ data }) =>
      new Set(data.data.filter((c) => c.alias.startsWith('set-')).map((c) => c.alias.slice(4))),
  ),
);

/** The set of a product at build time, or null. */
export function buildSet(productKey: string): Promise<Collection | null> {
  return buildFind(`/v1/collections/${encodeURIComponent(setAlias(productKey))}`, CollectionSchema);
}

/** Every set order of the shop with the product key it opens from, at build time. */
export async function buildSetOrders(): Promise<{ key: string; set: Collection }[]> {
  const keys = [...(await buildSetKeys())];
  const sets = await Promise.all(keys.map(async (key) => ({ key, set: await buildSet(key) })));
  return sets.flatMap(({ key, set }) => (set ? [{ key, set }] : []));
}
