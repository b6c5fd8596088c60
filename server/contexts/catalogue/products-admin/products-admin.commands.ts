import type { Product } from '../../../../contract/catalog/catalog.schema';
import type { ProductPatch } from '../../../../contract/catalog/products-admin.schema';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../http/types';
import { presentProducts } from '../catalog/index';
import { toProductChanges } from './products-admin.model';
import { changeProduct } from './products-admin.tx';

/** Applies an editor's (or a script's) patch to a product of the channel, audited, and answers it as the storefront reads it. */
export async function editProduct(
  db: Db,
  actor: Actor,
  channelId: string,
  key: string,
  patch: ProductPatch,
): Promise<Product> {
  const row = await changeProduct(db, actor, channelId, key, toProductChanges(patch));
  const [product] = await presentProducts(db, [row], undefined);
  return product as Product;
}
