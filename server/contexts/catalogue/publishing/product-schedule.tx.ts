import type { AdminProductSave } from '../../../../contract/catalog/back-office-products.schema';
import { PRODUCT_SCHEDULE_MESSAGES as M } from '../../../../contract/catalog/product-schedule.messages';
import type {
  ProductSchedule,
  ProductScheduleBody,
} from '../../../../contract/catalog/product-schedule.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Database, Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { enqueueJob } from '../../../jobs/queue';
import { log } from '../../../log';
import { recordAudit } from '../../platform/api';
import { productByKey, productParts, saveProductIn, toAdminProduct } from '../products-admin/index';
import {
  currentValuesOf,
  SCHEDULE_JOB,
  scheduledByOf,
  schedulerOf,
  scheduleTimeErrors,
  toSchedule,
} from './product-schedule.model';
import { insertSchedule, lockSchedule, settleSchedule } from './product-schedule.queries';

/**
 * Schedules a change of a product (and with `revert_at` the change that puts its fields back),
 * each with a job at its time, and audits it, in one transaction.
 */
export async function scheduleChange(
  db: Db,
  actor: Actor,
  key: string,
  body: ProductScheduleBody,
  now = new Date(),
): Promise<ProductSchedule[]> {
  const errors = scheduleTimeErrors(body.run_at, body.revert_at, now);
  if (Object.keys(errors).length) throw new ApiException(422, ERROR_CODES.validation, errors);
  return db.transaction(async (tx) => {
    const row = await productByKey(tx, key, true);
    if (!row) throw new ApiException(404, ERROR_CODES.catalogProductNotFound);
    const current = toAdminProduct(await productParts(tx, row));
    const steps = [{ runAt: body.run_at, fields: body.fields }];
    if (body.revert_at) {
      steps.push({ runAt: body.revert_at, fields: currentValuesOf(current, body.fields) });
    }
    const made = [];
    for (const step of steps) {
      const schedule = await insertSchedule(tx, {
        productId: row.id,
        runAt: step.runAt,
        fields: step.fields,
        baseVersion: row.version,
        ...scheduledByOf(actor),
      });
      const job = { name: SCHEDULE_JOB, payload: { id: schedule.id }, runAt: step.runAt };
      await enqueueJob(tx, { ...job, key: `schedule:${schedule.id}` });
      made.push(toSchedule(schedule));
    }
    await recordAudit(tx, actor, {
      action: 'product.schedule',
      recordType: 'products',
      recordId: row.key,
      after: { schedules: made.map(({ id, run_at, fields }) => ({ id, run_at, fields })) },
    });
    return made;
  });
}

/** Cancels a pending scheduled change of a product (404 unknown, 409 already run or cancelled). */
export async function cancelSchedule(db: Db, actor: Actor, key: string, id: number) {
  return db.transaction(async (tx) => {
    const product = await productByKey(tx, key);
    const found = product ? await lockSchedule(tx, id, product.id) : undefined;
    if (!found) throw new ApiException(404, ERROR_CODES.notFound, { id: [M.scheduleNotFound] });
    if (found.schedule.status !== 'pending') {
      throw new ApiException(409, ERROR_CODES.versionConflict, undefined, M.scheduleNotPending);
    }
    await settleSchedule(tx, id, { status: 'cancelled' });
    await recordAudit(tx, actor, {
      action: 'product.schedule.cancel',
      recordType: 'products',
      recordId: found.key,
      before: { schedule: toSchedule(found.schedule) },
    });
    return toSchedule({ ...found.schedule, status: 'cancelled' });
  });
}

/**
 * Applies a scheduled change (the job's work): under its row lock, once, through the same save
 * as an editor's, as the person who scheduled it. A product edited since keeps those edits: only
 * the scheduled fields are set, on top of its current version. A change the save refuses (a
 * category deleted since…) is marked failed with the reason, never retried into a loop.
 * Answers whether it changed the product (then its channels need a rebuild).
 */
export async function applySchedule(database: Database, id: number, now: Date): Promise<boolean> {
  try {
    return await database.db.transaction(async (tx) => {
      const found = await lockSchedule(tx, id);
      if (found?.schedule.status !== 'pending') return false;
      const product = await productByKey(tx, found.key, true);
      if (!product) {
        await settleSchedule(tx, id, { status: 'failed', error: 'product not found' });
        return false;
      }
      // The fields were checked by ScheduledFieldsSchema when scheduled; the save checks references again.
      const body = { ...found.schedule.fields, version: product.version } as AdminProductSave;
      const actor = schedulerOf(found.schedule);
      const outcome = await saveProductIn(tx, actor, found.key, body, 'product.schedule.apply');
      if (outcome.kind !== 'saved') throw new Error('scheduled save conflicted under its lock');
      await settleSchedule(tx, id, {
        status: 'done',
        appliedAt: now,
        appliedVersion: outcome.product.version,
      });
      return true;
    });
  } catch (error) {
    if (!(error instanceof ApiException)) throw error;
    const reason = JSON.stringify(error.errors ?? error.code).slice(0, 500);
    log.warn(`product schedule #${id} refused: ${reason}`);
    await settleSchedule(database.db, id, { status: 'failed', error: reason });
    return false;
  }
}
