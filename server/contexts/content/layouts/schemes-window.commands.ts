import { boundaryOf } from '../../../jobs/publish-window';
import type { JobHandler } from '../../../jobs/queue';
import { rebuildAtSchemeBoundary } from './schemes-window.tx';

/** The `color-scheme.publish-window` job: at a boundary of a scheme's period, queues its channel's rebuild. */
export const schemeWindowJob: JobHandler = async (ctx, payload) => {
  const id = Number(payload.id);
  const at = boundaryOf(payload);
  if (!Number.isInteger(id) || !at) return;
  if (await rebuildAtSchemeBoundary(ctx.database, id, at)) ctx.contentChanged?.();
};
