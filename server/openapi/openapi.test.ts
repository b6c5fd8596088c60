import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, seededApi, type TestApi } from '../testing/api';

let api: TestApi;
type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>
  >;
  components: { schemas: Record<string, unknown> };
};
let doc: Doc;

beforeAll(async () => {
  api = await seededApi();
  doc = (await call<Doc>(api.app, 'GET', '/v1/openapi.json')).body;
});
afterAll(() => api.drop());

/** Every `$ref` string anywhere in a value. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const x of value) refs(x, out);
  else if (value && typeof value === 'object') {
    for (const [k, x] of Object.entries(value)) {
      if (k === '$ref' && typeof x === 'string') out.push(x);
      else refs(x, out);
    }
  }
  return out;
}

describe('GET /v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document whose references all resolve', () => {
    expect(doc.openapi).toBe('3.1.0');
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(0);
    for (const ref of all) {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown> | undefined)?.[part],
          doc,
        );
      expect(target, ref).toBeDefined();
    }
  });

  it('documents every route the app mounts', () => {
    const mounted = api.app.routes
      .filter(
        (r) =>
          r.method !== 'ALL' &&
          (r.path.startsWith('/v1/') ||
            r.path.startsWith('/media/') ||
            r.path.startsWith('/takimoto/v1/')),
      )
      .map(
        (r) => `${r.method.toLowerCase()} ${r.path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}')}`,
      );
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    );
    expect(mounted.length).toBeGreaterThan(5);
    for (const route of mounted) expect(documented).toContain(route);
  });

  it('describes request bodies and responses from the shared schemas', () => {
    const add = doc.paths['/v1/carts/products/add']?.patch;
    expect(JSON.stringify(add?.requestBody)).toContain('quantity');
    expect(add?.responses['200']).toBeDefined();
    expect(add?.responses['422']).toBeDefined();
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Product', 'Cart', 'ApiError', 'CategoryNode']),
    );
  });
});
