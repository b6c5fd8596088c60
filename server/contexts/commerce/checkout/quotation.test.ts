import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { variantOf } from '../cart/cart.testing';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

describe('GET /v1/carts/{token}/download/quotation', () => {
  it('answers a PDF with the Japanese font embedded and a suggested file name', async () => {
    const cart = (await call<Cart>(api.app, 'POST', '/v1/carts/init', { body: {} })).body;
    for (const key of ['senbei-gift', 'junmai-sake']) {
      const id = await variantOf(api.app, key);
      await call(api.app, 'PATCH', '/v1/carts/products/add', {
        body: { token: cart.token, product_id: id, quantity: 1 },
      });
    }
    const res = await api.app.request(`/v1/carts/${cart.token}/download/quotation`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-suggested-filename')).toMatch(/^quotation-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP/);
  });

  it('refuses an empty cart in Japanese', async () => {
    const cart = (await call<Cart>(api.app, 'POST', '/v1/carts/init', { body: {} })).body;
    const res = await call(api.app, 'GET', `/v1/carts/${cart.token}/download/quotation`);
    expect(expectApiError(res, 422, 'common.validation').message).toBe(
      'カートに商品がありません。',
    );
  });
});
