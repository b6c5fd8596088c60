/** Publishing an editor can follow: the live publish status of a saved change, per channel. */

/** `GET /v1/admin/publish/events`: server-sent events of a change's publish status. */
export { publishEventRoutes } from './publish-events.routes';
/** Each channel's state with a change, from the shared tables. */
export { publishStatus } from './publish-status.model';
/** Reads the shared state the publish status is computed from. */
export { readPublishFacts } from './publish-status.queries';
