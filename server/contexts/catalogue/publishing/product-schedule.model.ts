import type { AdminProduct } from '../../../../contract/catalog/back-office-products.schema';
import { PRODUCT_SCHEDULE_MESSAGES as M } from '../../../../contract/catalog/product-schedule.messages';
import type {
  ProductSchedule,
  ScheduledFields,
} from '../../../../contract/catalog/product-schedule.schema';
import type { Actor } from '../../../http/types';
import type { ScheduleRow } from './product-schedule.queries';

/** The job that applies a scheduled change at its time (payload `{ id }`). */
export const SCHEDULE_JOB = 'product-schedule.apply';

/** How far ahead a change may be scheduled. */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60_000;

/** 422 messages per field for the times of a scheduling request at `now` (empty: fine). */
export function scheduleTimeErrors(
  runAt: Date,
  revertAt: Date | undefined,
  now: Date,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (runAt.getTime() <= now.getTime()) errors.run_at = [M.runAtPast];
  else if (runAt.getTime() - now.getTime() > MAX_AHEAD_MS) errors.run_at = [M.runAtFar];
  if (revertAt && revertAt.getTime() <= runAt.getTime()) errors.revert_at = [M.revertAtOrder];
  return errors;
}

/** The fields as they are now, for each field a change sets: what a revert puts back. */
export function currentValuesOf(product: AdminProduct, fields: ScheduledFields): ScheduledFields {
  const now = product as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(fields).map((key) => [key, now[key]])) as ScheduledFields;
}

/** Who a scheduled change runs as: the person (or token) who scheduled it. */
export function schedulerOf(row: ScheduleRow): Actor {
  const staffId = /^staff:(\d+)$/.exec(row.scheduledBy)?.[1];
  if (staffId && row.scheduledByEmail) {
    const role = (row.scheduledByRole ?? 'editor') as 'owner' | 'editor' | 'operator';
    return { kind: 'staff', staffId: Number(staffId), email: row.scheduledByEmail, role, ip: '' };
  }
  return { kind: 'token', ip: '' };
}

/** The `scheduled_by` columns of an actor. */
export function scheduledByOf(actor: Actor) {
  return actor.kind === 'staff'
    ? {
        scheduledBy: `staff:${actor.staffId}`,
        scheduledByEmail: actor.email,
        scheduledByRole: actor.role,
      }
    : { scheduledBy: actor.kind, scheduledByEmail: null, scheduledByRole: null };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A stored scheduled change as the API answers it. */
export function toSchedule(row: ScheduleRow): ProductSchedule {
  return {
    id: row.id,
    run_at: row.runAt.toISOString(),
    fields: row.fields,
    status: row.status,
    base_version: row.baseVersion,
    scheduled_by: row.scheduledBy,
    scheduled_by_email: row.scheduledByEmail,
    created_at: row.createdAt.toISOString(),
    applied_at: iso(row.appliedAt),
    applied_version: row.appliedVersion,
    error: row.error,
  };
}

/**
 * The fields the pending change `target` and every pending change before it (by time, then id)
 * will have set when it runs, later ones over earlier ones: the product as it will be then.
 */
export function fieldsAtSchedule(rows: ScheduleRow[], target: ScheduleRow): ScheduledFields {
  const runsBy = (row: ScheduleRow) =>
    row.runAt.getTime() < target.runAt.getTime() ||
    (row.runAt.getTime() === target.runAt.getTime() && row.id <= target.id);
  const steps = rows.filter((row) => row.status === 'pending' && runsBy(row));
  return Object.assign({}, ...steps.map((row) => row.fields)) as ScheduledFields;
}
