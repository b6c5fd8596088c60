import { asc, eq } from 'drizzle-orm';
import type { Collection } from '../../../../contract/catalog/catalog.schema';
import type { Db } from '../../../db/client';
import { collectionProducts, collections } from '../../../db/schema/index';
import { productsByIds } from './catalog-view.queries';

/** A collection by alias with up to `limit` of its visible products, or undefined. */
export async function findCollection(
  db: Db,
  channelId: string,
  alias: string,
  options: { limit: number; userId: number | undefined },
): Promise<Collection | undefined> {
  const [row] = await db.select().from(collections).where(eq(collections.alias, alias)).limit(1);
  if (!row) return undefined;
  const links = await db
    .select({ id: collectionProducts.productId })
    .from(collectionProducts)
    .where(eq(collectionProducts.collectionId, row.id))
    .orderBy(asc(collectionProducts.sort), asc(collectionProducts.productId));
  const found = await productsByIds(
    db,
    channelId,
    links.map((l) => l.id),
    options.userId,
  );
  return {
    id: row.id,
    alias: row.alias,
    name: row.name,
    description: row.description,
    products: found.slice(0, options.limit),
  };
}

/** Every collection without its products (aliases starting `set-` are set orders). */
export function listCollections(db: Db) {
  return db
    .select({
      id: collections.id,
      alias: collections.alias,
      name: collections.name,
      description: collections.description,
    })
    .from(collections)
    .orderBy(asc(collections.id));
}
