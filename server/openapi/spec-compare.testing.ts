import type { SpecCall } from '../../scripts/spec-calls';
import { deref, type OpenApiDoc, type Parameter, type Schema } from '../security/openapi-cases';
import { pathShape } from './client-calls.testing';
import { propertyNames } from './schema-names.testing';

type Media = { content?: Record<string, { schema?: Schema }> };

/** One operation of `/v1/openapi.json` as the comparison reads it. */
export type DocOperation = {
  parameters?: unknown[];
  requestBody?: Media;
  responses?: Record<string, Media & { headers?: Record<string, unknown> }>;
};

/** The document with its operations typed for the comparison. */
export type ContractDoc = OpenApiDoc & { paths: Record<string, Record<string, DocOperation>> };

/** What an operation names, request and reply apart. */
export type OperationNames = {
  /** Query, path and header parameters, and request body fields however deep. */
  request: Set<string>;
  /** What a client must send: required query parameters and required top-level body fields. */
  required: string[];
  /** Reply body fields however deep, and reply headers (lower case). */
  reply: Set<string>;
};

/**
 * One way a spec call and the document differ: `key` is what a list of known differences names
 * (`METHOD /path`, with ` field` for a field).
 */
export type ContractGap = {
  kind: 'not-served' | 'request' | 'reply' | 'required';
  key: string;
  message: string;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const callKey = (c: Pick<SpecCall, 'method' | 'path'>) => `${c.method} ${c.path}`;

/**
 * The document's path for a spec call, compared by shape (`{key}` and `{id}` alike): the one that
 * answers the call's method, else any of that shape.
 */
export function docPathOf(doc: ContractDoc, specPath: string, method = ''): string | undefined {
  const shape = pathShape(specPath);
  const paths = Object.keys(doc.paths).filter((p) => pathShape(p) === shape);
  return paths.find((p) => doc.paths[p]?.[method.toLowerCase()]) ?? paths[0];
}

/**
 * The fields a body must carry: those it lists as required, and those whose default its own rule
 * refuses (valibot writes `current_password: ''` as a default, then requires it non-empty).
 */
function requiredFields(body: Schema): string[] {
  const refused = Object.entries(body.properties ?? {}).filter(([, field]) => {
    const rule = field as Schema & { default?: unknown; minLength?: number };
    return rule.default === '' && (rule.minLength ?? 0) > 0;
  });
  return [...(body.required ?? []), ...refused.map(([name]) => name)];
}

/** Request and reply names of an operation, apart. */
export function operationNames(doc: ContractDoc, op: DocOperation): OperationNames {
  const request = new Set<string>();
  const required: string[] = [];
  for (const raw of op.parameters ?? []) {
    const p = deref(doc, raw as Schema) as Parameter;
    request.add(p.name);
    if (p.required && p.in === 'query') required.push(p.name);
  }
  for (const media of Object.values(op.requestBody?.content ?? {})) {
    propertyNames(doc, media.schema, request);
    if (media.schema) required.push(...requiredFields(deref(doc, media.schema)));
  }
  const reply = new Set<string>();
  for (const answer of Object.values(op.responses ?? {})) {
    for (const header of Object.keys(answer.headers ?? {})) reply.add(header.toLowerCase());
    for (const media of Object.values(answer.content ?? {}))
      propertyNames(doc, media.schema, reply);
  }
  return { request, required: [...new Set(required)], reply };
}

/**
 * How one spec call differs from the document, each difference apart: not served, served with
 * another method only, a request field the operation does not take (even when its reply names
 * it), a reply field the reply does not carry, a field the operation requires that the spec does
 * not name (a client written from the spec would not send it).
 */
export function callGaps(doc: ContractDoc, call: SpecCall): ContractGap[] {
  const key = callKey(call);
  const path = docPathOf(doc, call.path, call.method);
  const op = path ? doc.paths[path]?.[call.method.toLowerCase()] : undefined;
  if (!path || !op) {
    const others = path
      ? METHODS.filter((m) => doc.paths[path]?.[m]).map((m) => m.toUpperCase())
      : [];
    const served = others.length ? ` (the path answers ${others.join(', ')} only)` : '';
    return [{ kind: 'not-served', key, message: `${key}: not served${served}` }];
  }
  const names = operationNames(doc, op);
  const gaps: ContractGap[] = [];
  for (const f of call.request.filter((f) => !names.request.has(f))) {
    const where = names.reply.has(f) ? ' (the reply names it, the request does not)' : '';
    gaps.push({
      kind: 'request',
      key: `${key} ${f}`,
      message: `${key}: request field ${f} not taken${where}`,
    });
  }
  for (const f of call.reply.filter((f) => !names.reply.has(f))) {
    gaps.push({
      kind: 'reply',
      key: `${key} ${f}`,
      message: `${key}: reply field ${f} not answered`,
    });
  }
  const pathParams = new Set([...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
  const unnamed = names.required.filter((f) => !call.request.includes(f) && !pathParams.has(f));
  for (const f of unnamed) {
    gaps.push({
      kind: 'required',
      key: `${key} ${f}`,
      message: `${key}: requires ${f}, which the spec does not name`,
    });
  }
  return gaps;
}

/** The operations of the document that are no spec call: what "Calls we add" must list. */
export function addedOperations(doc: ContractDoc, calls: SpecCall[]): string[] {
  const spec = new Set(calls.map((c) => `${c.method} ${pathShape(c.path)}`));
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    METHODS.filter((m) => ops[m] && !spec.has(`${m.toUpperCase()} ${pathShape(path)}`)).map(
      (m) => `${m.toUpperCase()} ${path}`,
    ),
  );
}

/** One entry of a "Calls we add" list: methods (empty: any) and a path pattern. */
type Listed = { methods: string[]; path: RegExp };

/**
 * The calls a prose list in backticks names (`POST /v1/catalog-orders`, `/v1/stylists(/{key})`,
 * `/v1/carts/embroideries/add|delete`, `POST/PUT/DELETE /v1/me/user-lists(/{key})`, `/v1/admin/*`):
 * a trailing `(…)` is optional, `a|b` either segment, `*` any rest; without methods, any method.
 */
export function listedCalls(text: string): Listed[] {
  return [...text.matchAll(/`((?:[A-Z]+(?:\/[A-Z]+)* )?\/[^`\s]+)`/g)].map(([, entry = '']) => {
    const [methodText, rawPath] = entry.includes(' ') ? entry.split(' ') : ['', entry];
    const pattern = (rawPath as string)
      .split(/(\(\/[^)]*\)|\*|\{[^}]+\}|[\w-]+(?:\|[\w-]+)+)/)
      .map((part) => {
        if (part.startsWith('(/')) return `(?:/[^/]+)?`;
        if (part === '*') return '.*';
        if (part.startsWith('{')) return '[^/]+';
        if (part.includes('|')) return `(?:${part})`;
        return part.replace(/[.+?^$()[\]\\]/g, '\\$&');
      })
      .join('');
    const methods = methodText ? (methodText as string).split('/') : [];
    return { methods, path: new RegExp(`^${pattern}$`) };
  });
}

/** The operations (`METHOD /path`) a list of calls does not name. */
export function unlisted(operations: string[], listed: Listed[]): string[] {
  return operations.filter((operation) => {
    const [method = '', path = ''] = operation.split(' ');
    return !listed.some(
      (l) => (l.methods.length === 0 || l.methods.includes(method)) && l.path.test(path),
    );
  });
}
