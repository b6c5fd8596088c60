import { ERROR_CODES } from '../../../contract/shared/error.schema';
import type { Db } from '../../db/client';
import { recordContentChange } from '../../db/content-version';
import { ApiException } from '../../http/errors';
import { type ProductRow, reindexProducts } from '../catalog/index';
import type { ProductChanges } from './products-admin.model';
import { sellingChannelIds, updateSoldProduct } from './products-admin.queries';

/**
 * Changes a product and records, in the same transaction, that the channels selling it show
 * changed content (only theirs go stale) and rewrites its search row; 404 when `channelId` sells no product `key`.
 */
export async function changeProduct(
  db: Db,
  channelId: string,
  key: string,
  changes: ProductChanges,
): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const row = await updateSoldProduct(tx, channelId, key, changes);
    if (!row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
    // The name and description are searched: the product's search row changes with them.
    await reindexProducts(tx, [row.id]);
    const channels = await sellingChannelIds(tx, row.id);
    await recordContentChange(tx, { kind: 'product', key: row.key, channels });
    return row;
  });
}
