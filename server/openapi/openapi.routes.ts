import { type Hono, Hono as Router } from 'hono';
import { generateSpecs } from 'hono-openapi';
import * as v from 'valibot';
import type { AppEnv } from '../http/types';
import { DESCRIPTION_KEY, describeOperation, type RouteDescription } from './describe-operation';
import { buildOpenApi } from './document';
import type { RouteDoc } from './route-doc';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every described route of the mounted app, with its method, path and path parameters. */
export async function describedRoutes(app: Hono<AppEnv>): Promise<RouteDoc[]> {
  // The document itself is served as `openapi.json`; keep such paths.
  const specs = await generateSpecs(app, { excludeStaticFile: false });
  const docs: RouteDoc[] = [];
  for (const [path, item] of Object.entries(specs.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Record<string, unknown> | undefined>)[method];
      const description = operation?.[DESCRIPTION_KEY] as RouteDescription | undefined;
      if (!description) continue;
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      docs.push({ ...description, method, path, ...(params.length ? { params } : {}) });
    }
  }
  return docs;
}

/** `GET /v1/openapi.json`, generated once from the routes of `app()` and their valibot schemas. */
export function openapiRoutes(app: () => Hono<AppEnv>) {
  let cached: Promise<ReturnType<typeof buildOpenApi>> | undefined;
  return new Router<AppEnv>().get(
    '/openapi.json',
    describeOperation({
      summary: 'この OpenAPI 文書',
      tag: 'meta',
      response: v.record(v.string(), v.unknown()),
      errors: [],
    }),
    async (c) => {
      cached ??= describedRoutes(app()).then(buildOpenApi);
      return c.json(await cached);
    },
  );
}
