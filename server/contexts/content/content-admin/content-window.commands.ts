import { boundaryOf } from '../../../jobs/publish-window';
import type { JobHandler } from '../../../jobs/queue';
import { rebuildAtContentBoundary } from './content-window.tx';

/** The `content.publish-window` job: at a boundary of a record's period, queues its channels' rebuild. */
export const contentWindowJob: JobHandler = async (ctx, payload) => {
  const id = Number(payload.id);
  const at = boundaryOf(payload);
  if (typeof payload.kind !== 'string' || !Number.isInteger(id) || !at) return;
  if (await rebuildAtContentBoundary(ctx.database, payload.kind, id, at)) ctx.contentChanged?.();
};
