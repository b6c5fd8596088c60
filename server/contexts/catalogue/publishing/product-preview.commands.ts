import type { AdminProductSave } from '../../../../contract/catalog/back-office-products.schema';
import type { Product } from '../../../../contract/catalog/catalog.schema';
import { PRODUCT_PREVIEW_MESSAGES as P } from '../../../../contract/catalog/product-preview.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { productByKey } from '../products-admin/index';
import { productAsDrafted } from './product-draft.tx';
import { fieldsAtSchedule } from './product-schedule.model';
import { schedulesOf } from './product-schedule.queries';

/**
 * The product as saved, shown even while it is hidden or before its 公開開始日時; with
 * `scheduleId`, as it will be when that pending scheduled change runs (it and the pending changes
 * before it applied over the saved product). Nothing saved.
 */
export async function productAsSaved(
  db: Db,
  actor: Actor,
  key: string,
  scheduleId?: number,
): Promise<Product> {
  const row = await productByKey(db, key);
  if (!row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
  let fields = {};
  if (scheduleId !== undefined) {
    const schedules = await schedulesOf(db, row.id);
    const target = schedules.find((s) => s.id === scheduleId);
    if (!target) {
      throw new ApiException(404, ERROR_CODES.notFound, { schedule: [P.scheduleNotFound] });
    }
    if (target.status !== 'pending') {
      throw new ApiException(422, ERROR_CODES.validation, { schedule: [P.scheduleNotPending] });
    }
    fields = fieldsAtSchedule(schedules, target);
  }
  const body = { ...fields, version: row.version } as AdminProductSave;
  return productAsDrafted(db, actor, key, body);
}
