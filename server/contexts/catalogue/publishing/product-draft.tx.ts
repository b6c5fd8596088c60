import type { AdminProductSave } from '../../../../contract/catalog/back-office-products.schema';
import type { Product } from '../../../../contract/catalog/catalog.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { presentProducts } from '../catalog/index';
import { productByKey, saveProductIn } from '../products-admin/index';

/** Thrown to end the draft's transaction: it carries the product out and undoes everything. */
class DraftRolledBack extends Error {
  constructor(readonly product: Product) {
    super('draft rolled back');
  }
}

/**
 * The product as the storefront's API would answer it after `body` were saved: the real save
 * (the same checks and 422s, sanitised description, variants) runs in a transaction that is
 * always rolled back, so nothing is kept, no version, audit row or rebuild. The draft is applied
 * over the current version whatever version it was started from (a preview shows, never overwrites).
 */
export async function productAsDrafted(
  db: Db,
  actor: Actor,
  key: string,
  body: AdminProductSave,
): Promise<Product> {
  try {
    await db.transaction(async (tx) => {
      const current = await productByKey(tx, key);
      if (!current) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
      const draft = { ...body, version: current.version };
      const outcome = await saveProductIn(tx, actor, key, draft, 'product.preview');
      if (outcome.kind === 'conflict') throw new ApiException(409, ERROR_CODES.versionConflict);
      const saved = await productByKey(tx, key);
      const [product] = saved ? await presentProducts(tx as unknown as Db, [saved], undefined) : [];
      if (!product) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
      throw new DraftRolledBack(product);
    });
  } catch (error) {
    if (error instanceof DraftRolledBack) return error.product;
    throw error;
  }
  throw new Error('a draft transaction ended without its product');
}
