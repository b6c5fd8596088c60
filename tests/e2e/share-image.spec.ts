import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// Link previews: social sites ignore SVG, so every page names a PNG share image with its size.

const PNG_SIGNATURE = '89504e470d0a1a0a';

async function shareImageOf(page: Page, path: string) {
  await page.goto(path);
  const meta = (property: string) =>
    page.locator(`meta[property="${property}"]`).getAttribute('content');
  return {
    url: new URL((await meta('og:image')) ?? ''),
    width: await meta('og:image:width'),
    height: await meta('og:image:height'),
    alt: await meta('og:image:alt'),
  };
}

test('a product page and a content page name 1200x630 PNG share images', async ({ page }) => {
  const product = await shareImageOf(page, '/product/oxford-shirt/');
  expect(product.url.pathname).toBe('/media/og/products/oxford-shirt.png');
  expect([product.width, product.height]).toEqual(['1200', '630']);
  expect(product.alt).toBeTruthy();
  const res = await page.request.get(product.url.pathname);
  expect(res.headers()['content-type']).toBe('image/png');
  expect(res.headers()['cache-control']).toMatch(/max-age=\d{7,}/);
  const bytes = await res.body();
  expect(bytes.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
  // IHDR: width and height are the big-endian integers at bytes 16-23.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);

  const news = await shareImageOf(page, '/news/');
  expect(news.url.pathname).toBe('/media/og/site/default.png');
  const site = await page.request.get(news.url.pathname);
  expect(site.headers()['content-type']).toBe('image/png');
});
