import type { Tx } from '../client';
import { embroideryProducts } from '../schema/index';
import type { SeedRefs } from './types';

/** The demo products that embroider a saved name (the school wear lists them as accessories). */
const EMBROIDERY_SERVICES = ['name-embroidery'];

/** Marks the name-embroidery service products. */
export async function seedEmbroideryProducts(tx: Tx, refs: SeedRefs): Promise<void> {
  const rows = EMBROIDERY_SERVICES.flatMap((key) => {
    const product = refs.products.get(key);
    return product ? [{ productId: product.id }] : [];
  });
  if (rows.length) await tx.insert(embroideryProducts).values(rows);
}
