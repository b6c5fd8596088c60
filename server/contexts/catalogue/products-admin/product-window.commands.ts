import { boundaryOf } from '../../../jobs/publish-window';
import type { JobHandler } from '../../../jobs/queue';
import { rebuildAtProductBoundary } from './product-window.tx';

/** The `product.publish-window` job: at a boundary of a product's window, queues its channels' rebuild. */
export const productWindowJob: JobHandler = async (ctx, payload) => {
  const id = Number(payload.id);
  const at = boundaryOf(payload);
  if (!Number.isInteger(id) || !at) return;
  if (await rebuildAtProductBoundary(ctx.database, id, at)) ctx.contentChanged?.();
};
