import { boundaryOf } from '../../../jobs/publish-window';
import type { JobHandler } from '../../../jobs/queue';
import { rebuildAtPageBoundary } from './taxonomy-page.tx';

/** The `taxonomy.publish-window` job: at a boundary of a brand's or maker's page period, queues every channel's rebuild. */
export const taxonomyWindowJob: JobHandler = async (ctx, payload) => {
  const id = Number(payload.id);
  const at = boundaryOf(payload);
  const kind = payload.kind === 'brands' || payload.kind === 'makers' ? payload.kind : null;
  if (!kind || !Number.isInteger(id) || !at) return;
  if (await rebuildAtPageBoundary(ctx.database, kind, id, at)) ctx.contentChanged?.();
};
