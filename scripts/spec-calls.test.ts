import { describe, expect, it } from 'vitest';
import { parseSpecCalls } from './spec-calls';

const spec = (calls: string) => `## 7. Calls\n\n${calls}\n\n## 8. Errors\n`;
const keys = (markdown: string) => parseSpecCalls(markdown).map((c) => `${c.method} ${c.path}`);

describe('parseSpecCalls', () => {
  it('reads continuations: a sub-path after a parameter, a sibling after a word, the method carried on', () => {
    expect(
      keys(
        spec(
          '**Catalogue**: GET /v1/products (params), GET /v1/products/{key}, /recommend; PATCH /v1/carts/products/add, delete (key or ids); PATCH /v1/me/user-addresses/{id}/use and /use-sender; GET /v1/me/points; /v1/me/point-histories.',
        ),
      ),
    ).toEqual([
      'GET /v1/products',
      'GET /v1/products/{key}',
      'GET /v1/products/{key}/recommend',
      'PATCH /v1/carts/products/add',
      'PATCH /v1/carts/products/delete',
      'PATCH /v1/me/user-addresses/{id}/use',
      'PATCH /v1/me/user-addresses/{id}/use-sender',
      'GET /v1/me/points',
      'GET /v1/me/point-histories',
    ]);
  });

  it('reads `(+/{id}, PUT)` as the item calls, and fields meant for one method', () => {
    const calls = parseSpecCalls(
      spec(
        '**Member**: GET/POST/DELETE /v1/me/user-memorials (+/{id}, PUT); GET and PUT /v1/orders/{no}/guest/receipt (t, receiptInfo for PUT); GET /v1/messages?per=all, /v1/messages/{code}.',
      ),
    );
    expect(calls.map((c) => `${c.method} ${c.path} ${c.fields.join(',')}`.trim())).toEqual([
      'GET /v1/me/user-memorials',
      'GET /v1/me/user-memorials/{id}',
      'POST /v1/me/user-memorials',
      'DELETE /v1/me/user-memorials/{id}',
      'PUT /v1/me/user-memorials/{id}',
      'GET /v1/orders/{no}/guest/receipt t',
      'PUT /v1/orders/{no}/guest/receipt t,receiptInfo',
      'GET /v1/messages per',
      'GET /v1/messages/{code}',
    ]);
  });
});
