import type { GenericSchema } from 'valibot';

/** How one route appears in `/v1/openapi.json`; schemas are the same valibot schemas the route uses. */
export type RouteDoc = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path, e.g. `/v1/products/{key}`. */
  path: string;
  summary: string;
  tag: string;
  query?: GenericSchema;
  /** Names of path parameters (strings). */
  params?: readonly string[];
  body?: GenericSchema;
  /** Response body; `list` wraps it as `{ data: [...] }`. */
  response: GenericSchema;
  list?: 'paged' | 'plain';
  /** Content type of the response when not JSON. */
  contentType?: string;
  /** Error statuses besides 500. */
  errors: readonly number[];
};
