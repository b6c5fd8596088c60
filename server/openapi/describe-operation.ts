import { describeRoute } from 'hono-openapi';
import type { RouteDoc } from './route-doc';

/** What a route says about itself; its method, path and path parameters come from the route. */
export type RouteDescription = Omit<RouteDoc, 'method' | 'path' | 'params'>;

/** The operation key under which a route's own description travels to the document builder. */
export const DESCRIPTION_KEY = 'x-route-description';

/**
 * Middleware that documents the route it sits on: `/v1/openapi.json` is generated from these
 * (hono-openapi collects them from the mounted app), so a route and its description cannot drift.
 */
export function describeOperation(description: RouteDescription) {
  // hono-openapi copies unknown operation keys into the generated operation; ours carries the schemas.
  const operation = { summary: description.summary, tags: [description.tag] };
  return describeRoute({ ...operation, [DESCRIPTION_KEY]: description } as typeof operation);
}
