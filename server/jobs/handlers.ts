/** Every job this process can run. Each domain adds one line importing its handler. */

import {
  CONTENT_CHANGE_RETENTION_MS,
  CONTENT_CHANGES_PRUNE_JOB,
  pruneContentChanges,
} from '../db/content-version';
import { EXPORT_JOB, exportAddressesJob } from '../domains/addresses/index';
import {
  bookContentBoundaries,
  CONTENT_WINDOW_JOB,
  contentWindowJob,
} from '../domains/content-admin/index';
import { EVENTS_PRUNE_JOB, pruneEcommerceEvents } from '../domains/events/index';
import {
  bookLayoutBoundaries,
  bookSchemeBoundaries,
  LAYOUT_WINDOW_JOB,
  layoutWindowJob,
  SCHEME_WINDOW_JOB,
  schemeWindowJob,
} from '../domains/layouts/index';
import { sendMemorialReminders } from '../domains/memorials/index';
import { SWEEP_JOB } from '../domains/orders/index';
import { expirePoints, POINTS_EXPIRY_JOB } from '../domains/points/index';
import {
  bookProductBoundaries,
  PRODUCT_WINDOW_JOB,
  productWindowJob,
} from '../domains/products-admin/index';
import { applyScheduledChange, SCHEDULE_JOB } from '../domains/publishing/index';
import {
  bookPageBoundaries,
  TAXONOMY_WINDOW_JOB,
  taxonomyWindowJob,
} from '../domains/taxonomy/index';
import { sweepGifts } from '../workflows/gift-sweep';
import { sendMailJob } from './mail-job';
import { PUBLISH_WINDOW_BOOK_JOB } from './publish-window';
import type { JobHandler } from './queue';

/** Job name → handler. A process claims only the jobs it has a handler for. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  'mail.send': sendMailJob,
  [EXPORT_JOB]: exportAddressesJob,
  'memorials.remind': async (ctx) => {
    await sendMemorialReminders(ctx);
  },
  [SWEEP_JOB]: async (ctx) => {
    await sweepGifts(ctx);
  },
  [POINTS_EXPIRY_JOB]: async (ctx) => {
    await expirePoints(ctx);
  },
  [EVENTS_PRUNE_JOB]: async (ctx) => {
    await pruneEcommerceEvents(ctx);
  },
  [SCHEDULE_JOB]: applyScheduledChange,
  [PRODUCT_WINDOW_JOB]: productWindowJob,
  [CONTENT_WINDOW_JOB]: contentWindowJob,
  [TAXONOMY_WINDOW_JOB]: taxonomyWindowJob,
  [SCHEME_WINDOW_JOB]: schemeWindowJob,
  [LAYOUT_WINDOW_JOB]: layoutWindowJob,
  [PUBLISH_WINDOW_BOOK_JOB]: async (ctx) => {
    await bookProductBoundaries(ctx.database, ctx.now);
    await bookContentBoundaries(ctx.database, ctx.now);
    await bookPageBoundaries(ctx.database, ctx.now);
    await bookSchemeBoundaries(ctx.database, ctx.now);
    await bookLayoutBoundaries(ctx.database, ctx.now);
  },
  [CONTENT_CHANGES_PRUNE_JOB]: async (ctx) => {
    const before = new Date(ctx.now.getTime() - CONTENT_CHANGE_RETENTION_MS);
    await pruneContentChanges(ctx.database.db, before);
  },
};

/**
 * Jobs run once per slot of `everySeconds` (the worker enqueues each slot with the key
 * `slot:<n>`, so whichever process gets there first runs it; the handler receives `ctx.now`).
 */
export const RECURRING_JOBS: { name: string; everySeconds: number }[] = [
  { name: 'memorials.remind', everySeconds: 86_400 },
  { name: SWEEP_JOB, everySeconds: 3_600 },
  { name: POINTS_EXPIRY_JOB, everySeconds: 86_400 },
  { name: EVENTS_PRUNE_JOB, everySeconds: 86_400 },
  { name: CONTENT_CHANGES_PRUNE_JOB, everySeconds: 86_400 },
  { name: PUBLISH_WINDOW_BOOK_JOB, everySeconds: 3_600 },
];
