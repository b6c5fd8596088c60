import type { JobHandler } from '../../../jobs/queue';
import { applySchedule } from './product-schedule.tx';

/** The `product-schedule.apply` job: applies the change `{ id }` and queues the sites' rebuild. */
export const applyScheduledChange: JobHandler = async (ctx, payload) => {
  const id = Number(payload.id);
  if (!Number.isInteger(id)) return;
  if (await applySchedule(ctx.database, id, ctx.now)) ctx.contentChanged?.();
};
