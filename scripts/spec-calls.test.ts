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
    expect(calls.map((c) => `${c.method} ${c.path} ${c.request.join(',')}`.trim())).toEqual([
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

  it('tells the request’s fields from the reply’s', () => {
    const calls = parseSpecCalls(
      spec(
        '**Auth**: GET /v1/auth/{provider}/callback (provider query); GET /v1/auth/unlock/{token} (result). **Other**: POST /takimoto/v1/schools/check (returns key, check); GET /v1/me/user-cards (x-limit); GET /v1/banners (area list, is_show=1); POST /v1/ecommerce_events (name, token; may return a popup).',
      ).replace('. **Other**', '.\n**Other**'),
    );
    expect(calls.map((c) => `${c.method} ${c.path} ${c.request} | ${c.reply}`)).toEqual([
      'GET /v1/auth/{provider}/callback provider | ',
      'GET /v1/auth/unlock/{token}  | result',
      'POST /takimoto/v1/schools/check  | key,check',
      'GET /v1/me/user-cards  | x-limit',
      'GET /v1/banners area,is_show | ',
      'POST /v1/ecommerce_events name,token | popup',
    ]);
  });

  it('gives notes after paths joined by `and` to each, and a group’s body fields to its own calls', () => {
    const calls = parseSpecCalls(
      spec(
        "**Member data**: PATCH /v1/me/user-lists/attach and /detach (table='products', ids).\n**Cart** (token in body): PATCH /v1/carts/reset; POST /v1/carts/{token}/decision; POST /v1/sbpayment/receive/fraud-detection.",
      ),
    );
    expect(calls.map((c) => `${c.method} ${c.path} ${c.request}`)).toEqual([
      'PATCH /v1/me/user-lists/attach table,ids',
      'PATCH /v1/me/user-lists/detach table,ids',
      'PATCH /v1/carts/reset token',
      'POST /v1/carts/{token}/decision ',
      'POST /v1/sbpayment/receive/fraud-detection ',
    ]);
  });
});
