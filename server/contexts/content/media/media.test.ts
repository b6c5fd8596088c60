import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

describe('/media', () => {
  it('draws a product picture as cacheable SVG', async () => {
    const res = await call(api.app, 'GET', '/media/products/oxford-shirt/1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(res.headers.get('etag')).toBeTruthy();
    expect(res.text).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await api.app.request('/media/products/oxford-shirt/1.svg');
    const etag = first.headers.get('etag') as string;
    const again = await api.app.request('/media/products/oxford-shirt/1.svg', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('draws a banner picture', async () => {
    const res = await call(api.app, 'GET', '/media/banners/1.svg');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<svg');
  });

  it('answers 404 for unknown products, pictures, banners and file names', async () => {
    for (const path of [
      '/media/products/no-such/1.svg',
      '/media/products/oxford-shirt/99.svg',
      '/media/banners/9999.svg',
      '/media/products/oxford-shirt/x.png',
    ]) {
      expectApiError(await call(api.app, 'GET', path), 404, 'common.not_found');
    }
  });
});
