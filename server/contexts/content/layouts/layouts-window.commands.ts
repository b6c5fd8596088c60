import { boundaryOf } from '../../../jobs/publish-window';
import type { JobHandler } from '../../../jobs/queue';
import { rebuildAtLayoutBoundary } from './layouts-window.tx';

/** The `page-layout.publish-window` job: at a boundary of a period layout, queues its channel's rebuild. */
export const layoutWindowJob: JobHandler = async (ctx, payload) => {
  const at = boundaryOf(payload);
  const { channel, page } = payload;
  if (!at || typeof channel !== 'string' || typeof page !== 'string') return;
  if (await rebuildAtLayoutBoundary(ctx.database, { channelId: channel, page }, at)) {
    ctx.contentChanged?.();
  }
};
