import type { Tx } from '../client';
import { collectionProducts, collections } from '../schema/index';
import { collectionsData, type SeedCollection } from './data/collections';
import type { SeedRefs } from './types';

/** Inserts collections; products missing from the data set (a smaller test seed) are skipped. */
export async function seedCollections(
  tx: Tx,
  refs: SeedRefs,
  data: SeedCollection[] = collectionsData,
): Promise<void> {
  for (const item of data) {
    const ids = item.products.flatMap((key) => {
      const found = refs.products.get(key);
      return found ? [found.id] : [];
    });
    if (ids.length === 0) continue;
    const [row] = await tx
      .insert(collections)
      .values({ alias: item.alias, name: item.name, description: item.description })
      .returning({ id: collections.id });
    if (!row) continue;
    await tx
      .insert(collectionProducts)
      .values(ids.map((productId, sort) => ({ collectionId: row.id, productId, sort })));
  }
}
