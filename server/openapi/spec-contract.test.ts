import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpecCall } from '../../scripts/spec-calls';
import type { SpecEntity } from '../../scripts/spec-entities';
import { deref, type OpenApiDoc, type Parameter, type Schema } from '../security/openapi-cases';
import { call, seededApi, type TestApi } from '../testing/api';
import { clientPathShapes, pathShape, writesSpecPath } from './client-calls.testing';
import { entityFieldGaps, listedEntityFields, schemaFieldNames } from './schema-names.testing';

/**
 * The spec's calls (§7) against the API and the storefront: every call is in `/v1/openapi.json`,
 * written by the storefront's client code (`src/lib`) with the spec's path, and every field name the
 * spec writes beside it is a parameter, body or reply field or reply header of the operation. What we
 * keep different on purpose is listed below with why, and in docs/spec-differences.md.
 * `server/openapi/spec-calls.json` is made from the spec by `npx tsx scripts/spec-calls.ts`.
 */
const SPEC_CALLS: SpecCall[] = JSON.parse(
  readFileSync(new URL('./spec-calls.json', import.meta.url), 'utf8'),
).calls;

/** Spec calls the API does not describe in `/v1/openapi.json`, and why. */
const NOT_SERVED: Record<string, string> = {};

/** Spec calls no storefront client code makes, and why. */
const NOT_CALLED: Record<string, string> = {
  'GET /v1/users/dummy':
    'served; the registration form starts from the defaults the build reads with the form layout',
  'GET /v1/banners/{id}/download':
    'served; banners are images the build writes into the page, nothing offers them as a file',
  'GET /v1/carts/{token}':
    'served; the storefront loads and reloads the cart with POST /v1/carts/init (the same cart)',
  'PATCH /v1/me/user-lists/detach':
    'served; the storefront removes a product from the list it is shown in (/{key}/detach)',
  'GET /v1/settings/payment-service/{code}':
    'served; the payment step takes the provider settings from /v1/settings/payment-provider',
  'GET /v1/ecommerce_events/{id}':
    'served; the spec does not say what a screen does with it (details not shown)',
  'POST /v1/sbpayment/receive/fraud-detection':
    'the card provider calls it on the server; no browser does',
};

/** Field names the spec writes beside a call that the operation names otherwise, and why. */
const FIELD_DIFFERENCES: Record<string, string> = {
  'GET /v1/me/user-addresses x-limit':
    'a reply header (sent; the document does not describe reply headers)',
  'GET /v1/me/user-cards x-limit':
    'a reply header (sent; the document does not describe reply headers)',
  'POST /v1/me/user-addresses/import file':
    'a multipart form field; the document describes JSON bodies only',
  'PUT /v1/orders/{no}/guest/receipt receiptInfo':
    'a flat body {name, proviso}: the spec does not show receiptInfo’s fields',
  'GET /v1/pages/front/layout/{matter} form':
    'the reply’s fields are data, dataDefault, options, prefix and constant as §3 “Form layout” names them',
  'GET /v1/pages/front/layout/{matter} dataFormDefault':
    'the reply’s fields are data, dataDefault, options, prefix and constant as §3 “Form layout” names them',
  'DELETE /v1/me/timeseries/{id} purpose':
    'purpose picks the list and the new entry; a DELETE names one entry by its id',
  'GET /v1/shipping-leadtime/carts/{token} keys':
    'read from the query (the shipment whose prefecture sets the lead time) but not described',
  'GET /v1/shipping-leadtime/carts/{token} choiceMode':
    'the spec does not say what it chooses; the lead time answers every date and slot',
};

/** The spec's entities (§3) with their field names, made by `npx tsx scripts/spec-entities.ts`. */
const SPEC_ENTITIES: SpecEntity[] = JSON.parse(
  readFileSync(new URL('./spec-entities.json', import.meta.url), 'utf8'),
).entities;

