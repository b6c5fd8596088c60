import fc from 'fast-check';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/types';

/** A JSON schema node as `/v1/openapi.json` writes it (only the keywords the generators read). */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
};

/** One parameter of an operation (path, query or header). */
export type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };

/** One documented operation: method, OpenAPI path, its parameters and its JSON body schema. */
export type Operation = {
  method: string;
  path: string;
  params: Parameter[];
  body?: Schema;
};

/** The parts of the OpenAPI document the generators need. */
export type OpenApiDoc = {
  paths: Record<string, Record<string, { parameters?: unknown[]; requestBody?: unknown }>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
};

/** Reads `/v1/openapi.json` through the app and lists every operation in it. */
export async function loadOperations(app: Hono<AppEnv>): Promise<{
  doc: OpenApiDoc;
  operations: Operation[];
}> {
  const res = await app.request('/v1/openapi.json');
  const doc = (await res.json()) as OpenApiDoc;
  const operations: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = (op.parameters ?? []).map((p) => deref(doc, p as Schema) as Parameter);
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }> })?.content;
      operations.push({ method, path, params, body: content?.['application/json']?.schema });
    }
  }
  return { doc, operations };
}

/** Follows a local `$ref` (`#/components/...`) to its target. */
export function deref(doc: OpenApiDoc, node: Schema): Schema {
  if (!node.$ref) return node;
  const target = node.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], doc);
  return deref(doc, (target ?? {}) as Schema);
}

/** Names of an OpenAPI path's parameters, `*` included as `*`. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}|\*/g)].map((m) => m[1] ?? '*');
}

/** The request path with each `{name}` (and `*`) replaced by its URL-encoded value. */
export function fillPath(path: string, values: Record<string, string>, encode = true): string {
  const put = (v: string) => (encode ? encodeURIComponent(v) : v);
  return path
    .replace(/\{([^}]+)\}/g, (_, name: string) => put(values[name] ?? ''))
    .replace('*', () => put(values['*'] ?? ''));
}

const ANY_LIMIT = { maxDepth: 2, maxKeys: 3 };

function typeOf(node: Schema): string | undefined {
  return Array.isArray(node.type) ? node.type[0] : node.type;
}

function stringArb(node: Schema): fc.Arbitrary<string> {
  const max = Math.min(node.maxLength ?? 24, 24);
  const min = Math.min(node.minLength ?? 0, max);
  if (node.pattern) {
    const within = (s: string) =>
      s.length >= (node.minLength ?? 0) && s.length <= (node.maxLength ?? Infinity);
    return fc.stringMatching(new RegExp(node.pattern)).filter(within);
  }
  if (node.format === 'email') return fc.emailAddress().filter((s) => s.length <= max + 200);
  return fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(max, 1) });
}

function integerArb(node: Schema): fc.Arbitrary<number> {
  return fc.integer({
    min: node.minimum ?? -5,
    max: node.maximum ?? Math.max((node.minimum ?? 0) + 50, 50),
  });
}

function objectArb(doc: OpenApiDoc, node: Schema): fc.Arbitrary<unknown> {
  const props = node.properties ?? {};
  const model = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, validArb(doc, s)]));
  return fc.record(model, { requiredKeys: (node.required ?? []).filter((k) => k in props) });
}

/** Values that satisfy a JSON schema (as far as its keywords go), bounded in size. */
export function validArb(doc: OpenApiDoc, schema: Schema): fc.Arbitrary<unknown> {
  const node = deref(doc, schema);
  if ('const' in node) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const choices = node.anyOf ?? node.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => validArb(doc, s)));
  if (node.allOf?.[0]) return validArb(doc, node.allOf[0]);
  switch (typeOf(node)) {
    case 'string':
      return stringArb(node);
    case 'integer':
      return integerArb(node);
    case 'number':
      return fc.oneof(integerArb(node), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validArb(doc, node.items ?? {}), {
        minLength: node.minItems ?? 0,
        maxLength: Math.min(node.maxItems ?? 3, 3),
      });
    case 'object':
      return objectArb(doc, node);
    default:
      return fc.jsonValue(ANY_LIMIT);
  }
}

/** Strings an attacker would put in a path, query or field: huge and negative numbers, NUL, traversal, odd unicode. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '2147483648',
    '99999999999',
    '9'.repeat(40),
    '1e309',
    'NaN',
    '1.5',
    '\u0000',
    'a\u0000b',
    '../../etc/passwd',
    '..',
    '%',
    '%zz',
    "' or 1=1 --",
    '"; drop table users; --',
    '\u202e\u200b',
    '𠮷野家🍣',
    ' ',
    '',
  ),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 3000 }),
);

/** Any JSON value of the wrong shape: wrong types, deep nesting, huge strings. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileString,
  fc.constantFrom(null, true, -1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, [], {}),
  fc.nat({ max: 200 }).map((depth) => nest(depth)),
  fc.integer({ min: 10_000, max: 60_000 }).map((n) => 'あ'.repeat(n)),
);

function nest(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** A body for an operation: valid per its schema, the same with one field broken, or junk. */
export function bodyArb(doc: OpenApiDoc, schema: Schema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.option(junkValue, { nil: undefined });
  const valid = validArb(doc, schema);
  const broken = fc
    .tuple(valid, fc.string({ maxLength: 12 }), junkValue)
    .map(([body, key, junk]) => breakOneField(body, key, junk));
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: broken, weight: 3 }, junkValue);
}

function breakOneField(body: unknown, key: string, junk: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return junk;
  const keys = Object.keys(body);
  const target = keys.length ? keys[key.length % keys.length] : key;
  return { ...body, [target ?? key]: junk };
}

/** A query string value for a documented parameter: valid per its schema or hostile. */
export function queryValueArb(doc: OpenApiDoc, param: Parameter): fc.Arbitrary<string> {
  const valid = validArb(doc, param.schema ?? {}).map((v) =>
    typeof v === 'string' ? v : JSON.stringify(v),
  );
  return fc.oneof(valid, hostileString);
}

const EDGE_NUMBERS = [0, -1, 2 ** 31, 2 ** 53, -(2 ** 31) - 1, 1.5, 1e308];
const EDGE_STRINGS = ['\u0000', 'ａ１２３', '9'.repeat(40), 'x'.repeat(20_000)];

/** One valid body with each top-level field in turn set to a boundary value of its type. */
export function edgeBodies(doc: OpenApiDoc, schema: Schema | undefined, seed: number): unknown[] {
  if (!schema) return [];
  const node = deref(doc, schema);
  const [base] = fc.sample(validArb(doc, node), { seed, numRuns: 1 });
  if (!base || typeof base !== 'object' || Array.isArray(base)) return [];
  return Object.entries(node.properties ?? {}).flatMap(([name, field]) => {
    const type = typeOf(deref(doc, field)) ?? typeOf(deref(doc, field.anyOf?.[0] ?? {}));
    const edges =
      type === 'integer' || type === 'number'
        ? EDGE_NUMBERS
        : type === 'string'
          ? EDGE_STRINGS
          : [];
    return edges.map((edge) => ({ ...base, [name]: edge }));
  });
}
