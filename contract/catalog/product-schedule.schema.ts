import * as v from 'valibot';
import { AdminProductSaveSchema } from './back-office-products.schema';
import { PRODUCT_SCHEDULE_MESSAGES as M } from './product-schedule.messages';

const dateTime = (message: string) =>
  v.pipe(
    v.string(message),
    v.isoTimestamp(message),
    v.transform((text) => new Date(text)),
  );

/** The fields a scheduled change may set: those of a save, except the version and stock. */
export const ScheduledFieldsSchema = v.pipe(
  v.omit(AdminProductSaveSchema, ['version', 'variants']),
  v.check((fields) => Object.keys(fields).length > 0, M.fieldsRequired),
);
/** The fields of a scheduled change. */
export type ScheduledFields = v.InferOutput<typeof ScheduledFieldsSchema>;

/**
 * Body of `POST /v1/admin/products/{key}/schedules`: the fields to set at `run_at` (with a time
 * zone, e.g. `+09:00`), and with `revert_at` a second change at that time that puts those fields
 * back as they are now (a time sale from 0:00 to 23:59). Unknown fields are ignored.
 */
export const ProductScheduleBodySchema = v.object({
  run_at: dateTime(M.runAtFormat),
  revert_at: v.optional(dateTime(M.revertAtFormat)),
  fields: ScheduledFieldsSchema,
});
/** A scheduling request. */
export type ProductScheduleBody = v.InferOutput<typeof ProductScheduleBodySchema>;

/** A scheduled change of a product, as the back office lists it. */
export const ProductScheduleSchema = v.object({
  id: v.number(),
  run_at: v.string(),
  fields: v.record(v.string(), v.unknown()),
  status: v.picklist(['pending', 'done', 'cancelled', 'failed']),
  base_version: v.number(),
  scheduled_by: v.string(),
  scheduled_by_email: v.nullable(v.string()),
  created_at: v.string(),
  applied_at: v.nullable(v.string()),
  applied_version: v.nullable(v.number()),
  error: v.nullable(v.string()),
});
/** A scheduled change as listed. */
export type ProductSchedule = v.InferOutput<typeof ProductScheduleSchema>;
