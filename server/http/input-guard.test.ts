import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '../../contract/shared/error.schema';
import { call, seededApi, type TestApi } from '../testing/api';
import { expectApiError } from '../testing/expect-error';
import { DEFAULT_BODY_LIMIT, jsonHasControl, urlHasControl } from './input-guard';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

const errorLog = vi.spyOn(console, 'error');
afterEach(() => {
  expect(errorLog).not.toHaveBeenCalled();
  errorLog.mockClear();
});

const CONTROLS = ['%00', '%01', '%1F', '%7F', '%C2%85', '%0A'];

const PATHS_WITH_A_PARAM = [
  '/v1/products/{}',
  '/v1/products/{}/reviews',
  '/v1/products/{}/questions',
  '/v1/products/{}/related',
  '/v1/products/{}/accessories',
  '/v1/lp/{}',
  '/v1/news/{}',
  '/v1/blogs/{}',
  '/v1/makers/{}',
  '/v1/stylists/{}',
  '/v1/messages/{}',
  '/v1/popups/{}',
  '/v1/carts/{}',
  '/v1/carts/order/{}',
  '/v1/payments/carts/{}',
  '/v1/shipping-leadtime/carts/{}',
  '/v1/ecommerce_events/{}',
  '/v1/settings/payment-service/{}',
  '/v1/pages/front/layout/{}',
  '/v1/auth/unlock/{}',
  '/v1/auth/{}/redirect',
  '/v1/static-pages/url/{}',
  '/media/products/{}',
  '/media/banners/{}',
];

const QUERIES = [
  '/v1/products?maker={}',
  '/v1/products?q={}',
  '/v1/products?category={}',
  '/v1/products?tag={}',
  '/v1/news?tag={}',
  '/v1/blogs?page={}',
  '/v1/banners?position={}',
  '/v1/qas?category={}',
  '/v1/postal-code?code={}',
  '/v1/categories/hierarchy?alias={}',
  '/v1/business-dates/monthly/calendar/front?month={}',
  '/v1/products?{}=1',
];

describe('control characters in a path or a query', () => {
  const cases = [...PATHS_WITH_A_PARAM, ...QUERIES].flatMap((template) =>
    CONTROLS.map((control) => template.replace('{}', `a${control}b`)),
  );

  it.each(cases)('GET %s answers 400 common.bad_input', async (path) => {
    expectApiError(await call(api.app, 'GET', path), 400, ERROR_CODES.badInput);
  });

  it('leaves ordinary Japanese text, spaces and percent signs alone', async () => {
    const res = await call(api.app, 'GET', `/v1/products?q=${encodeURIComponent('シャツ 100%')}`);
    expect(res.status).toBe(200);
  });
});

const BODY_ROUTES: [string, string, Record<string, unknown>][] = [
  ['POST', '/v1/auth/login', { login_id: 'x', password: 'y' }],
  ['POST', '/v1/reminder/request', { email: 'taro@example.jp' }],
  ['POST', '/v1/users', { email: 'new@example.jp', last_name: '山田' }],
  ['POST', '/v1/catalog-orders', { name: '山田', catalog_ids: [1] }],
  ['POST', '/v1/product-requests', { email: 'a@example.jp', body: 'ほしい' }],
  ['POST', '/v1/carts/init', { token: 'x' }],
  ['PATCH', '/v1/carts/products/add', { token: 'x', product_key: 'k', quantity: 1 }],
  ['POST', '/v1/ecommerce_events', { type: 'view' }],
  ['POST', '/v1/schools/check', { code: 'x' }],
  ['POST', '/takimoto/v1/schools/check', { code: 'x' }],
];

describe('control characters in a JSON body', () => {
  const withControl = (body: Record<string, unknown>, char: string) => {
    const [key, value] = Object.entries(body)[0] ?? ['x', ''];
    return { ...body, [key]: typeof value === 'string' ? `${value}${char}` : [`a${char}`] };
  };
  const cases = BODY_ROUTES.flatMap(([method, path, body]) =>
    ['\u0000', '\u0008', '\u001b', '\u007f'].map(
      (char) => [method, path, withControl(body, char)] as const,
    ),
  );

  it.each(cases)('%s %s with %j answers 400 common.bad_input', async (method, path, body) => {
    expectApiError(await call(api.app, method, path, { body }), 400, ERROR_CODES.badInput);
  });

  it('finds a control character in a nested key or value, whatever the declared type', async () => {
    for (const type of ['Application/JSON', 'text/plain', 'application/x+json']) {
      const res = await api.app.request('/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: JSON.stringify({ login_id: 'x', nested: { 'k\u0000': 1 } }),
      });
      expect(res.status).toBe(400);
    }
  });

  it('keeps tabs and line breaks in free text', () => {
    expect(jsonHasControl({ body: '一行目\r\n二行目\tタブ' })).toBe(false);
    expect(jsonHasControl({ body: ['a', { b: 'c\u0000' }] })).toBe(true);
    expect(urlHasControl(new URL('http://x/v1/products/a%2500b'))).toBe(false);
  });
});

describe('request body size', () => {
  const sized = (bytes: number) => JSON.stringify({ login_id: 'x'.repeat(bytes), password: 'y' });

  it.each(BODY_ROUTES)('%s %s answers 413 in Japanese past the limit', async (method, path) => {
    const res = await call(api.app, method, path, { rawBody: sized(DEFAULT_BODY_LIMIT + 1) });
    expectApiError(res, 413, ERROR_CODES.payloadTooLarge);
  });

  it('refuses a 1 MB body without reading it whole', async () => {
    const body = sized(1024 * 1024);
    const res = await api.app.request('/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      body,
    });
    expect(res.status).toBe(413);
  });

  it('accepts a body under the limit', async () => {
    const res = await call(api.app, 'POST', '/v1/auth/login', {
      rawBody: sized(DEFAULT_BODY_LIMIT - 1000),
    });
    expect(res.status).not.toBe(413);
  });
});
