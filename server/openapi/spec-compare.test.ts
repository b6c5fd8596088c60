import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSpecCalls } from '../../scripts/spec-calls';
import { clientCalls, unsentFields } from './client-calls.testing';
import {
  addedOperations,
  type ContractDoc,
  callGaps,
  listedCalls,
  unlisted,
} from './spec-compare.testing';

/** Spec lines as §7 writes them. */
const SPEC = `## 7. Calls

**Content**: GET /v1/banners (area list, is_show=1); GET /v1/auth/unlock/{token} (result).
**Member data**: GET/POST/DELETE /v1/me/bookmarks (+/{id}); DELETE /v1/me/user (clears token cookie first).
**Cart** (token in body): PATCH /v1/carts/shippings/reset (token, is_removing_address); POST /v1/carts/{token}/decision.

## 8. Errors
`;

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const object = (properties: Record<string, object>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
});
const text = { type: 'string' };

/** An OpenAPI fragment that differs from SPEC once in each way the comparison tells apart. */
const DOC: ContractDoc = {
  components: { schemas: {}, parameters: {} },
  paths: {
    '/v1/banners': {
      get: {
        parameters: [{ name: 'area', in: 'query', schema: text }],
        // The reply names is_show: a comparison pooling request and reply names would pass it.
        responses: {
          200: json(object({ data: { type: 'array', items: object({ is_show: text }) } })),
        },
      },
    },
    '/v1/auth/unlock/{token}': { get: { responses: { 200: json(object({ ok: text })) } } },
    '/v1/me/bookmarks': {
      get: { responses: { 200: json(object({ data: text })) } },
      post: { requestBody: json(object({ url: text })), responses: {} },
    },
    '/v1/me/bookmarks/{id}': { delete: { responses: {} } },
    '/v1/carts/shippings/reset': {
      patch: {
        requestBody: json(object({ token: text, is_removing_address: text }, ['token'])),
        responses: {},
      },
    },
    '/v1/carts/{token}/decision': {
      post: {
        requestBody: json(
          object({ total_payment: text, payment_id: text }, ['total_payment', 'payment_id']),
        ),
        responses: {},
      },
    },
    '/v1/me/user': {
      delete: {
        // valibot writes a required string with a default as not required; its rule refuses ''.
        requestBody: json(
          object({ current_password: { type: 'string', default: '', minLength: 1 } }),
        ),
        responses: {},
      },
    },
    '/v1/me/orders/{id}/reorder': { post: { responses: {} } },
    '/v1/stylists/{key}': { get: { responses: {} } },
  },
};

const calls = parseSpecCalls(SPEC);
const callOf = (key: string) => {
  const found = calls.find((c) => `${c.method} ${c.path}` === key);
  if (!found) throw new Error(`no spec call ${key}`);
  return found;
};
const gapsOf = (key: string) => callGaps(DOC, callOf(key)).map((g) => g.message);

describe('callGaps: method, path, request fields and reply fields apart', () => {
  it('tells a request field the reply names from one the request takes', () => {
    expect(gapsOf('GET /v1/banners')).toEqual([
      'GET /v1/banners: request field is_show not taken (the reply names it, the request does not)',
    ]);
  });

  it('tells a reply field missing from the reply', () => {
    expect(gapsOf('GET /v1/auth/unlock/{token}')).toEqual([
      'GET /v1/auth/unlock/{token}: reply field result not answered',
    ]);
  });

  it('tells a path served with another method only', () => {
    expect(gapsOf('GET /v1/me/bookmarks/{id}')).toEqual([
      'GET /v1/me/bookmarks/{id}: not served (the path answers DELETE only)',
    ]);
    expect(gapsOf('DELETE /v1/me/bookmarks/{id}')).toEqual([]);
  });

  it('tells a body the operation requires that the spec does not name', () => {
    expect(gapsOf('POST /v1/carts/{token}/decision')).toEqual([
      'POST /v1/carts/{token}/decision: requires total_payment, which the spec does not name',
      'POST /v1/carts/{token}/decision: requires payment_id, which the spec does not name',
    ]);
  });

  it('reads a field whose default its own rule refuses as required', () => {
    expect(gapsOf('DELETE /v1/me/user')).toEqual([
      'DELETE /v1/me/user: requires current_password, which the spec does not name',
    ]);
  });

  it('passes a call whose fields match, the group’s body fields included', () => {
    expect(gapsOf('PATCH /v1/carts/shippings/reset')).toEqual([]);
  });
});

describe('clientCalls: the method each path is called with', () => {
  const root = mkdtempSync(join(tmpdir(), 'client-calls-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reads the method from the call, or from the calls a path constant is passed to', () => {
    mkdirSync(join(root, 'favourites'));
    writeFileSync(
      join(root, 'favourites', 'bookmarks.api.ts'),
      [
        "const base = '/v1/me/bookmarks';",
        'export const list = (http) => http.get<{ data: unknown }>(base);',
        // A template literal in the file written: `$` and `{id}` apart keep it one here.
        'export const remove = (http, id) => http.delete(`/v1/me/bookmarks/$' + '{id}`);',
      ].join('\n'),
    );
    const found = clientCalls(root);
    expect([...(found.get('/v1/me/bookmarks')?.methods ?? [])]).toEqual(['GET']);
    // A GET of one bookmark is not a call the client makes, though the path is written.
    expect([...(found.get('/v1/me/bookmarks/{}')?.methods ?? [])]).toEqual(['DELETE']);
  });
});

describe('unsentFields: request fields the storefront never sends', () => {
  const root = mkdtempSync(join(tmpdir(), 'client-fields-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('counts a field the code sends, not one only the schema accepts', () => {
    mkdirSync(join(root, 'checkout'));
    writeFileSync(
      join(root, 'checkout', 'shipments.api.ts'),
      "export const reset = (http, token) => http.patch('/v1/carts/shippings/reset', { token });",
    );
    writeFileSync(
      join(root, 'checkout', 'checkout.schema.ts'),
      'export const ResetSchema = v.object({ token: v.string(), is_removing_address: v.boolean() });',
    );
    const files = clientCalls(root).get('/v1/carts/shippings/reset')?.files ?? [];
    expect(unsentFields(['token', 'is_removing_address'], files)).toEqual(['is_removing_address']);
  });
});

describe('listedCalls and unlisted: what “Calls we add” does not name', () => {
  it('reads optional tails, alternatives, methods and wildcards', () => {
    const listed = listedCalls(
      '`/v1/stylists(/{key})`, `/v1/carts/embroideries/add|delete`, `POST/PUT /v1/me/user-lists(/{key})`, `/v1/admin/*`.',
    );
    const operations = [
      'GET /v1/stylists/{key}',
      'PATCH /v1/carts/embroideries/delete',
      'PUT /v1/me/user-lists/{key}',
      'DELETE /v1/me/user-lists/{key}',
      'GET /v1/admin/jobs',
      'POST /v1/me/orders/{id}/reorder',
    ];
    expect(unlisted(operations, listed)).toEqual([
      'DELETE /v1/me/user-lists/{key}',
      'POST /v1/me/orders/{id}/reorder',
    ]);
  });

  it('lists the document’s operations that are no spec call', () => {
    expect(addedOperations(DOC, calls)).toEqual([
      'POST /v1/me/orders/{id}/reorder',
      'GET /v1/stylists/{key}',
    ]);
  });
});
