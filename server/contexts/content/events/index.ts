/** The ecommerce-events domain's public face: recording events (and the popup they answer) and pruning old ones. */
export {
  /** The daily job that deletes ecommerce events older than the retention period. */
  EVENTS_PRUNE_JOB,
  /** Deletes events recorded more than `retentionDays` before `ctx.now`; answers how many went. */
  pruneEcommerceEvents,
} from './ecommerce-events.commands';
export {
  /** Ecommerce events (`/v1/ecommerce_events`). */
  ecommerceEventRoutes,
} from './ecommerce-events.routes';
