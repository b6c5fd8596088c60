import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import { describe, expect, it } from 'vitest';
import { SITEMAP_ENTRY_LIMIT } from './sitemap-alias.ts';
import { sitemapFiles } from './sitemap-files.ts';

/** What the `sitemap` library (the one @astrojs/sitemap writes with) makes of the same items. */
async function libraryXml(stream: SitemapStream | SitemapIndexStream, urls: string[]) {
  const done = streamToPromise(stream);
  for (const url of urls) stream.write({ url });
  stream.end();
  return (await done).toString('utf8');
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemapFiles', () => {
  it('lists the public pages in order, leaving out status and private pages', async () => {
    const files = await sitemapFiles('http://shop.test', [
      '/product/item-10/',
      '/',
      '/product/item-9/',
      '/404/',
      '/cart/',
      '/mypage/',
      '/_shell/',
    ]);
    expect(files.map((f) => f.name)).toEqual(['sitemap-0.xml', 'sitemap-index.xml', 'sitemap.xml']);
    expect(locs(files[0]?.xml ?? '')).toEqual([
      'http://shop.test/',
      'http://shop.test/product/item-9/',
      'http://shop.test/product/item-10/',
    ]);
    expect(files[0]?.xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><urlset /);
    expect(locs(files[1]?.xml ?? '')).toEqual(['http://shop.test/sitemap-0.xml']);
    expect(files[2]?.xml).toBe(files[1]?.xml);
  });

  it('splits at the entry limit, every file in the index', async () => {
    const pages = Array.from({ length: SITEMAP_ENTRY_LIMIT + 2 }, (_, i) => `/product/p${i}/`);
    const files = await sitemapFiles('http://shop.test', pages);
    expect(files.map((f) => f.name)).toEqual([
      'sitemap-0.xml',
      'sitemap-1.xml',
      'sitemap-index.xml',
      'sitemap.xml',
    ]);
    expect(locs(files[0]?.xml ?? '')).toHaveLength(SITEMAP_ENTRY_LIMIT);
    expect(locs(files[1]?.xml ?? '')).toHaveLength(2);
    expect(locs(files[2]?.xml ?? '')).toEqual([
      'http://shop.test/sitemap-0.xml',
      'http://shop.test/sitemap-1.xml',
    ]);
  });

  it('writes the bytes the sitemap library writes, escapes included', async () => {
    const pages = [
      '/',
      '/product/a&b/',
      '/news/お知らせ/',
      '/lp/<x>/',
      "/q/it's/",
      '/maker/page/2/',
    ];
    const [urlset, index] = await sitemapFiles('http://shop.test', pages);
    const urls = locs(urlset?.xml ?? '').map((u) => (u ?? '').replace(/&amp;/g, '&'));
    expect(urls).toHaveLength(pages.length);
    const xmlns = { news: true, xhtml: true, image: true, video: true };
    const root = 'http://shop.test/';
    expect(urlset?.xml).toBe(await libraryXml(new SitemapStream({ hostname: root, xmlns }), urls));
    expect(index?.xml).toBe(
      await libraryXml(new SitemapIndexStream(), ['http://shop.test/sitemap-0.xml']),
    );
  });
});