/**
 * The calls whose bodies and replies carry each entity, by OpenAPI path: an entity's fields are
 * looked for there, so a field renamed in them fails even when another call has the old name. An
 * entity not listed (lists, state of the storefront) is looked for in every schema.
 */
const ENTITY_SCOPES: Record<string, RegExp> = {
  Session: /^\/v1\/auth\//,
  Cart: /^\/v1\/carts\//,
  Product: /^\/v1\/products\/\{key\}$/,
  'Order list': /^\/v1\/me\/orders/,
  Maintenance: /^\/v1\/maintenance/,
  'Colour scheme': /^\/v1\/colorschemes\//,
  Settings: /^\/v1\/settings\/front$/,
  'Social gift': /^\/v1\/(social-gifts|shipping-leadtime\/input)\//,
  'User address': /^\/v1\/me\/user-addresses/,
  'User card': /^\/v1\/me\/user-cards/,
  User: /^(\/v1\/(me\/user$|users)|\/takimoto\/v1\/schools)/,
  'Memorial day': /^\/v1\/me\/user-memorials/,
  Measurement: /^\/v1\/me\/timeseries/,
  Message: /^\/v1\/messages/,
  'Password reminder': /^\/v1\/reminder\//,
  Review: /^\/v1\/products\/\{[^}]+\}\/reviews$/,
  'Product history': /product-histories/,
  'Static page': /^\/v1\/static-pages\//,
  'Landing page': /^\/v1\/lp/,
  'Free area': /^\/v1\/free-areas/,
  'Unlock result': /^\/v1\/auth\/unlock\//,
  'Form layout': /^\/v1\/pages\/front\/layout\//,
  'Contact form': /^\/v1\/inquiries$/,
  'Business contact form': /^\/v1\/inquiries$/,
};

let api: TestApi;
let doc: OpenApiDoc & { paths: Record<string, Record<string, Operation>> };
let client: Map<string, string[]>;
const differences = readFileSync('docs/spec-differences.md', 'utf8');

