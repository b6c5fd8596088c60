/** Publishing an editor can follow: the live publish status of a saved change, per channel. */

/** A product as a draft would leave it, or as saved (and at a pending scheduled change): previews' pages. */
export { productAsDrafted } from './product-draft.tx';
export { productAsSaved } from './product-preview.commands';
/** The job handler: applies a scheduled change once, then queues the rebuild. */
export { applyScheduledChange } from './product-schedule.commands';
/** The job that applies a scheduled change at its time. */
export { SCHEDULE_JOB } from './product-schedule.model';
/** Scheduled product changes (予約): list, schedule with an optional revert, cancel. */
export { productScheduleRoutes } from './product-schedule.routes';
/** `GET /v1/admin/publish/events`: server-sent events of a change's publish status. */
export { publishEventRoutes } from './publish-events.routes';
/** Each channel's state with a change, from the shared tables. */
export { publishStatus } from './publish-status.model';
/** Reads the shared state the publish status is computed from. */
export { readPublishFacts } from './publish-status.queries';
