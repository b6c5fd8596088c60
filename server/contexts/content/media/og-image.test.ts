import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApi, type TestApi } from '../../../testing/api';
import { OG_HEIGHT, OG_WIDTH, productCardSvg } from './og-image-svg';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function fetchPng(path: string) {
  const res = await api.app.request(path);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes };
}

describe('/media/og share images', () => {
  it('draws a product card as a real 1200x630 PNG with long-lived caching', async () => {
    const { res, bytes } = await fetchPng('/media/og/products/oxford-shirt.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/max-age=(\d{7,})/);
    expect(res.headers.get('etag')).toBeTruthy();
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: OG_WIDTH, height: OG_HEIGHT });
    // Not a blank canvas: the picture and the text leave several colours.
    const stats = await sharp(bytes).stats();
    expect(stats.channels.some((ch) => ch.stdev > 10)).toBe(true);
  });

  it("draws the shop's default card for a channel", async () => {
    const { res, bytes } = await fetchPng('/media/og/site/default.png');
    expect(res.status).toBe(200);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('answers 404 for unknown products, channels and file names', async () => {
    for (const path of [
      '/media/og/products/no-such-product.png',
      '/media/og/products/oxford-shirt.svg',
      '/media/og/products/..%2Fsecret.png',
      '/media/og/site/no-such-channel.png',
    ]) {
      const res = await api.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'common.not_found' });
    }
  });

  it('escapes product names inside the drawing', () => {
    const svg = productCardSvg({ name: '<b>&"', hue: 10, motif: 'shirt', siteName: 'A&B' });
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;b&gt;&amp;&quot;');
    expect(svg).toContain('A&amp;B');
  });
});
