import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { recordContentChange } from '../../../db/content-version';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { recordAudit } from '../../platform/api';
import { snapshotOf, toAdminProduct } from './product-record.model';
import { keepVersion, productByKey, productParts, writeProduct } from './product-record.queries';
import { savedBy } from './product-save.tx';
import { enqueueProductBoundaries } from './product-window.tx';

/**
 * Deletes a product softly (`deleted`: gone from every channel and the list, kept with its
 * orders and versions) or brings it back, as a new version; audited, its channels rebuilt.
 * Doing it twice changes nothing more.
 */
export function setProductDeleted(db: Db, actor: Actor, key: string, deleted: boolean) {
  return db.transaction(async (tx) => {
    const row = await productByKey(tx, key, true);
    if (!row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
    const before = toAdminProduct(await productParts(tx, row));
    if ((row.deletedAt !== null) === deleted) return before;
    const written = await writeProduct(
      tx,
      row.id,
      { deletedAt: deleted ? new Date() : null },
      row.version + 1,
    );
    // Brought back: its window's boundaries still to come rebuild again (a job already queued is kept).
    if (!deleted) await enqueueProductBoundaries(tx, written);
    const after = toAdminProduct(await productParts(tx, written));
    await keepVersion(tx, {
      productId: row.id,
      version: written.version,
      snapshot: snapshotOf(after),
      savedBy: savedBy(actor),
      savedByEmail: actor.kind === 'staff' ? actor.email : null,
    });
    await recordContentChange(tx, { kind: 'product', key: row.key, channels: after.channels });
    await recordAudit(tx, actor, {
      action: deleted ? 'product.delete' : 'product.undelete',
      recordType: 'products',
      recordId: row.key,
      before: { deleted_at: before.deleted_at },
      after: { deleted_at: after.deleted_at },
    });
    return after;
  });
}