type Operation = {
  parameters?: unknown[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<
    string,
    { headers?: Record<string, unknown>; content?: Record<string, { schema?: Schema }> }
  >;
};

beforeAll(async () => {
  api = await seededApi();
  doc = (await call<typeof doc>(api.app, 'GET', '/v1/openapi.json')).body;
  client = clientPathShapes();
});
afterAll(() => api.drop());

const callKey = (c: SpecCall) => `${c.method} ${c.path}`;

/** The document's operation for a spec call, paths compared by shape. */
function operationOf(c: SpecCall): Operation | undefined {
  const shape = pathShape(c.path);
  const method = c.method.toLowerCase();
  const path = Object.keys(doc.paths).find((p) => pathShape(p) === shape && doc.paths[p]?.[method]);
  return path ? doc.paths[path]?.[method] : undefined;
}

/** Every property name in a schema, however deep (references followed once). */
function propertyNames(
  schema: Schema | undefined,
  out = new Set<string>(),
  seen = new Set<Schema>(),
) {
  if (!schema || seen.has(schema)) return out;
  seen.add(schema);
  const node = deref(doc, schema);
  for (const [name, sub] of Object.entries(node.properties ?? {})) {
    out.add(name);
    propertyNames(sub, out, seen);
  }
  for (const sub of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
    propertyNames(sub, out, seen);
  }
  propertyNames(node.items, out, seen);
  return out;
}

/** Every name an operation gives: parameters, body and reply fields, reply headers. */
function namesOf(op: Operation): Set<string> {
  const names = new Set<string>();
  for (const p of op.parameters ?? []) names.add((deref(doc, p as Schema) as Parameter).name);
  for (const media of Object.values(op.requestBody?.content ?? {}))
    propertyNames(media.schema, names);
  for (const reply of Object.values(op.responses ?? {})) {
    for (const header of Object.keys(reply.headers ?? {})) names.add(header.toLowerCase());
    for (const media of Object.values(reply.content ?? {})) propertyNames(media.schema, names);
  }
  return names;
}

describe('the spec’s calls (§7)', () => {
  it('are read from the spec into data (169 calls)', () => {
    expect(SPEC_CALLS).toHaveLength(169);
  });

  it('are each described in /v1/openapi.json, or listed as a difference', () => {
    const missing = SPEC_CALLS.filter((c) => !operationOf(c) && !(callKey(c) in NOT_SERVED));
    expect(missing.map(callKey)).toEqual([]);
    const stale = SPEC_CALLS.filter((c) => operationOf(c) && callKey(c) in NOT_SERVED);
    expect(stale.map(callKey), 'served now: take them off NOT_SERVED').toEqual([]);
  });

  it('are each made by the storefront with the spec’s path, or listed as a difference', () => {
    const specShapes = new Set(SPEC_CALLS.map((c) => pathShape(c.path)));
    // A client path that is a spec path exactly stands for that call only.
    const written = [...client.keys()];
    const loose = written.filter((shape) => !specShapes.has(shape));
    const usedBy = (c: SpecCall) =>
      client.has(pathShape(c.path)) || loose.some((s) => writesSpecPath(s, pathShape(c.path)));
    const unused = SPEC_CALLS.filter((c) => !usedBy(c) && !(callKey(c) in NOT_CALLED));
    expect(unused.map(callKey)).toEqual([]);
    const stale = SPEC_CALLS.filter((c) => usedBy(c) && callKey(c) in NOT_CALLED);
    expect(stale.map(callKey), 'used now: take them off NOT_CALLED').toEqual([]);
  });

  it('name every field the spec writes beside them, or list it as a difference', () => {
    const missing = SPEC_CALLS.flatMap((c) => {
      const op = operationOf(c);
      if (!op) return [];
      const names = namesOf(op);
      return c.fields
        .filter((f) => !names.has(f) !== `${callKey(c)} ${f}` in FIELD_DIFFERENCES)
        .map(
          (f) => `${callKey(c)} ${f}${names.has(f) ? ' (named now: take it off the list)' : ''}`,
        );
    });
    expect(missing).toEqual([]);
  });

  it('lists each difference in docs/spec-differences.md, and only differences that still exist', () => {
    const listed = [...Object.keys(NOT_SERVED), ...Object.keys(NOT_CALLED)];
    expect(listed.filter((call) => !differences.includes(call))).toEqual([]);
    const fields = Object.keys(FIELD_DIFFERENCES).map((key) => key.split(' ').at(-1) as string);
    expect(fields.filter((f) => !differences.includes(`\`${f}\``))).toEqual([]);
    const calls = new Set(SPEC_CALLS.map(callKey));
    expect(listed.filter((call) => !calls.has(call))).toEqual([]);
  });
});

describe('the spec’s entities (§3)', () => {
  it('are read from the spec into data', () => {
    expect(SPEC_ENTITIES.length).toBeGreaterThan(30);
    expect(SPEC_ENTITIES.find((e) => e.entity === 'User address')?.fields).toContain(
      'shipping_name',
    );
  });

  it('scope each listed entity to calls that exist', () => {
    const paths = Object.keys(doc.paths);
    const empty = Object.entries(ENTITY_SCOPES).filter(([, re]) => !paths.some((p) => re.test(p)));
    expect(empty.map(([entity]) => entity)).toEqual([]);
  });

  it('have every field named in the schemas of their calls in /v1/openapi.json, or listed as a difference', () => {
    const gaps = entityFieldGaps(
      SPEC_ENTITIES,
      (entity) => schemaFieldNames(doc, ENTITY_SCOPES[entity]),
      listedEntityFields(differences),
    );
    expect(gaps.missing).toEqual([]);
    expect(gaps.stale, 'named now: take them off the entity table').toEqual([]);
  });
});
