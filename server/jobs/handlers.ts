/** Every job this process can run. Each domain adds one line importing its handler. */

import {
  applyScheduledChange,
  bookPageBoundaries,
  bookProductBoundaries,
  PRODUCT_WINDOW_JOB,
  productWindowJob,
  SCHEDULE_JOB,
  TAXONOMY_WINDOW_JOB,
  taxonomyWindowJob,
} from '../contexts/catalogue/routes';
import { SWEEP_JOB } from '../contexts/commerce/routes';
import {
  bookContentBoundaries,
  bookLayoutBoundaries,
  bookSchemeBoundaries,
  CONTENT_WINDOW_JOB,
  contentWindowJob,
  EVENTS_PRUNE_JOB,
  LAYOUT_WINDOW_JOB,
  layoutWindowJob,
  pruneEcommerceEvents,
  SCHEME_WINDOW_JOB,
  schemeWindowJob,
} from '../contexts/content/routes';
import {
  EXPORT_JOB,
  expirePoints,
  exportAddressesJob,
  memberMailAddress,
  POINTS_EXPIRY_JOB,
} from '../contexts/identity/routes';
import { sendMemorialReminders } from '../contexts/member-pages/routes';
import {
  CONTENT_CHANGE_RETENTION_MS,
  CONTENT_CHANGES_PRUNE_JOB,
  pruneContentChanges,
} from '../db/content-version';
import { sweepGifts } from '../workflows/gift-sweep';
import { sendMailJob } from './mail-job';
import { PUBLISH_WINDOW_BOOK_JOB } from './publish-window';
import type { JobHandler } from './queue';

/** Job name → handler. A process claims only the jobs it has a handler for. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  'mail.send': (ctx, payload) => sendMailJob(ctx, payload, memberMailAddress),
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
