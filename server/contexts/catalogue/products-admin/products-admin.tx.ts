import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { recordContentChange } from '../../../db/content-version';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { recordAudit } from '../../platform/api';
import { type ProductRow, reindexProducts } from '../catalog/index';
import { auditedPatchFields, type ProductChanges } from './products-admin.model';
import { lockSoldProduct, sellingChannelIds, updateSoldProduct } from './products-admin.queries';

/**
 * Changes a product and records, in the same transaction, that the channels selling it show
 * changed content (only theirs go stale), rewrites its search row and writes the audit row with
 * the changed fields before and after (as a back-office save does); 404 when `channelId` sells
 * no product `key`.
 */
export async function changeProduct(
  db: Db,
  actor: Actor,
  channelId: string,
  key: string,
  changes: ProductChanges,
): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const locked = await lockSoldProduct(tx, channelId, key);
    const row = locked && (await updateSoldProduct(tx, channelId, key, changes));
    if (!locked || !row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
    // The name and description are searched: the product's search row changes with them.
    await reindexProducts(tx, [row.id]);
    const channels = await sellingChannelIds(tx, row.id);
    await recordContentChange(tx, { kind: 'product', key: row.key, channels });
    await recordAudit(tx, actor, {
      action: 'product.update',
      recordType: 'products',
      recordId: row.key,
      ...auditedPatchFields(locked, row),
    });
    return row;
  });
}
