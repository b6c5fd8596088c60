import { type JsonSchema, toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { CartSchema } from '../../contract/cart/cart.schema';
import { CategoryNodeSchema, ProductSchema } from '../../contract/catalog/catalog.schema';
import { FrontSettingsSchema } from '../../contract/settings/settings.schema';
import { ApiErrorSchema } from '../../contract/shared/error.schema';
import { PAGING_HEADERS } from '../http/paging';
import type { RouteDoc } from './route-doc';

/** Named schemas that become `components.schemas` and are referenced, not inlined. */
const DEFINITIONS = {
  ApiError: ApiErrorSchema,
  Product: ProductSchema,
  CategoryNode: CategoryNodeSchema,
  Cart: CartSchema,
  FrontSettings: FrontSettingsSchema,
};

const ref = (name: string) => `#/components/schemas/${name}`;

function convert(
  schema: v.GenericSchema,
  typeMode: 'input' | 'output',
  defs: Record<string, JsonSchema>,
): JsonSchema {
  const json = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
    definitions: DEFINITIONS,
    overrideRef: ({ referenceId }) => ref(referenceId),
  }) as JsonSchema & { $defs?: Record<string, JsonSchema>; $schema?: string };
  const { $defs, $schema: _ignored, ...rest } = json;
  Object.assign(defs, $defs ?? {});
  return rest;
}

function queryParameters(schema: v.GenericSchema, defs: Record<string, JsonSchema>) {
  const json = convert(schema, 'input', defs) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: s,
  }));
}

function operation(doc: RouteDoc, defs: Record<string, JsonSchema>) {
  const body = doc.list ? v.object({ data: v.array(doc.response) }) : doc.response;
  const pagingHeaders = Object.fromEntries(
    PAGING_HEADERS.map((h) => [h, { schema: { type: 'integer' } }]),
  );
  const errorContent = { 'application/json': { schema: { $ref: ref('ApiError') } } };
  const responses: Record<string, unknown> = {
    200: {
      description: 'OK',
      ...(doc.list === 'paged' ? { headers: pagingHeaders } : {}),
      content: {
        [doc.contentType ?? 'application/json']: { schema: convert(body, 'output', defs) },
      },
    },
  };
  for (const status of [...doc.errors, 500])
    responses[status] = { description: `Error ${status}`, content: errorContent };
  return {
    summary: doc.summary,
    tags: [doc.tag],
    parameters: [
      ...(/^\/(takimoto\/)?v1\//.test(doc.path)
        ? [{ $ref: '#/components/parameters/ChannelId' }]
        : []),
      ...(doc.params ?? []).map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...(doc.query ? queryParameters(doc.query, defs) : []),
    ],
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: convert(doc.body, 'input', defs) } },
          },
        }
      : {}),
    responses,
  };
}

/** Builds the OpenAPI 3.1 document of the given routes from their valibot schemas. */
export function buildOpenApi(docs: RouteDoc[]) {
  const defs: Record<string, JsonSchema> = {
    ...(toJsonSchemaDefs(DEFINITIONS, {
      target: 'draft-2020-12',
      typeMode: 'output',
      errorMode: 'ignore',
      overrideRef: ({ referenceId }) => ref(referenceId),
    }) as Record<string, JsonSchema>),
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const doc of docs) {
    paths[doc.path] = { ...paths[doc.path], [doc.method]: operation(doc, defs) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mise commerce API',
      version: '1.0.0',
      description: '日本語 EC ストアフロントのリファレンス API',
    },
    paths,
    components: {
      schemas: defs,
      parameters: {
        ChannelId: {
          name: 'X-Channel-Id',
          in: 'header',
          required: false,
          schema: { type: 'string', default: 'default' },
        },
      },
    },
  };
}
